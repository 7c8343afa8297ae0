import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../db/client.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../db/embedded.js";
import { applyMigrations } from "../db/migrate.js";
import { seedFoodCatalog } from "../features/foods/catalog/seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run (embedded, or TEST_DATABASE_URL), one template database migrated once;
 * each test file then clones the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | null = null;
  let tempDir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-test-"));
    embedded = await startEmbeddedPostgres(path.join(tempDir, "postgres"), "postgres");
    serverUrl = embedded.url;
  }
  const templateName = `macrowise_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${templateName}`;
  await applyMigrations(templateUrl.toString());
  // Every test database starts with the built-in food catalog, as a real one does.
  const template = connectDatabase(templateUrl.toString(), 1);
  await seedFoodCatalog(template.db);
  await template.close();

  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", templateName);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
