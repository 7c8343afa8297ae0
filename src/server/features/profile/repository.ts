import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type NewProfileRow, type ProfileRow, profiles, users } from "../../db/schema/index.js";

/** The only code of the profile feature that talks to the database. */
export function profileRepository(db: Database) {
  /** Read by the profile page and by every day's nutrients (reference intakes): prepared once per connection. */
  const byUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .prepare("profile_by_user");

  return {
    async findByUser(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await byUser.execute({ userId });
      return row;
    },

    /** Creates the profile; a zone it names becomes the user's zone, in the same transaction. */
    create(row: NewProfileRow): Promise<ProfileRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(profiles).values(row).returning();
        if (!created) throw new Error("insert returned no row");
        if (row.timeZone) await tx.update(users).set({ timeZone: row.timeZone }).where(eq(users.id, row.userId));
        return created;
      });
    },

    update(userId: number, id: number, patch: Partial<NewProfileRow>): Promise<ProfileRow | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(profiles)
          .set(patch)
          .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
          .returning();
        if (updated && patch.timeZone) {
          await tx.update(users).set({ timeZone: patch.timeZone }).where(eq(users.id, userId));
        }
        return updated;
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
