import { and, eq, sql } from "drizzle-orm";
import type { ImportResult } from "../../../shared/contracts/imports.js";
import { dayBoundsUtc } from "../../../shared/domain/local-day.js";
import type { Database } from "../../db/client.js";
import {
  bodyMeasurements,
  type ImportedKind,
  importedRows,
  imports,
  meals,
  type NewMealRow,
  weighIns,
} from "../../db/schema/index.js";
import type { ExistingData, StorePlan } from "./plan.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Names the advisory lock that serialises one user's imports and undos (with the user id as second key). */
const IMPORT_LOCK = 7_246_027;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for a meal's ~40 columns. */
const CHUNK = 500;

/** The span of local days an import touches, to read what the account already holds there. */
export interface DaySpan {
  from: string;
  to: string;
  timeZone: string;
}

export interface StoreRequest {
  userId: number;
  importId: string;
  source: string;
  keys: string[];
  span: DaySpan | null;
  /** Decides what to store from what the account holds, read under the lock (plan.ts). */
  plan: (existing: ExistingData) => StorePlan;
  /** The meal row of a planned meal; `foodIds` maps a Macrowise export's food ids to this account's. */
  mealRow: (planned: StorePlan["meals"][number], foodIds: Map<number, number>) => NewMealRow;
  /** Writes before the meals, in the same transaction (Macrowise's own goals, foods, profile). */
  extras?: ImportExtras;
  onProgress: (done: number, total: number) => void;
}

export type LinkRow = (kind: ImportedKind, key: string, rowId: number) => void;
/** `earlier`: the keys of goals, foods and the profile an earlier import of this source stored, with their rows' ids. */
export type ImportExtras = (tx: Transaction, link: LinkRow, earlier: Map<string, number>) => Promise<ExtraOutcome>;
export type { Transaction };

export interface ExtraOutcome {
  counts: { goals: number; foods: number; profile: boolean };
  /** A Macrowise export's food ids to this account's (own foods created, shared foods found). */
  foodIds: Map<number, number>;
}

const noExtras: ExtraOutcome = { counts: { goals: 0, foods: 0, profile: false }, foodIds: new Map() };

type ExistingQuery = Pick<StoreRequest, "userId" | "source" | "keys" | "span">;

async function readExisting(tx: Pick<Database, "execute">, request: ExistingQuery): Promise<ExistingData> {
  const { userId, source, keys, span } = request;
  const existing: ExistingData = {
    importedKeys: new Map(),
    mealDays: new Set(),
    importedMealDays: new Set(),
    weighInDays: new Set(),
    measurementDays: new Set(),
  };
  const zone = span?.timeZone ?? "UTC";
  if (keys.length > 0) {
    const { rows } = await tx.execute<{ key: string; day: string | null }>(sql`
      SELECT r.key, CASE WHEN r.kind = 'meal' THEN to_char(m.eaten_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') END AS day
      FROM imported_rows r LEFT JOIN meals m ON r.kind = 'meal' AND m.id = r.row_id AND m.user_id = r.user_id
      WHERE r.user_id = ${userId} AND r.source = ${source} AND r.key = ANY(${sql.param(keys)}::text[])`);
    for (const row of rows) existing.importedKeys.set(row.key, row.day);
  }
  if (!span) return existing;
  const start = dayBoundsUtc(span.from, zone).start;
  const end = dayBoundsUtc(span.to, zone).end;
  const { rows: days } = await tx.execute<{ day: string; imported: boolean }>(sql`
    SELECT to_char(m.eaten_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, bool_or(r.row_id IS NOT NULL) AS imported
    FROM meals m LEFT JOIN imported_rows r ON r.user_id = m.user_id AND r.kind = 'meal' AND r.row_id = m.id
    WHERE m.user_id = ${userId} AND m.eaten_at >= ${start} AND m.eaten_at < ${end}
    GROUP BY 1`);
  for (const { day, imported } of days) {
    existing.mealDays.add(day);
    if (imported) existing.importedMealDays.add(day);
  }
  const body = await tx.execute<{ kind: string; day: string }>(sql`
    SELECT 'w' AS kind, date::text AS day FROM weigh_ins
      WHERE user_id = ${userId} AND date BETWEEN ${span.from}::date AND ${span.to}::date
    UNION ALL
    SELECT 'm', date::text FROM body_measurements
      WHERE user_id = ${userId} AND date BETWEEN ${span.from}::date AND ${span.to}::date`);
  for (const { kind, day } of body.rows) (kind === "w" ? existing.weighInDays : existing.measurementDays).add(day);
  return existing;
}

