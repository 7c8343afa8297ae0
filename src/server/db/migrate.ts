import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant shared by every instance; it names the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_246_001;

/**
 * Migrations are drizzle-kit's SQL files, applied here rather than by drizzle's migrator so that a
 * failure names the migration and statement, and so a restore can replay them inside its own
 * transaction. The record is drizzle's own (`drizzle.__drizzle_migrations`: the file's SHA-256 and
 * its journal time), and the rule for what is pending is drizzle's: every journal entry newer than
 * the newest recorded one. A database migrated by either runner is read the same by the other.
 */
export interface Migration {
  tag: string;
  /** SHA-256 of the file, as drizzle records it. */
  hash: string;
  /** The journal's `when`, drizzle's `created_at`. */
  createdAt: number;
  statements: string[];
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** The migrations of a folder in journal order. */
export function readMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const text = fs.readFileSync(path.join(folder, `${entry.tag}.sql`), "utf8");
    return {
      tag: entry.tag,
      hash: createHash("sha256").update(text).digest("hex"),
      createdAt: entry.when,
      statements: text.split("--> statement-breakpoint"),
    };
  });
}

/** What a database has applied, oldest first; none when it was never migrated. */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const table = await client.query<{ found: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found",
  );
  if (!table.rows[0]?.found) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    "SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id",
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** The tag of the newest migration a database has, in this build's words. */
export function describeState(applied: AppliedMigration[], shipped: Migration[]): string {
  const last = applied.at(-1);
  if (!last) return "an empty database (no migration applied)";
  return (
    shipped.find((m) => m.createdAt === last.createdAt)?.tag ?? `an unknown migration (journal time ${last.createdAt})`
  );
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration: string,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = "MigrationError";
  }
}

/**
 * Runs the migrations the database has not applied, in the caller's transaction (no BEGIN or
 * COMMIT here): `applyMigrations` wraps them in one, a restore runs them inside its own.
 */
export async function runPendingMigrations(client: pg.ClientBase, migrations: Migration[]): Promise<Migration[]> {
  await client.query("CREATE SCHEMA IF NOT EXISTS drizzle");
  await client.query(
    "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)",
  );
  const newest = (await appliedMigrations(client)).at(-1)?.createdAt ?? Number.NEGATIVE_INFINITY;
  const pending = migrations.filter((m) => m.createdAt > newest);
  for (const migration of pending) {
    for (const [index, statement] of migration.statements.entries()) {
      try {
        await client.query(statement);
      } catch (error) {
        const where = `Migration ${migration.tag} failed at statement ${index + 1} of ${migration.statements.length}`;
        const excerpt = statement.trim().replace(/\s+/g, " ").slice(0, 300);
        throw new MigrationError(`${where}: ${(error as Error).message}\nThe statement: ${excerpt}`, migration.tag, {
          cause: error,
        });
      }
    }
    await client.query("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)", [
      migration.hash,
      migration.createdAt,
    ]);
  }
  return pending;
}

/**
 * Applies the committed migrations. Several instances may start at once: the session-level advisory
 * lock lets one apply them while the others wait, then find nothing left to do. Everything pending
 * runs in one transaction, so an upgrade is all or nothing: a migration that fails takes the ones
 * before it back with it, and the database stays exactly as the previous version left it (that
 * version still runs on it). The error names the migration, the statement and PostgreSQL's reason.
 */
export async function applyMigrations(url: string, folder = migrationsFolder): Promise<Migration[]> {
  const migrations = readMigrations(folder);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query("BEGIN");
    try {
      const applied = await runPendingMigrations(client, migrations);
      await client.query("COMMIT");
      return applied;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      if (!(error instanceof MigrationError)) throw error;
      const state = describeState(await appliedMigrations(client).catch(() => []), migrations);
      throw new MigrationError(
        `${error.message}\nNothing of this upgrade was applied (its migrations run in one transaction): the database is still at ${state}, and the previous version of Macrowise runs on it as before. Fix the cause (or report it with this message), then start again.`,
        error.migration,
        { cause: error.cause },
      );
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
