import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Settings of every connection, sent in its startup packet (no extra round trip):
 * - Food search corrects a misspelt word to vocabulary words at least this similar (pg_trgm's
 *   default, 0.3, would fetch 'cooked' for 'coke' only to drop it again).
 * - Generic plans: every query here is a per-user index lookup, whose plan does not depend on the
 *   values. PostgreSQL's default would re-plan the range queries (today's meals, trends) on every
 *   execution because their generic cost estimate looks worse, and that planning was a large part
 *   of its CPU time (docs/performance.md).
 */
const SESSION_SETTINGS = "-c pg_trgm.similarity_threshold=0.45 -c plan_cache_mode=force_generic_plan";

export function connectDatabase(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: SESSION_SETTINGS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Runs hand-written SQL as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every request (trends and food search are planned in milliseconds).
 */
export async function runPrepared<Row>(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const result = await db.$client.query({ name, text, values });
  return result.rows as Row[];
}
