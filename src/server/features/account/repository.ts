import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactMessages, registrationLogs, users } from "../../db/schema/index.js";
import { outboxRepository } from "../../integrations/mail/outbox-repository.js";

/** Account deletion: the only Drizzle code of the account feature. */
export function accountRepository(db: Database) {
  const outbox = outboxRepository(db);
  return {
    /**
     * Deletes the user and everything of theirs, in one transaction (what stays, and why, is
     * retention.ts). Through the foreign keys go meals, goals, profile, foods and recipes, sessions,
     * chats, API keys, subscriptions, payment sessions... A recipe's ingredients go first: an
     * ingredient restricts the deletion of the food it names, and the cascade may reach a food
     * before the recipe that uses it. The rows whose link would only be set to NULL are deleted
     * here (contact messages, the registration log), and so is the mail addressed to the user, so
     * a receipt still in the outbox is never sent to an account that is gone.
     */
    async deleteUser(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
        if (!user) return false;
        await tx.execute(sql`
          DELETE FROM recipe_ingredients
          WHERE recipe_id IN (SELECT id FROM foods WHERE owner_user_id = ${userId})
             OR food_id IN (SELECT id FROM foods WHERE owner_user_id = ${userId})`);
        await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
        await tx.delete(registrationLogs).where(eq(registrationLogs.userId, userId));
        if (user.email) await outbox.dropMailTo(tx, user.email);
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return deleted.length > 0;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
