import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";

/**
 * Bookkeeping a request may write even when it is refused: an API key's last use is stamped by any
 * call the key authenticates (at most once a minute), whatever the call's answer.
 */
const BOOKKEEPING: Record<string, string[]> = { api_keys: ["last_used_at"] };

/**
 * A fingerprint of every table, to prove that a refused request wrote nothing: its row count and
 * the newest row version (`max(xmin)`: every insert or update writes a newer one; a delete lowers
 * the count). Cheap enough around each of a fuzzer's requests even over the 9,000-food catalog,
 * unlike hashing every row. Tables with bookkeeping columns are hashed without those columns.
 */
export async function databaseFingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const parts = tables.rows.map(({ name }) => {
    const ignored = BOOKKEEPING[name]?.map((column) => sql`${column}::text`);
    const print = ignored
      ? sql`coalesce(sum(hashtext((to_jsonb(t) - ARRAY[${sql.join(ignored, sql`, `)}])::text)::bigint), 0)::text`
      : sql`coalesce(max(t.xmin::text::bigint), 0)::text`;
    return sql`SELECT ${name}::text AS name, count(*)::text || ':' || ${print} AS print FROM ${sql.identifier(name)} t`;
  });
  if (parts.length === 0) return {};
  const rows = await database.db.execute<{ name: string; print: string }>(sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.print]));
}
