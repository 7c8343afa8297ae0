import pg from "pg";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../test/test-app.js";
import { fingerprints, setupRestoredBackup, sql, withoutTime } from "./backup-test-fixture.js";
import { readManifest } from "./read.js";
import { appTables } from "./schema-objects.js";

/**
 * The restore test of issue 29: a database with data of every kind, backed up while 4 writers post
 * meals, restored into an empty database. Every meal acknowledged before the backup began is there,
 * every other table is row for row the same, and the app reads the same (a user's whole export,
 * ids included, through the session they had).
 */
const backup = setupRestoredBackup();

describe("a backup taken while 4 writers post meals, restored into an empty database", () => {
  it("holds every table, every one of them with rows", async () => {
    const manifest = await readManifest(backup.file);
    const tables = manifest.tables.map((table) => table.name);
    const source = new pg.Client({ connectionString: backup.t.database.url });
    await source.connect();
    const all = (await appTables(source)).map((table) => table.name);
    await source.end();
    expect(tables.sort()).toEqual(all.sort());
    const empty = manifest.tables.filter((table) => table.rows === 0).map((table) => table.name);
    expect(empty, "tables the seed left empty").toEqual([]);
  });

  it("has every meal acknowledged before the backup began, and no meal that was never written", async () => {
    const rows = await sql<{ id: number }>(backup.restored.url, "SELECT id FROM meals WHERE food LIKE 'Writer %'");
    const ids = new Set(rows.map((row) => row.id));
    const missing = backup.acknowledgedBeforeBackup.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    const unknown = [...ids].filter((id) => !backup.acknowledgedAll.includes(id));
    expect(unknown).toEqual([]);
  });

  it("is row for row the database as it was, but for the meals written during the backup", async () => {
    const [before, after] = await Promise.all([fingerprints(backup.t.database.url), fingerprints(backup.restored.url)]);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [table, digest] of before) {
      if (table === "meals" || table === "catalog_version") continue;
      expect(after.get(table), table).toBe(digest);
    }
    // The meals restored are the source's rows exactly (every column).
    const restoredMeals = await sql<{ row: string }>(
      backup.restored.url,
      "SELECT m::text AS row FROM meals m ORDER BY id",
    );
    const sourceMeals = new Set(
      (await sql<{ row: string }>(backup.t.database.url, "SELECT m::text AS row FROM meals m")).map((r) => r.row),
    );
    expect(restoredMeals.filter((r) => !sourceMeals.has(r.row))).toEqual([]);
  });

  it("reads the same through the app: the user's whole export, ids included, through the session they had", async () => {
    const client = new TestClient(backup.restoredApp);
    client.cookie = backup.full.client.cookie;
    const res = await client.get("/api/export-data");
    expect(res.statusCode, res.body).toBe(200);
    expect(withoutTime(res.body)).toEqual(backup.exportBefore);
  });

  it("hands out new ids after the largest restored ones, with every constraint and trigger in place", async () => {
    const client = new TestClient(backup.restoredApp);
    client.cookie = backup.full.client.cookie;
    const [{ max } = { max: 0 }] = await sql<{ max: number }>(
      backup.restored.url,
      "SELECT max(id)::int AS max FROM meals",
    );
    const meal = await client.post("/api/meals", {
      food: "After the restore",
      mealType: "lunch",
      calories: 500,
      proteins: 20,
      carbs: 60,
      fats: 15,
    });
    expect(meal.statusCode, meal.body).toBe(201);
    expect(meal.json().id).toBeGreaterThan(max);
    const food = await client.post("/api/foods", {
      name: "Restored granola bar",
      basis: "g",
      referenceGrams: 40,
      portionName: "1 bar",
      calories: 180,
      proteins: 4,
      carbs: 25,
      fats: 7,
    });
    expect(food.statusCode, food.body).toBe(201);

    // A foreign key still refuses an orphan; a CHECK still refuses a negative amount.
    await expect(
      sql(
        backup.restored.url,
        "INSERT INTO meals (user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at) VALUES (999999, 'x', 1, 1, 1, 1, 'lunch', now())",
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      sql(backup.restored.url, `UPDATE meals SET calories = -1 WHERE id = ${meal.json().id}`),
    ).rejects.toThrow(/check constraint/);

    // The catalog version moved once, past the file's; its statement triggers are on and move it once more per change.
    const triggers = await sql<{ tgname: string; tgenabled: string }>(
      backup.restored.url,
      "SELECT tgname, tgenabled FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname",
    );
    expect(triggers.length).toBe(8);
    expect(triggers.every((trigger) => trigger.tgenabled === "O")).toBe(true);
    const version = async () =>
      Number((await sql<{ version: string }>(backup.restored.url, "SELECT version FROM catalog_version"))[0]?.version);
    expect(await version()).toBe(backup.catalogVersionAtBackup + 1);
    await sql(
      backup.restored.url,
      "UPDATE foods SET name = name WHERE owner_user_id IS NULL AND id = (SELECT min(id) FROM foods)",
    );
    expect(await version()).toBe(backup.catalogVersionAtBackup + 2);
    // The search vocabulary trigger keeps adding words, and search finds the new food.
    const found = await client.get("/api/foods?q=restored%20granola&limit=3");
    expect(found.json().map((f: { name: string }) => f.name)).toContain("Restored granola bar");
  });
});
