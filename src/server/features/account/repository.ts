import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

/** Account deletion: the only Drizzle code of the account feature. */
export function accountRepository(db: Database) {
  return {
    /**
     * Deletes the user and, through the foreign keys, every row that is theirs (meals, goals,
     * profile, foods and recipes, sessions, chats, subscriptions, payment sessions ...), in one
     * transaction. A recipe's ingredients go first: an ingredient restricts the deletion of the
     * food it names, and the cascade may reach a food before the recipe that uses it. The
     * registration log and trial claim lose their link but stay (duplicate-trial detection).
     */
    async deleteUser(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          DELETE FROM recipe_ingredients
          WHERE recipe_id IN (SELECT id FROM foods WHERE owner_user_id = ${userId})
             OR food_id IN (SELECT id FROM foods WHERE owner_user_id = ${userId})`);
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return deleted.length > 0;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
