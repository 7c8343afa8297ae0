import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { migrationsFolder } from "../db/migrate.js";

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A database with nothing in it (not even migrations), on the run's PostgreSQL; `drop()` removes it. */
export async function createEmptyDatabase(prefix = "macrowise_empty"): Promise<EmptyDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await onServer((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(inject("databaseServerUrl"));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * A migrations folder holding the first `count` migrations this build ships (as an older release
 * shipped them), plus any `extra` ones after them; removed with `remove()`.
 */
export async function migrationsFolderWith(
  count: number,
  extra: { tag: string; sql: string }[] = [],
): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-migrations-"));
  await fs.mkdir(path.join(folder, "meta"));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) {
    await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  let when = journal.entries.at(-1).when as number;
  for (const migration of extra) {
    when += 1000;
    entries.push({ idx: entries.length, version: "7", when, tag: migration.tag, breakpoints: true });
    await fs.writeFile(path.join(folder, `${migration.tag}.sql`), migration.sql);
  }
  await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }, null, 2));
  return { folder, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}
