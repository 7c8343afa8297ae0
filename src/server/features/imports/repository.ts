import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type ImportRow, type ImportState, imports } from "../../db/schema/index.js";

export type ImportChanges = Partial<
  Pick<
    ImportRow,
    "state" | "source" | "kind" | "progressDone" | "progressTotal" | "preview" | "choices" | "result" | "error"
  >
>;

/** How long a reading or storing import may go without a sign of life before it counts as interrupted. */
export const STALE_AFTER_SECONDS = 120;

/** The imports log: one row per uploaded file. Every query names its owner, but the worker's own updates. */
export function importsRepository(db: Database) {
  return {
    async create(row: { id: string; userId: number; fileName: string; fileBytes: number }): Promise<ImportRow> {
      const [created] = await db
        .insert(imports)
        .values({ ...row, state: "reading", progressTotal: row.fileBytes })
        .returning();
      if (!created) throw new Error("import insert returned no row");
      return created;
    },

    async find(userId: number, id: string): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.userId, userId)));
      return row;
    },

    /** Newest first; at most `limit`. */
    list(userId: number, limit = 50): Promise<ImportRow[]> {
      return db.select().from(imports).where(eq(imports.userId, userId)).orderBy(desc(imports.createdAt)).limit(limit);
    },

    /** The worker's writes (progress, the preview, the outcome); `updated_at` is its sign of life. */
    async update(id: string, changes: ImportChanges): Promise<void> {
      await db
        .update(imports)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(imports.id, id));
    },

    /**
     * Moves an import from one of `from` to `to` only if it is still there: two confirmations of
     * one import (a double click, two tabs) start one storing. Answers the row, or nothing.
     */
    async transition(
      userId: number,
      id: string,
      from: ImportState[],
      to: ImportState,
      changes: ImportChanges = {},
    ): Promise<ImportRow | undefined> {
      const [row] = await db
        .update(imports)
        .set({ ...changes, state: to, updatedAt: sql`now()` })
        .where(and(eq(imports.id, id), eq(imports.userId, userId), inArray(imports.state, from)))
        .returning();
      return row;
    },

    /**
     * Reading or storing imports whose worker stopped (its server was killed) become failed;
     * answers their ids so their files can go. Judged on the database's clock, as `updated_at` is.
     */
    async failStale(userId: number, message: string): Promise<string[]> {
      const rows = await db
        .update(imports)
        .set({ state: "failed", error: message, updatedAt: sql`now()` })
        .where(
          and(
            eq(imports.userId, userId),
            inArray(imports.state, ["reading", "storing"]),
            sql`${imports.updatedAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`,
          ),
        )
        .returning({ id: imports.id });
      return rows.map((row) => row.id);
    },

    /** Previews never confirmed within `hours` expire (their files are deleted); answers their ids. */
    async expireUnconfirmed(userId: number, hours: number): Promise<string[]> {
      const rows = await db
        .update(imports)
        .set({ state: "expired", updatedAt: sql`now()` })
        .where(
          and(
            eq(imports.userId, userId),
            eq(imports.state, "ready"),
            sql`${imports.updatedAt} < now() - make_interval(hours => ${hours})`,
          ),
        )
        .returning({ id: imports.id });
      return rows.map((row) => row.id);
    },

    /** Whether the user has a file being read or stored right now. */
    async busy(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.userId, userId), inArray(imports.state, ["reading", "storing"])))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;
