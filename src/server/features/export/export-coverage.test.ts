import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXPORT_CSV_FORMAT,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportData,
  exportDataSchema,
} from "../../../shared/contracts/export.js";
import { apiKeys, sessions, trialClaims, users } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { ownedRowsCondition, userOwnedTables } from "../../test/user-owned-tables.js";
import { generousRateLimits, userWithEverything } from "../../test/user-with-everything.js";
import type { SignedInClient } from "../../test/users.js";
import { EXPORTED_TABLES, NOT_EXPORTED } from "./coverage.js";
import { csvFileName } from "./csv-files.js";

/**
 * The export against the schema itself: every table that holds a user's rows (found by walking
 * Drizzle's tables, test/user-owned-tables.ts) is exported or left out with a reason
 * (coverage.ts), and a user with a row in each of them gets every row back, in JSON and in the ZIP.
 */
let t: TestApp;
let full: SignedInClient;
let data: ExportData;
let body: string;

beforeAll(async () => {
  t = await createTestApp(generousRateLimits);
  full = await userWithEverything(t, "fullhouse");
  // Someone else's rows in every table, which must stay out of the file.
  await userWithEverything(t, "neighbour");
  const res = await full.client.get("/api/export-data");
  expect(res.statusCode, res.body).toBe(200);
  body = res.body;
  data = exportDataSchema.parse(res.json());
});
afterAll(() => t.close());

const sections = Object.keys(exportDataSchema.shape).filter(
  (key) => !["format", "version", "exportedAt", "timeZone"].includes(key),
) as (keyof ExportData)[];

