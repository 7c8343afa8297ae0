import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Import } from "../../../shared/contracts/imports.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { fixtureBytes, fixtureZip, hostile, tempFile } from "./read/fixtures/build.js";
import { readImport } from "./read/read-import.js";
import { upload } from "./test-support.js";

/**
 * Each source end to end over HTTP, with the parsers' fixtures (written from the published shapes,
 * with their quirks): what is stored per day is what the file says (each meal rounded to whole
 * numbers as every meal is), weights in kg, and hostile files refused with a 4xx and a message,
 * nothing stored and no 5xx.
 */
const ZONE = "Europe/Rome";
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-import-sources-"));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let people = 0;
const person = () => signedIn(t.app, `source${++people}`, ZONE);

async function importFile(user: SignedInClient, name: string, bytes: Buffer | string, choices: object = {}) {
  const res = await upload(user.client, name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  const preview: Import = res.json();
  const stored = await user.client.post(`/api/imports/${preview.id}/confirm`, choices, { "x-time-zone": ZONE });
  expect(stored.statusCode, stored.body).toBe(200);
  return { preview, stored: stored.json() as Import };
}

/** Meals per local day as stored: count, kcal and protein. */
async function storedDays(userId: number) {
  const { rows } = await t.database.db.execute<{ day: string; meals: number; calories: number; proteins: number }>(sql`
    SELECT to_char(eaten_at AT TIME ZONE ${ZONE}, 'YYYY-MM-DD') AS day, count(*)::int AS meals,
      sum(calories)::int AS calories, sum(proteins)::int AS proteins
    FROM meals WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`);
  return Object.fromEntries(rows.map(({ day, ...rest }) => [day, rest]));
}

/** The same from the file as the reader gives it, each meal rounded as the app stores meals. */
async function fileDays(name: string, bytes: Buffer | string, answers = {}) {
  const parsed = await readImport(await tempFile(name, bytes), { timeZone: ZONE, answers });
  const days: Record<string, { meals: number; calories: number; proteins: number }> = {};
  for (const meal of parsed.meals) {
    const day = days[meal.date] ?? { meals: 0, calories: 0, proteins: 0 };
    day.meals += 1;
    day.calories += Math.round(meal.calories);
    day.proteins += Math.round(meal.proteins ?? 0);
    days[meal.date] = day;
  }
  return { days, parsed };
}

async function weightsOf(userId: number) {
  const { rows } = await t.database.db.execute<{ date: string; kg: number }>(
    sql`SELECT date::text, weight_kg AS kg FROM weigh_ins WHERE user_id = ${userId} ORDER BY date`,
  );
  return rows.map((row) => [row.date, row.kg]);
}

describe.each([
  ["MyFitnessPal ZIP", "myfitnesspal", "mfp-export.zip", () => fixtureZip("myfitnesspal")],
  ["Cronometer ZIP", "cronometer", "cronometer.zip", () => fixtureZip("cronometer")],
  ["Cronometer servings.csv alone", "cronometer", "servings.csv", () => fixtureBytes("cronometer/servings.csv")],
  ["Lose It! ZIP", "loseit", "loseit.zip", () => fixtureZip("loseit")],
  ["Lose It! web export", "loseit", "loseit-web-export.csv", () => fixtureBytes("loseit-web-export.csv")],
  ["Apple Health export.zip", "apple-health", "export.zip", () => fixtureZip("apple-health", "apple_health_export/")],
  ["Apple Health export.xml", "apple-health", "export.xml", () => fixtureBytes("apple-health/export.xml")],
  ["generic CSV template", "generic-csv", "template.csv", () => fixtureBytes("generic/template.csv")],
  [
    "generic CSV, semicolons and kJ",
    "generic-csv",
    "semicolons-kj.csv",
    () => fixtureBytes("generic/semicolons-kj.csv"),
  ],
])("%s", (_label, source, name, bytes) => {
  it("stores per day exactly what the file holds, and nothing twice when it comes again", async () => {
    const user = await person();
    // A question the file raises (its date order, say) is answered with its first option, here and in the import.
    const asked = await readImport(await tempFile(name, bytes()), { timeZone: ZONE });
    const answers = Object.fromEntries(asked.needs.map((q) => [q.id, q.options[0]]));
    const { days, parsed } = await fileDays(name, bytes(), answers);
    expect(parsed.meals.length).toBeGreaterThan(0);
    const { preview, stored } = await importFile(user, name, bytes(), { answers, existingDays: "keep-both" });
    expect(preview.source).toBe(source);
    expect(stored.result?.stored.meals).toBe(parsed.meals.length);
    expect(await storedDays(user.id)).toEqual(days);
    const again = await importFile(user, name, bytes(), { answers, existingDays: "keep-both" });
    expect(again.stored.result?.stored).toMatchObject({ meals: 0, weighIns: 0, measurements: 0 });
    expect(await storedDays(user.id)).toEqual(days);
  });
});

describe("weigh-ins", () => {
  it("MyFitnessPal's pounds (its Exercise-Summary says Pounds) are stored in kg", async () => {
    const user = await person();
    await importFile(user, "mfp.zip", fixtureZip("myfitnesspal"));
    expect(await weightsOf(user.id)).toEqual([
      ["2024-07-01", 90.72],
      ["2024-07-03", 89.99],
    ]);
  });

  it("a generic CSV of weights in lb, and undo removes them again", async () => {
    const user = await person();
    const { days, parsed } = await fileDays("weights-lb.csv", fixtureBytes("generic/weights-lb.csv"));
    expect(days).toEqual({});
    const { stored } = await importFile(user, "weights-lb.csv", fixtureBytes("generic/weights-lb.csv"));
    const expected = [...new Set(parsed.weighIns.map((w) => w.date))].length;
    expect(stored.result?.stored.weighIns).toBe(expected);
    expect((await weightsOf(user.id)).length).toBe(expected);
    const undo = await user.client.delete(`/api/imports/${stored.id}`);
    expect(undo.json().removed.weighIns).toBe(expected);
    expect(await weightsOf(user.id)).toEqual([]);
  });
});

describe("hostile files: a 4xx with a message, nothing stored, never a 5xx", () => {
  const cases: [string, string, () => Buffer | string][] = [
    ["a ZIP bomb", "bomb.zip", () => hostile.zipBomb(20)],
    ["a ZIP whose headers lie about sizes", "lying.zip", () => hostile.lyingSizes()],
    ["a path-traversal entry", "traversal.zip", () => hostile.pathTraversal()],
    ["an absolute path entry", "absolute.zip", () => hostile.absolutePath()],
    ["XML with an external entity", "export.xml", () => hostile.xxe()],
    ["billion laughs", "export.xml", () => hostile.billionLaughs()],
    ["a CSV of 100,000 columns", "wide.csv", () => hostile.wideCsv(100_000)],
    ["a 4 MB line", "long.csv", () => hostile.hugeLine(4)],
    ["a PNG called export.zip", "export.zip", () => hostile.png()],
    ["XML that is not Apple Health's", "export.xml", () => hostile.otherXml()],
  ];
  it.each(cases)("%s", async (_label, name, bytes) => {
    const user = await person();
    const res = await upload(user.client, name, bytes());
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(await storedDays(user.id)).toEqual({});
    expect(await weightsOf(user.id)).toEqual([]);
    const [failed] = (await user.client.get("/api/imports")).json().imports as Import[];
    expect(failed).toMatchObject({ state: "failed", error: res.json().message });
    // Its file is deleted: nothing of it stays on the server.
    expect(readdirSync(path.join(dataDir, "imports"))).not.toContain(`${failed?.id}.upload`);
    expect(passwdLeaked(res.body)).toBe(false);
  });
});

const passwdLeaked = (text: string) => /root:.*:0:0:/.test(text);
