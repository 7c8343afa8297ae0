import { and, desc, eq, sql } from "drizzle-orm";
import type { ChatType } from "../../../shared/contracts/ai.js";
import type { Database } from "../../db/client.js";
import { aiRecommendations, chatMessages, guestAnalyses, mealImages } from "../../db/schema/index.js";

/** Chat history, cached recommendations, meal images and guests' free analyses. */
export function aiRepository(db: Database) {
  return {
    /** The last `limit` messages of a conversation, oldest first. */
    async history(userId: number, chatType: ChatType, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatType, chatType)))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** The question and its answer are stored together, or not at all. */
    async appendExchange(userId: number, chatType: ChatType, question: string, answer: string) {
      await db.insert(chatMessages).values([
        { userId, chatType, role: "user", content: question },
        { userId, chatType, role: "assistant", content: answer },
      ]);
    },

    async clearHistory(userId: number, chatType: ChatType) {
      await db.delete(chatMessages).where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatType, chatType)));
    },

    async cached(userId: number, key: string): Promise<unknown | undefined> {
      const [row] = await db
        .select({ payload: aiRecommendations.payload })
        .from(aiRecommendations)
        .where(and(eq(aiRecommendations.userId, userId), eq(aiRecommendations.key, key)));
      return row?.payload;
    },

    async cache(userId: number, key: string, payload: unknown) {
      await db
        .insert(aiRecommendations)
        .values({ userId, key, payload })
        .onConflictDoUpdate({
          target: [aiRecommendations.userId, aiRecommendations.key],
          set: { payload, createdAt: sql`now()` },
        });
    },

    async findImageByKey(userId: number, mealKey: string) {
      const [row] = await db
        .select({ id: mealImages.id })
        .from(mealImages)
        .where(and(eq(mealImages.userId, userId), eq(mealImages.mealKey, mealKey)))
        // The latest drawing, so a regenerated picture is the one shown from then on.
        .orderBy(desc(mealImages.createdAt))
        .limit(1);
      return row;
    },

    async saveImage(image: typeof mealImages.$inferInsert) {
      await db.insert(mealImages).values(image);
    },

    async findImage(userId: number, id: string) {
      const [row] = await db
        .select()
        .from(mealImages)
        .where(and(eq(mealImages.id, id), eq(mealImages.userId, userId)));
      return row;
    },

    async guestAnalysesCount(guestKey: string): Promise<number> {
      const [row] = await db.select().from(guestAnalyses).where(eq(guestAnalyses.guestKey, guestKey));
      return row?.analyses ?? 0;
    },

    /**
     * Takes the guest's free analysis atomically: true only for the request that moved the count
     * from 0 to 1, so two parallel requests cannot both get it.
     */
    async claimGuestAnalysis(guestKey: string): Promise<boolean> {
      const result = await db.execute(sql`
        INSERT INTO guest_analyses (guest_key, analyses, last_at) VALUES (${guestKey}, 1, now())
        ON CONFLICT (guest_key) DO NOTHING
        RETURNING guest_key`);
      return result.rows.length === 1;
    },

    async releaseGuestAnalysis(guestKey: string) {
      await db.delete(guestAnalyses).where(eq(guestAnalyses.guestKey, guestKey));
    },
  };
}

export type AiRepository = ReturnType<typeof aiRepository>;