describe("the schema walk", () => {
  it("finds every user-owned table in the export's list, exported or excluded with a reason", () => {
    const owned = userOwnedTables().map((table) => table.name);
    expect(owned).toContain("meals");
    expect(owned).toContain("recipe_ingredients");
    const missing = owned.filter((name) => !(name in EXPORTED_TABLES) && !(name in NOT_EXPORTED));
    expect(missing, "tables neither exported nor excluded in export/coverage.ts").toEqual([]);
    for (const name of Object.keys(NOT_EXPORTED)) {
      expect(name in EXPORTED_TABLES, `${name} is both exported and excluded`).toBe(false);
      expect(NOT_EXPORTED[name]?.length ?? 0, `${name} needs a reason`).toBeGreaterThan(20);
    }
    const stale = [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)].filter((n) => !owned.includes(n));
    expect(stale, "listed tables that hold no user's rows").toEqual([]);
  });

  it("gets every row of every exported table back, and nobody else's", async () => {
    const all = userOwnedTables();
    for (const table of all.filter((table) => table.name in EXPORTED_TABLES)) {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table.name)} WHERE ${ownedRowsCondition(table, full.id, all)}`,
      );
      const stored = rows[0]?.n ?? 0;
      // The seed makes at least one row of each, so an empty section cannot pass for a complete one.
      expect(stored, `${table.name}: the test user has no row`).toBeGreaterThan(0);
      expect(EXPORTED_TABLES[table.name]?.(data), `${table.name} in the export`).toBe(stored);
    }
    expect(body).not.toContain("neighbour");
  });
});

describe("GET /api/export-data", () => {
  it("is marked with its format and version and puts its references back together", () => {
    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.version).toBe(EXPORT_VERSION);
    const foodIds = new Set([...data.foods, ...data.recipes, ...data.catalogFoods].map((food) => food.id));
    const fromFoods = data.meals.filter((meal) => meal.foodId !== null);
    expect(fromFoods).toHaveLength(3);
    for (const meal of fromFoods) expect(foodIds.has(meal.foodId as number), `meal ${meal.food}`).toBe(true);
    const [recipe] = data.recipes;
    expect(recipe?.ingredients).toHaveLength(2);
    for (const ingredient of recipe?.ingredients ?? []) expect(foodIds.has(ingredient.foodId)).toBe(true);
    expect(data.foods[0]).toMatchObject({ name: "fullhouse granola", kind: "custom", basis: "g" });
    expect(data.foods[0]?.per100.fiber).toBeCloseTo(8.89, 1);
    expect(data.foods[0]?.portions).toEqual([{ name: "1 bowl", grams: 45, position: 0 }]);
    expect(data.catalogFoods.map((food) => food.kind)).toEqual(["builtin"]);
    expect(data.catalogFoods[0]?.slug).toBeTruthy();
    expect(data.chatMessages.map((m) => m.role)).toEqual(["user", "assistant"]);
    // A kept suggestion's payload is its JSON, not a string of it.
    expect(typeof data.aiRecommendations[0]?.payload).toBe("object");
    expect(data.aiRecommendations[0]?.payload).not.toBeNull();
    expect(Buffer.from(data.mealImages[0]?.dataBase64 ?? "", "base64").length).toBeGreaterThan(100);
    expect(data.subscriptions[0]).toMatchObject({ provider: "local", plan: "premium-monthly", status: "active" });
    expect(data.payments[0]).toMatchObject({ status: "paid", amountCents: 399, currency: "EUR" });
    expect(data.apiKeys[0]).toMatchObject({ name: "Spreadsheet sync", scopes: ["read"], status: "active" });
  });

  it("holds no password hash, token or key hash, and no trial-claim fingerprint", async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, full.id));
    const secrets = [
      user?.passwordHash,
      ...(await db.select().from(sessions).where(eq(sessions.userId, full.id))).map((s) => s.tokenHash),
      ...(await db.select().from(apiKeys).where(eq(apiKeys.userId, full.id))).map((k) => k.keyHash),
      ...(await db.select().from(trialClaims).where(eq(trialClaims.userId, full.id))).flatMap((c) => [
        c.emailHash,
        c.deviceHash,
      ]),
    ].filter((value): value is string => typeof value === "string" && value.length > 0);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/passwordHash|password_hash|tokenHash|keyHash|emailHash|deviceHash|argon2/);
  });
});

describe("GET /api/export-data/csv.zip", () => {
  it("is a ZIP with a manifest and one CSV file per section, each with every row", async () => {
    const res = await full.client.get("/api/export-data/csv.zip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="macrowise-export-\d{4}-\d{2}-\d{2}-csv\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const manifest = JSON.parse(text("manifest.json"));
    expect(manifest).toMatchObject({ format: EXPORT_CSV_FORMAT, version: EXPORT_VERSION });
    for (const { name, rows } of manifest.files as { name: string; rows: number | null }[]) {
      expect(files[name], name).toBeDefined();
      if (rows !== null) expect(text(name).split("\r\n").length - 2, name).toBe(rows);
    }
    const rowsOf = (name: string) => manifest.files.find((f: { name: string }) => f.name === name)?.rows;
    for (const section of sections) {
      const value = data[section];
      const count = Array.isArray(value) ? value.length : value === null ? 0 : 1;
      expect(rowsOf(csvFileName(section)), section).toBe(count);
    }
    expect(rowsOf("food_portions.csv")).toBe(EXPORTED_TABLES.food_portions?.(data));
    expect(rowsOf("recipe_ingredients.csv")).toBe(2);

    expect(text("foods.csv").split("\r\n")[0]).toMatch(/^id,kind,name,basis,per100\.calories,per100\.proteins,/);
    expect(text("api_keys.csv")).toContain(",Spreadsheet sync,");
    expect(text("api_keys.csv")).toContain(",read,active,");
    // The existing CSV rules: formula cells defused, quoted where needed.
    expect(text("meals.csv")).toContain(`,dinner,"Soup, hot",300,10,30,8,'=cmd|' /C calc'!A0,`);
    const image = data.mealImages[0];
    const [imageFile] = Object.keys(files).filter((name) => name.startsWith("meal-images/"));
    expect(imageFile).toMatch(new RegExp(`^meal-images/${image?.id}\\.\\w+$`));
    expect(Buffer.from(files[imageFile as string] as Uint8Array).toString("base64")).toBe(image?.dataBase64);
    const everything = Object.keys(files).map(text).join("\n");
    expect(everything).not.toContain("neighbour");
    expect(everything).not.toMatch(/argon2|tokenHash|keyHash/);
  });
});