/** Every key of `source` the user's earlier imports stored (the extras' own rows: goals, foods). */
async function importedKeysOf(tx: Transaction, userId: number, source: string): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ key: string; row_id: number }>(sql`
    SELECT key, row_id FROM imported_rows
    WHERE user_id = ${userId} AND source = ${source} AND kind IN ('goal', 'food', 'profile')`);
  return new Map(rows.map((row) => [row.key, row.row_id]));
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The meals an import and its kin stored earlier on `days`, deleted with their links (replace-imported). */
async function deleteImportedMeals(tx: Transaction, userId: number, days: string[], zone: string): Promise<number> {
  if (days.length === 0) return 0;
  const { rows } = await tx.execute<{ id: number }>(sql`
    DELETE FROM meals m USING imported_rows r
    WHERE r.user_id = ${userId} AND r.kind = 'meal' AND r.row_id = m.id AND m.user_id = ${userId}
      AND to_char(m.eaten_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') = ANY(${sql.param(days)}::text[])
    RETURNING m.id`);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0)
    await tx.execute(
      sql`DELETE FROM imported_rows WHERE user_id = ${userId} AND kind = 'meal' AND row_id = ANY(${sql.param(ids)}::int[])`,
    );
  return ids.length;
}

/**
 * Stores an import in one transaction under the user's import lock: what the account holds is
 * read, the plan decided, earlier imported meals of replaced days deleted, then meals, weigh-ins,
 * measurements (and Macrowise's extras) inserted with a link per key, and the import marked done.
 * Anything that fails rolls all of it back: nothing of the file is stored.
 */
