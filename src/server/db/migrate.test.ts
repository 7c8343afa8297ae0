import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, migrationsFolder } from "./migrate.js";

/** A database with nothing in it, to watch several instances migrate it at once. */
let url: string;
const name = `macrowise_migrate_${process.pid}_${Date.now()}`;
beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(inject("databaseServerUrl"));
  u.pathname = `/${name}`;
  url = u.toString();
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

describe("applyMigrations", () => {
  it("applies each migration once when four instances start together", async () => {
    await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tables = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'users'");
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
