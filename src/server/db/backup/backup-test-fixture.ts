import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { createEmptyDatabase, type EmptyDatabase } from "../../test/empty-database.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { generousRateLimits, userWithEverything } from "../../test/user-with-everything.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { connectDatabase } from "../client.js";
import { restoreBackup } from "./restore.js";
import { appTables } from "./schema-objects.js";
import { backupToFile } from "./write.js";

export async function sql<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const withoutTime = (body: string) => {
  const { exportedAt: _, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
};

/** Each table's rows as one fingerprint (every column, in a fixed order). */
export async function fingerprints(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = new Map<string, string>();
    for (const table of await appTables(client)) {
      const { rows } = await client.query<{ digest: string }>(
        `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS digest FROM "${table.name}" t`,
      );
      result.set(table.name, rows[0]?.digest ?? "");
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * The restore test of issue 29's fixture, for a test file: a database with data of every kind,
 * backed up while 4 writers post meals, restored into an empty database and served by an app.
 * Fields are set in beforeAll, like setupStripeApp; `cleanups` run (last first) in afterAll.
 */
export function setupRestoredBackup() {
  const h = {
    t: undefined as unknown as TestApp,
    full: undefined as unknown as SignedInClient,
    dir: "",
    file: "",
    restored: undefined as unknown as EmptyDatabase,
    restoredApp: undefined as unknown as FastifyInstance,
    exportBefore: {} as Record<string, unknown>,
    acknowledgedBeforeBackup: [] as number[],
    acknowledgedAll: [] as number[],
    catalogVersionAtBackup: 0,
    cleanups: [] as (() => Promise<unknown>)[],
  };
  beforeAll(async () => {
    h.dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-backup-test-"));
    h.file = path.join(h.dir, "macrowise.backup");
    h.t = await createTestApp(generousRateLimits);
    h.full = await userWithEverything(h.t, "fullhouse");
    await userWithEverything(h.t, "neighbour");
    // The rows no user owns: a guest's typed meal analysis, an admin's payment setting, a Stripe event
    // (stored directly: a real one needs Stripe's signature, which the payments tests cover).
    const guest = await new TestClient(h.t.app).post("/api/analyze-food-text", {
      description: "2 eggs and a slice of toast",
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const operator = await signedIn(h.t.app, "operator");
    await sql(h.t.database.url, "UPDATE users SET is_admin = true WHERE id = $1", [operator.id]);
    const mode = await operator.client.post("/api/admin/stripe-mode", { mode: "production" });
    expect(mode.statusCode, mode.body).toBe(200);
    await sql(
      h.t.database.url,
      "INSERT INTO stripe_events (id, type, livemode) VALUES ('evt_backup', 'invoice.paid', false)",
    );
    const before = await h.full.client.get("/api/export-data");
    expect(before.statusCode, before.body).toBe(200);
    h.exportBefore = withoutTime(before.body);

    // Four writers post meals without pause; the backup starts while they are at it.
    const writers = await Promise.all([1, 2, 3, 4].map((n) => signedIn(h.t.app, `writer${n}`)));
    let writing = true;
    const acknowledged: number[] = [];
    const loops = writers.map(async ({ client }, n) => {
      for (let i = 0; writing; i += 1) {
        const res = await client.post("/api/meals", {
          food: `Writer ${n} meal ${i}`,
          mealType: "snack",
          calories: 100 + i,
          proteins: 1,
          carbs: 2,
          fats: 3,
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push(res.json().id);
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    h.acknowledgedBeforeBackup = [...acknowledged];
    const [version] = await sql<{ version: string }>(h.t.database.url, "SELECT version FROM catalog_version");
    h.catalogVersionAtBackup = Number(version?.version);
    await backupToFile({ connectionString: h.t.database.url }, h.file);
    const duringBackup = acknowledged.length;
    writing = false;
    await Promise.all(loops);
    h.acknowledgedAll = [...acknowledged];
    expect(duringBackup, "the writers went on while the backup ran").toBeGreaterThan(h.acknowledgedBeforeBackup.length);

    h.restored = await createEmptyDatabase("macrowise_restored");
    await restoreBackup(h.file, h.restored.url, { force: false });
    const database = connectDatabase(h.restored.url, 3);
    h.restoredApp = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, serveWeb: false });
    await h.restoredApp.ready();
    h.cleanups.push(async () => {
      await h.restoredApp.close();
      await database.close();
    });
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of h.cleanups.reverse()) await cleanup();
    await h.restored?.drop();
    await h.t?.close();
    if (h.dir) await fs.rm(h.dir, { recursive: true, force: true });
  });
  return h;
}