export function importStoreRepository(db: Database) {
  return {
    /** What the account holds where a file's rows go (for the preview; storing reads it again under the lock). */
    existing(query: ExistingQuery): Promise<ExistingData> {
      return readExisting(db, query);
    },

    store(request: StoreRequest): Promise<ImportResult> {
      const { userId, importId, source } = request;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}, ${userId})`);
        const plan = request.plan(await readExisting(tx, request));
        const zone = request.span?.timeZone ?? "UTC";
        const replaced = await deleteImportedMeals(tx, userId, plan.replaceDays, zone);
        const links: { kind: ImportedKind; key: string; rowId: number }[] = [];
        const link: LinkRow = (kind, key, rowId) => links.push({ kind, key, rowId });
        const extras = request.extras
          ? await request.extras(tx, link, await importedKeysOf(tx, userId, source))
          : noExtras;
        const total = plan.meals.length + plan.weighIns.length + plan.measurements.length;
        let done = 0;

        for (const part of chunks(plan.meals)) {
          // Ids taken first, so each stored meal is paired with its row by id, never by RETURNING's order.
          const { rows: ids } = await tx.execute<{ id: number }>(
            sql`SELECT nextval(pg_get_serial_sequence('meals', 'id'))::int AS id FROM generate_series(1, ${part.length})`,
          );
          const values = part.map((planned, i) => ({
            ...request.mealRow(planned, extras.foodIds),
            id: ids[i]?.id as number,
          }));
          await tx.insert(meals).values(values);
          for (const [i, value] of values.entries()) link("meal", part[i]?.row.key as string, value.id);
          done += part.length;
          request.onProgress(done, total);
        }

        let existingBody = 0;
        for (const part of chunks(plan.weighIns)) {
          const stored = await tx
            .insert(weighIns)
            .values(part.map((w) => ({ userId, date: w.date, weightKg: w.weightKg })))
            .onConflictDoNothing()
            .returning({ id: weighIns.id, date: weighIns.date });
          const byDate = new Map(stored.map((row) => [row.date, row.id]));
          for (const w of part) {
            const id = byDate.get(w.date);
            if (id === undefined) existingBody += w.keys.length;
            else for (const key of w.keys) link("weighIn", key, id);
          }
          done += part.length;
          request.onProgress(done, total);
        }

        for (const part of chunks(plan.measurements)) {
          const stored = await tx
            .insert(bodyMeasurements)
            .values(part.map((m) => ({ userId, date: m.date, ...m.values })))
            .onConflictDoNothing()
            .returning({ id: bodyMeasurements.id, date: bodyMeasurements.date });
          const byDate = new Map(stored.map((row) => [row.date, row.id]));
          for (const m of part) {
            const id = byDate.get(m.date);
            if (id === undefined) existingBody += m.keys.length;
            else for (const key of m.keys) link("measurement", key, id);
          }
          done += part.length;
          request.onProgress(done, total);
        }

        for (const part of chunks(links)) {
          await tx.insert(importedRows).values(part.map((row) => ({ ...row, userId, importId, source })));
        }

        const count = (kind: ImportedKind) => new Set(links.filter((l) => l.kind === kind).map((l) => l.rowId)).size;
        const result: ImportResult = {
          stored: {
            meals: count("meal"),
            weighIns: count("weighIn"),
            measurements: count("measurement"),
            ...extras.counts,
          },
          skipped: { ...plan.skipped, existingBody: plan.skipped.existingBody + existingBody },
          replaced,
        };
        await tx
          .update(imports)
          .set({ state: "done", result, error: null, storedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(imports.id, importId), eq(imports.userId, userId)));
        return result;
      });
    },

    /**
     * Undo: deletes exactly the rows this import stored (its links name them) and marks it undone,
     * in one transaction under the user's import lock. Answers what went, or null if it was not
     * a stored import of this user.
     */
    undo(userId: number, importId: string): Promise<Record<ImportedKind, number> | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}, ${userId})`);
        const { rows } = await tx.execute<{ id: string }>(sql`
          SELECT id FROM imports WHERE id = ${importId} AND user_id = ${userId} AND state = 'done' FOR UPDATE`);
        if (rows.length === 0) return null;
        const removed = { meal: 0, weighIn: 0, measurement: 0, goal: 0, food: 0, profile: 0 } as Record<string, number>;
        // Each kind's table and the column that names its owner.
        const tables: [ImportedKind, string, string][] = [
          ["meal", "meals", "user_id"],
          ["weighIn", "weigh_ins", "user_id"],
          ["measurement", "body_measurements", "user_id"],
          ["goal", "nutrition_goals", "user_id"],
          ["food", "foods", "owner_user_id"],
          ["profile", "user_profiles", "user_id"],
        ];
        for (const [kind, table, owner] of tables) {
          const deleted = await tx.execute(sql`
            DELETE FROM ${sql.identifier(table)} t USING imported_rows r
            WHERE r.import_id = ${importId} AND r.user_id = ${userId} AND r.kind = ${kind}
              AND t.id = r.row_id AND t.${sql.identifier(owner)} = ${userId}`);
          removed[kind] = deleted.rowCount ?? 0;
        }
        await tx.execute(sql`DELETE FROM imported_rows WHERE import_id = ${importId} AND user_id = ${userId}`);
        await tx
          .update(imports)
          .set({ state: "undone", undoneAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(imports.id, importId));
        return removed as Record<ImportedKind, number>;
      });
    },
  };
}

export type ImportStoreRepository = ReturnType<typeof importStoreRepository>;
