import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Import, importMessages } from "../../../shared/contracts/imports.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { days, genericCsv, multipart, upload } from "./test-support.js";

const ZONE = "Europe/Rome";
const day = days(ZONE);
let t: TestApp;
let ann: SignedInClient;
let bob: SignedInClient;
let dataDir: string;

const csv = genericCsv([
  [day(-3), "Breakfast", "Oatmeal", 300, 10, 50, 6],
  [day(-3), "Lunch", "Chicken salad", 450, 35, 20, 22],
  [day(-2), "Dinner", "Pasta", 700, 25, 100, 18],
  [day(-1), "Snack", "Apple", 95, "", "", ""],
]);

async function mealsOf(user: SignedInClient, from = day(-10), to = day(1)) {
  const res = await user.client.get(`/api/meals?startDate=${from}&endDate=${to}`, { "x-time-zone": ZONE });
  expect(res.statusCode).toBe(200);
  return res.json() as { food: string; calories: number; proteins: number; macrosGiven: boolean; localDate: string }[];
}

async function previewOf(user: SignedInClient, name: string, content: string | Buffer): Promise<Import> {
  const res = await upload(user.client, name, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const confirm = (user: SignedInClient, id: string, choices: object = {}) =>
  user.client.post(`/api/imports/${id}/confirm`, choices, { "x-time-zone": ZONE });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-imports-"));
  t = await createTestApp({ dataDir });
  ann = await signedIn(t.app, "annimport", ZONE);
  bob = await signedIn(t.app, "bobimport", ZONE);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a generic CSV, end to end", () => {
  let first: Import;

  it("previews what the file holds before storing anything", async () => {
    first = await previewOf(ann, "my-meals.csv", csv);
    expect(first).toMatchObject({ state: "ready", source: "generic-csv", fileName: "my-meals.csv" });
    expect(first.preview).toMatchObject({
      source: "generic-csv",
      from: day(-3),
      to: day(-1),
      days: 3,
      counts: { meals: 4, foods: 4, weighIns: 0, measurements: 0 },
      duplicates: { meals: 0, weighIns: 0, measurements: 0 },
      daysWithMeals: 0,
      problemCount: 0,
    });
    expect(await mealsOf(ann)).toEqual([]);
  });

  it("stores the meals on confirmation, with the file's numbers (blank macros not given)", async () => {
    const res = await confirm(ann, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: "done", result: { stored: { meals: 4 }, replaced: 0 } });
    const meals = await mealsOf(ann);
    expect(meals.map((m) => m.food).sort()).toEqual(["Apple", "Chicken salad", "Oatmeal", "Pasta"]);
    const dayTotal = (date: string) =>
      meals.filter((m) => m.localDate === date).reduce((sum, m) => sum + m.calories, 0);
    expect([dayTotal(day(-3)), dayTotal(day(-2)), dayTotal(day(-1))]).toEqual([750, 700, 95]);
    expect(meals.find((m) => m.food === "Apple")).toMatchObject({ calories: 95, proteins: 0, macrosGiven: false });
    // The upload's file is gone once stored.
    expect(readdirSync(path.join(dataDir, "imports"))).toEqual([]);
  });

  it("stores nothing twice when the same file comes again", async () => {
    const again = await previewOf(ann, "my-meals.csv", csv);
    expect(again.preview?.duplicates.meals).toBe(4);
    const res = await confirm(ann, again.id, { existingDays: "keep-both" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ stored: { meals: 0 }, skipped: { duplicates: 4 } });
    expect(await mealsOf(ann)).toHaveLength(4);
  });

  it("lists past imports, newest first, with the size limit", async () => {
    const res = await ann.client.get("/api/imports");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.maxBytes).toBeGreaterThanOrEqual(200 * 1024 * 1024);
    expect(list.imports.map((i: Import) => i.state)).toEqual(["done", "done"]);
    expect(list.imports[1].id).toBe(first.id);
  });

  it("a second confirmation of a stored import is refused", async () => {
    const res = await confirm(ann, first.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(importMessages.alreadyStored);
  });

  it("undo removes exactly that import's meals, and a meal logged by hand stays", async () => {
    const own = await ann.client.post(
      "/api/meals",
      { food: "Own toast", mealType: "breakfast", calories: 200, date: day(-3) },
      { "x-time-zone": ZONE },
    );
    expect(own.statusCode).toBe(201);
    const res = await ann.client.delete(`/api/imports/${first.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ removed: { meals: 4 }, import: { state: "undone" } });
    expect((await mealsOf(ann)).map((m) => m.food)).toEqual(["Own toast"]);
    expect((await ann.client.delete(`/api/imports/${first.id}`)).statusCode).toBe(409);
  });
});

describe("days that already have meals", () => {
  it("skip-day leaves them alone, keep-both adds, replace-imported swaps only imported meals", async () => {
    // Ann has "Own toast" on day -3 (above). Skip the day: 2 of the file's 4 meals are on it.
    const skip = await previewOf(ann, "again.csv", csv);
    expect(skip.preview?.daysWithMeals).toBe(1);
    const skipped = await confirm(ann, skip.id, { existingDays: "skip-day" });
    expect(skipped.json().result).toMatchObject({ stored: { meals: 2 }, skipped: { existingDays: 2 } });

    // Replace imported: day -2 and -1 had imported meals; they are replaced, hand-made ones stay.
    const changed = genericCsv([
      [day(-2), "Dinner", "Risotto", 650, 15, 90, 20],
      [day(-3), "Lunch", "Soup", 250, 10, 30, 8],
    ]);
    const replace = await previewOf(ann, "changed.csv", changed);
    const replaced = await confirm(ann, replace.id, { existingDays: "replace-imported" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().result).toMatchObject({ stored: { meals: 2 }, replaced: 1 });
    const foods = (await mealsOf(ann)).map((m) => `${m.localDate} ${m.food}`).sort();
    expect(foods).toEqual([`${day(-1)} Apple`, `${day(-2)} Risotto`, `${day(-3)} Own toast`, `${day(-3)} Soup`].sort());
  });
});

describe("ownership", () => {
  it("another person's import is not found, cannot be confirmed or undone, and is not listed", async () => {
    const mine = await previewOf(ann, "private.csv", genericCsv([[day(-5), "Lunch", "Secret", 500, 20, 50, 20]]));
    for (const res of [
      await bob.client.get(`/api/imports/${mine.id}`),
      await confirm(bob, mine.id),
      await bob.client.delete(`/api/imports/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(importMessages.notFound);
    }
    expect((await bob.client.get("/api/imports")).json().imports).toEqual([]);
    expect((await bob.client.get("/api/imports/not-an-id")).statusCode).toBe(404);
    // Bob importing the same file stores his own copy: keys are per person.
    const his = await previewOf(bob, "private.csv", genericCsv([[day(-5), "Lunch", "Secret", 500, 20, 50, 20]]));
    expect(his.preview?.duplicates.meals).toBe(0);
  });

  it("needs a signed-in person", async () => {
    const anonymous = new TestClient(t.app);
    expect((await upload(anonymous, "a.csv", csv)).statusCode).toBe(401);
    expect((await anonymous.get("/api/imports")).statusCode).toBe(401);
  });
});

