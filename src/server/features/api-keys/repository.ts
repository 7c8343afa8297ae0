import { and, count, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type ApiKeyRow, apiKeys, type NewApiKeyRow, type UserRow, users } from "../../db/schema/index.js";

export interface KeyCounts {
  /** Neither revoked nor expired. */
  live: number;
  stored: number;
}

/** The only code of the API keys feature that talks to the database. Every query names its owner. */
export function apiKeysRepository(db: Database) {
  /** Every API call starts here: the key and its owner's row (plan, role, zone) in one prepared lookup. */
  const byHash = db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, sql.placeholder("keyHash")))
    .prepare("api_key_by_hash");

  return {
    list(userId: number): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /**
     * Inserts a key unless `allowed` says no, with the owner's row locked for the transaction: two
     * parallel creates queue on that lock, so the second counts the first and a sixth key cannot slip in.
     */
    createLocked(row: NewApiKeyRow, now: Date, allowed: (counts: KeyCounts) => void): Promise<ApiKeyRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
        const [counts] = await tx
          .select({
            stored: count(),
            live: sql<number>`count(*) FILTER (WHERE ${apiKeys.revokedAt} IS NULL AND (${apiKeys.expiresAt} IS NULL OR ${apiKeys.expiresAt} > ${now}))`.mapWith(
              Number,
            ),
          })
          .from(apiKeys)
          .where(eq(apiKeys.userId, row.userId));
        allowed({ live: counts?.live ?? 0, stored: counts?.stored ?? 0 });
        const [created] = await tx.insert(apiKeys).values(row).returning();
        if (!created) throw new Error("insert returned no row");
        return created;
      });
    },

    async findOwned(userId: number, id: number): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
      return row;
    },

    /** Revokes once: a second revoke keeps the first time. */
    async revoke(userId: number, id: number, now: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now})` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return deleted.length > 0;
    },

    async findByHash(keyHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
      const [found] = await byHash.execute({ keyHash });
      return found;
    },

    /** Marks a key used at `now` unless it was marked since `notSince` (at most one write a minute). */
    async touch(id: number, now: Date, notSince: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, notSince))));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
