import type { Column } from "drizzle-orm";

/**
 * SQL that has PostgreSQL write a row as JSON: a hot read then comes back as one text column that
 * `JSON.parse` reads natively, instead of dozens of typed columns node-postgres describes and
 * parses one by one and Drizzle then maps (together most of the Node CPU of the dashboard).
 */

/**
 * A `timestamptz` as `Date.prototype.toISOString()` writes it ('2026-11-24T07:00:00.000Z'):
 * microseconds are cut to milliseconds, as JavaScript's Date does when it reads the column. Years
 * 1000 to 9999 only (JavaScript writes others differently); every stored instant is in them.
 */
export function isoInstantSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Whether a Drizzle column is an instant (`timestamp with time zone`), which JSON carries as ISO text. */
export function isInstantColumn(column: Column): boolean {
  return /^timestamp(\s*\(\d+\))? with time zone$/.test(column.getSQLType());
}

/** Drizzle column `column` of row `alias` as a JSON value: instants as `isoInstantSql`, the rest as they are. */
export function columnJsonSql(alias: string, column: Column): string {
  const reference = `${alias}."${column.name}"`;
  return isInstantColumn(column) ? isoInstantSql(reference) : reference;
}