describe("all or nothing", () => {
  it("a failure while storing stores nothing, and the import can be confirmed again", async () => {
    const carl = await signedIn(t.app, "carlimport", ZONE);
    const db = t.database.db;
    // The third meal makes the database refuse, after two were inserted in the same transaction.
    await db.execute(sql`
      CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.food = 'Poison' THEN RAISE EXCEPTION 'poisoned'; END IF; RETURN NEW; END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON meals FOR EACH ROW EXECUTE FUNCTION refuse_poison()`,
    );
    const file = genericCsv([
      [day(-4), "Breakfast", "Eggs", 200, 12, 1, 15],
      [day(-4), "Lunch", "Rice", 400, 8, 85, 1],
      [day(-4), "Dinner", "Poison", 100, 0, 0, 0],
    ]);
    const preview = await previewOf(carl, "poison.csv", file);
    const res = await confirm(carl, preview.id);
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(importMessages.storeFailed);
    expect(await mealsOf(carl)).toEqual([]);
    const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM imported_rows WHERE user_id = ${carl.id}`);
    expect(rows[0]?.n).toBe(0);
    const after = (await carl.client.get(`/api/imports/${preview.id}`)).json();
    expect(after).toMatchObject({ state: "ready", error: importMessages.storeFailed, result: null });

    await db.execute(sql`DROP TRIGGER refuse_poison ON meals`);
    const retry = await confirm(carl, preview.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await mealsOf(carl)).map((m) => m.food).sort()).toEqual(["Eggs", "Poison", "Rice"]);
  });
});

describe("bad uploads", () => {
  it("a request without a file, or with another field, is a 400 asking for one", async () => {
    const empty = await ann.client.post("/api/imports", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(importMessages.noFile);
    const { body, headers } = multipart("a.csv", csv, "document");
    const wrongField = await ann.client.post("/api/imports", body, headers);
    expect(wrongField.statusCode).toBe(400);
    expect((await upload(ann.client, "empty.csv", "")).statusCode).toBe(400);
  });

  it("a file that is nothing Macrowise reads is a 400 with a message, and nothing is stored", async () => {
    const before = (await mealsOf(ann)).length;
    const res = await upload(ann.client, "photo.csv", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect(await mealsOf(ann)).toHaveLength(before);
    const list = (await ann.client.get("/api/imports")).json().imports as Import[];
    expect(list[0]).toMatchObject({ state: "failed", fileName: "photo.csv" });
    expect(readdirSync(path.join(dataDir, "imports"))).not.toContain(`${list[0]?.id}.upload`);
  });
});

describe("the spreadsheet template", () => {
  it("downloads as a CSV that imports as the generic source", async () => {
    const res = await ann.client.get("/api/imports/template.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain("macrowise-import-template.csv");
    expect(res.body.split("\r\n")[0]).toMatch(/^date,time,meal,food/);
  });
});

describe("the preview names the file as the person did", () => {
  it("in its problems (not the server's spool file)", async () => {
    const dana = await signedIn(t.app, "danaimport", ZONE);
    const file = genericCsv([
      [day(-2), "Lunch", "Soup", 300, 10, 30, 8],
      [day(-2), "Dinner", "Stew", "lots", "", "", ""],
    ]);
    const preview = await previewOf(dana, "dinners.csv", file);
    expect(preview.preview?.problems).toEqual([expect.objectContaining({ file: "dinners.csv", line: 3 })]);
    expect(preview.preview?.files[0]?.name).toBe("dinners.csv");
  });
});
