import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { adminMessages } from "../../../shared/contracts/admin.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { Database } from "../../db/client.js";
import { contactMessages, mailOutbox, type UserRow, users } from "../../db/schema/index.js";
import { conflict, forbidden, notFound } from "../../errors.js";
import { adminDeniedMessage } from "../../plugins/access.js";

/** Serialises admin role changes, so "never the last admin" holds under parallel requests. */
const ADMIN_ROLE_LOCK_KEY = 7_246_013;

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The only code of the admin feature that talks to the database. */
export function adminRepository(db: Database) {
  return {
    /** Size, version and row counts in one round trip. */
    async databaseFigures() {
      const result = await db.execute<{
        size: string;
        version: string;
        users: string;
        admins: string;
        meals: string;
        contact: string;
      }>(sql`
        SELECT pg_database_size(current_database()) AS size,
               current_setting('server_version') AS version,
               (SELECT count(*) FROM users) AS users,
               (SELECT count(*) FROM users WHERE is_admin) AS admins,
               (SELECT count(*) FROM meals) AS meals,
               (SELECT count(*) FROM contact_messages) AS contact`);
      const row = result.rows[0];
      if (!row) throw new Error("no row");
      return {
        sizeBytes: Number(row.size),
        serverVersion: row.version,
        users: Number(row.users),
        admins: Number(row.admins),
        meals: Number(row.meals),
        contactMessages: Number(row.contact),
      };
    },

    /** Rows of drizzle's own bookkeeping table: one per migration applied. */
    async migrationsApplied(): Promise<number> {
      const result = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
      return Number(result.rows[0]?.n ?? 0);
    },

    async listUsers(search: string | undefined, limit: number, offset: number) {
      const where: SQL | undefined = search
        ? or(ilike(users.username, likePattern(search)), ilike(users.email, likePattern(search)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Grants or removes the admin role under one lock, in one transaction: the caller must still be
     * an admin when the lock is held, and the last admin cannot be removed.
     */
    async setAdmin(actorId: number, targetId: number, isAdmin: boolean): Promise<UserRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROLE_LOCK_KEY})`);
        const [actor] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, actorId));
        if (!actor?.isAdmin) throw forbidden(adminDeniedMessage);
        const [target] = await tx.select().from(users).where(eq(users.id, targetId));
        if (!target) throw notFound(msg("User not found"));
        if (target.isAdmin === isAdmin) return target;
        if (!isAdmin) {
          const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
          if ((admins?.n ?? 0) <= 1) throw conflict(adminMessages.lastAdmin);
        }
        const [updated] = await tx.update(users).set({ isAdmin }).where(eq(users.id, targetId)).returning();
        if (!updated) throw notFound(msg("User not found"));
        return updated;
      });
    },

    /** The latest contact messages with the state of their email to support. */
    async listContactMessages(limit: number) {
      return db
        .select({
          id: contactMessages.id,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
          username: users.username,
          outboxId: contactMessages.outboxId,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
        })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.userId))
        .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.outboxId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
