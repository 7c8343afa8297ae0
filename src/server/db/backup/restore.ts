import type { Writable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import {
  type AppliedMigration,
  appliedMigrations,
  describeState,
  type Migration,
  readMigrations,
  runPendingMigrations,
} from "../migrate.js";
import { type BackupManifest, copyTarget, ident } from "./format.js";
import { openBackup } from "./read.js";
import {
  appTables,
  dropAppObjects,
  idSequences,
  rowCounts,
  schemaTableNames,
  tablesWithUserTriggers,
} from "./schema-objects.js";

/**
 * Tables a server fills by itself at its first start (the built-in food database and its
 * bookkeeping): rows there alone do not make a database someone's data.
 */
const FILLED_BY_THE_SERVER = new Set(["app_meta", "catalog_version", "foods", "food_portions", "search_vocabulary"]);

export interface RestorePlan {
  manifest: BackupManifest;
  /** The file's schema and the target's, in migration tags. */
  fileState: string;
  targetState: string;
  rows: { table: string; inFile: number | null; inTarget: number | null }[];
  /** The target has rows besides what a server fills by itself. */
  holdsData: boolean;
  /** Tables in the target that neither this version nor the file knows: not Macrowise's. */
  foreignTables: string[];
  /** The target's catalog version, which the restore moves past (see restoreBackup). */
  targetCatalogVersion: number | null;
}

export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** The file's migrations must be this version's first ones: a file from a newer Macrowise is refused. */
function checkMigrations(manifest: BackupManifest, shipped: Migration[]) {
  manifest.migrations.forEach((migration, i) => {
    if (shipped[i]?.createdAt !== migration.createdAt) {
      throw new RestoreRefused(
        `This backup's schema has a migration this version of Macrowise does not ship (journal time ${migration.createdAt}): it was made by a newer version. Restore it with that version or a newer one.`,
      );
    }
  });
}

async function catalogVersion(client: pg.ClientBase): Promise<number | null> {
  const { rows } = await client.query<{ found: boolean }>(
    "SELECT to_regclass('public.catalog_version') IS NOT NULL AS found",
  );
  if (!rows[0]?.found) return null;
  const version = await client.query<{ version: string }>("SELECT version FROM catalog_version WHERE id = 1");
  return version.rows[0] ? Number(version.rows[0].version) : null;
}

/** What a restore of `manifest` into the database of `client` would replace. */
export async function planRestore(
  client: pg.ClientBase,
  manifest: BackupManifest,
  knownTables: string[],
  shipped: Migration[] = readMigrations(),
): Promise<RestorePlan> {
  const tables = (await appTables(client)).map((t) => t.name);
  const counts = await rowCounts(client, tables);
  const applied: AppliedMigration[] = await appliedMigrations(client);
  const inFile = new Map(manifest.tables.map((t) => [t.name, t.rows]));
  const names = [...new Set([...manifest.tables.map((t) => t.name), ...tables])].sort();
  const known = new Set([...knownTables, ...manifest.tables.map((t) => t.name)]);
  return {
    manifest,
    fileState: describeState(manifest.migrations, shipped),
    targetState: describeState(applied, shipped),
    rows: names.map((table) => ({ table, inFile: inFile.get(table) ?? null, inTarget: counts.get(table) ?? null })),
    holdsData: tables.some((table) => !FILLED_BY_THE_SERVER.has(table) && (counts.get(table) ?? 0) > 0),
    foreignTables: tables.filter((table) => !known.has(table)),
    targetCatalogVersion: await catalogVersion(client),
  };
}

/** The plan as a table an operator reads before anything is replaced. */
export function describePlan(plan: RestorePlan): string {
  const width = Math.max(5, ...plan.rows.map((row) => row.table.length));
  const cell = (n: number | null) => (n === null ? "-" : n.toLocaleString("en-US")).padStart(12);
  const lines = plan.rows.map((row) => `  ${row.table.padEnd(width)} ${cell(row.inFile)} ${cell(row.inTarget)}`);
  return [
    `  ${"table".padEnd(width)} ${"in the file".padStart(12)} ${"now there".padStart(12)}`,
    ...lines,
    `  schema: the file's is at ${plan.fileState}; the database's at ${plan.targetState}.`,
  ].join("\n");
}

async function loadTable(client: pg.ClientBase, target: string, rows: AsyncGenerator<string>): Promise<number> {
  const sink = client.query(copyFrom(`COPY ${target} FROM STDIN`)) as Writable & { rowCount?: number };
  const finished = new Promise<void>((resolve, reject) => {
    sink.once("finish", resolve);
    sink.once("error", reject);
  });
  try {
    for await (const chunk of rows) {
      if (!sink.write(chunk)) await new Promise((resolve) => sink.once("drain", resolve));
    }
  } catch (error) {
    sink.destroy(error as Error);
    await finished.catch(() => {});
    throw error;
  }
  sink.end();
  await finished;
  return sink.rowCount ?? 0;
}

export interface RestoreOptions {
  force: boolean;
  /** Why the target is a live server's even when it holds no data (an embedded cluster a running server owns). */
  liveServer?: string | null;
  /** Table names Macrowise knows besides the file's (by default this version's schema); others are not Macrowise's. */
  knownTables?: string[];
  log?: (line: string) => void;
}

export interface RestoreResult {
  plan: RestorePlan;
  /** Rows per table after the restore (and after migrating it to this version). */
  rows: Map<string, number>;
  migratedTo: string;
}

/**
 * Replaces everything the app keeps in the database at `url` with the backup in `file`, in one
 * transaction: all of it or, on any error, nothing (the database stays as it was). Inside it: drop
 * the app's objects, replay this version's migrations up to the file's schema, load every table
 * in the file's order (parents first, so every foreign key is checked as rows arrive), set each id
 * sequence past its largest id, then migrate to this version's schema. The tables' own triggers
 * are off while loading: the file already holds what they would write (the search vocabulary) and
 * moving the catalog version once per table would say nothing. The catalog version is then set
 * past both the file's and the replaced database's, once, so no running instance keeps a food
 * cache from before the restore. Refuses a live server's database unless `force`.
 */
export async function restoreBackup(file: string, url: string, options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const shipped = readMigrations();
  const reader = await openBackup(file);
  const client = new pg.Client({ connectionString: url });
  try {
    const { manifest } = reader;
    checkMigrations(manifest, shipped);
    await client.connect();
    const plan = await planRestore(client, manifest, options.knownTables ?? schemaTableNames(), shipped);
    log(describePlan(plan));
    if (plan.foreignTables.length > 0) {
      throw new RestoreRefused(
        `The database holds tables that are not Macrowise's (${plan.foreignTables.join(", ")}). A restore replaces everything in its schema public: restore into a database of Macrowise's own.`,
      );
    }
    const live = [
      options.liveServer,
      plan.holdsData ? "the database holds data (the counts above), which the restore replaces" : null,
    ].filter(Boolean);
    if (live.length > 0 && !options.force) {
      throw new RestoreRefused(
        `Refusing to restore: ${live.join("; ")}. Stop the server first if it runs, and run again with --force to replace everything with the file's contents.`,
      );
    }

    await client.query("BEGIN");
    try {
      await dropAppObjects(client);
      await runPendingMigrations(client, shipped.slice(0, manifest.migrations.length));
      const created = new Map((await appTables(client)).map((t) => [t.name, t.columns]));
      for (const table of manifest.tables) {
        if (created.get(table.name)?.join() !== table.columns.join()) {
          throw new Error(
            `The file's table ${table.name} (${table.columns.join(", ")}) does not match its schema here`,
          );
        }
      }
      // Migrations insert rows of their own (the catalog version's); the file's replace them.
      if (created.size > 0) await client.query(`TRUNCATE ${[...created.keys()].map(ident).join(", ")}`);
      const withTriggers = await tablesWithUserTriggers(client);
      for (const table of withTriggers) await client.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
      for (const table of manifest.tables) {
        const loaded = await loadTable(client, copyTarget(table), reader.nextTableRows());
        if (loaded !== table.rows) {
          throw new Error(`${table.name}: the file holds ${loaded} rows where its manifest says ${table.rows}`);
        }
      }
      for (const table of withTriggers) await client.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
      await setSequences(client, manifest);
      if ((await catalogVersion(client)) !== null) {
        await client.query("UPDATE catalog_version SET version = GREATEST(version, $1::bigint) + 1 WHERE id = 1", [
          plan.targetCatalogVersion ?? 0,
        ]);
      }
      await runPendingMigrations(client, shipped);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
    // Fresh tables have no planner statistics until autovacuum comes by.
    await client.query("ANALYZE").catch(() => {});
    const tables = (await appTables(client)).map((t) => t.name);
    return {
      plan,
      rows: await rowCounts(client, tables),
      migratedTo: describeState(await appliedMigrations(client), shipped),
    };
  } finally {
    reader.close();
    await client.end().catch(() => {});
  }
}

/** Each id sequence past the largest id restored and past where it stood when the backup was made. */
async function setSequences(client: pg.ClientBase, manifest: BackupManifest) {
  const recorded = new Map(manifest.sequences.map((s) => [`${s.table}.${s.column}`, s.lastValue]));
  for (const sequence of await idSequences(
    client,
    manifest.tables.map((t) => t.name),
  )) {
    const { rows } = await client.query<{ max: string | null }>(
      `SELECT max(${ident(sequence.column)})::bigint AS max FROM ${ident(sequence.table)}`,
    );
    const last = Math.max(Number(rows[0]?.max ?? 0), recorded.get(`${sequence.table}.${sequence.column}`) ?? 0);
    if (last >= 1) await client.query("SELECT setval($1::regclass, $2, true)", [sequence.sequence, last]);
    else await client.query("SELECT setval($1::regclass, 1, false)", [sequence.sequence]);
  }
}
