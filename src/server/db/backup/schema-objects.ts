import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "../schema/index.js";
import { ident } from "./format.js";

/**
 * What the app keeps in schema `public`, read from PostgreSQL's catalogs: its tables (with their
 * stored columns, parents before children), row counts and id sequences. Objects that belong to
 * an extension (pg_trgm, unaccent) are never counted as the app's.
 */
export interface TableColumns {
  name: string;
  columns: string[];
}

const notAnExtensionMember = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

/** The table names of this version's schema (Drizzle's table objects). */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
}

/** Ordinary tables of schema public with their stored (not generated) columns, parents before children. */
export async function appTables(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND ${notAnExtensionMember("pg_class", "c.oid")}
     GROUP BY c.relname
     ORDER BY c.relname`);
  const { rows: links } = await client.query<{ child: string; parent: string }>(`
    SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid
      JOIN pg_class parent ON parent.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`);
  // Depth-first: a table comes after every table its foreign keys name.
  const parents = new Map<string, string[]>();
  for (const { child, parent } of links) parents.set(child, [...(parents.get(child) ?? []), parent]);
  const byName = new Map(rows.map((row) => [row.name, row]));
  const ordered: TableColumns[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name) || !byName.has(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    const row = byName.get(name);
    if (row) ordered.push({ name: row.name, columns: row.columns ?? [] });
  };
  for (const row of rows) place(row.name);
  return ordered;
}

/** Exact row counts, in the caller's transaction (and so in its snapshot). */
export async function rowCounts(client: pg.ClientBase, tables: string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const { rows } = await client.query<{ name: string; n: number }>(
    tables
      .map((name, i) => `SELECT $${i + 1}::text AS name, count(*)::int AS n FROM ${ident(name)}`)
      .join(" UNION ALL "),
    tables,
  );
  return new Map(rows.map((row) => [row.name, row.n]));
}

export interface IdSequence {
  table: string;
  column: string;
  sequence: string;
}

/** The sequences behind serial and identity columns of these tables. */
export async function idSequences(client: pg.ClientBase, tables: string[]): Promise<IdSequence[]> {
  const { rows } = await client.query<IdSequence>(
    `SELECT c.relname AS table, a.attname AS column,
            pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relname = ANY($1)
        AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL
      ORDER BY c.relname, a.attnum`,
    [tables],
  );
  return rows;
}

/** A sequence's last handed-out value (0 when it never handed one out). */
export async function sequenceLastValue(client: pg.ClientBase, sequence: string): Promise<number> {
  const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
    `SELECT last_value, is_called FROM ${sequence}`,
  );
  const row = rows[0];
  return row?.is_called ? Number(row.last_value) : Number(row?.last_value ?? 1) - 1;
}

/** Tables with triggers of their own (not the ones PostgreSQL makes for foreign keys). */
export async function tablesWithUserTriggers(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT DISTINCT c.relname AS name
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal
     ORDER BY 1`);
  return rows.map((row) => row.name);
}

/**
 * Drops everything the app's migrations made: every table, view, sequence, function and type of
 * schema public that no extension owns, and drizzle's record. The extensions stay (a database
 * owner may not be allowed to create them again). Runs in the caller's transaction.
 */
export async function dropAppObjects(client: pg.ClientBase): Promise<void> {
  const { rows: relations } = await client.query<{ kind: string; name: string }>(`
    SELECT c.relkind::text AS kind, c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
       AND ${notAnExtensionMember("pg_class", "c.oid")}`);
  const { rows: routines } = await client.query<{ signature: string }>(`
    SELECT p.oid::regprocedure::text AS signature
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
       AND ${notAnExtensionMember("pg_proc", "p.oid")}`);
  const { rows: types } = await client.query<{ kind: string; name: string }>(`
    SELECT t.typtype::text AS kind, t.typname AS name
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')
       AND ${notAnExtensionMember("pg_type", "t.oid")}`);
  const named = (kinds: string[]) =>
    relations
      .filter((r) => kinds.includes(r.kind))
      .map((r) => ident(r.name))
      .join(", ");
  const drops = [
    ["TABLE", named(["r", "p"])],
    ["MATERIALIZED VIEW", named(["m"])],
    ["VIEW", named(["v"])],
    ["SEQUENCE", named(["S"])],
    ["ROUTINE", routines.map((r) => r.signature).join(", ")],
    [
      "TYPE",
      types
        .filter((t) => t.kind === "e")
        .map((t) => ident(t.name))
        .join(", "),
    ],
    [
      "DOMAIN",
      types
        .filter((t) => t.kind === "d")
        .map((t) => ident(t.name))
        .join(", "),
    ],
  ];
  for (const [kind, names] of drops) {
    if (names) await client.query(`DROP ${kind} IF EXISTS ${names} CASCADE`);
  }
  await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
}
