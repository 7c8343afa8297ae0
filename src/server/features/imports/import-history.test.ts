import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { days, genericCsv, upload } from "./test-support.js";

/** An import brings the whole history, older than the five years a typed meal may reach; never the future. */
const ZONE = "Europe/Rome";
const day = days(ZONE);
let t: TestApp;
let dataDir: string;
let eve: SignedInClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-import-history-"));
  t = await createTestApp({ dataDir });
  eve = await signedIn(t.app, "evehistory", ZONE);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("stores meals from twelve years ago, and skips one dated next week", async () => {
  const csv = genericCsv([
    ["2014-03-02", "Lunch", "Old lentil soup", 320, 18, 40, 8],
    [day(-1), "Dinner", "Recent pasta", 700, 25, 100, 18],
    [day(7), "Dinner", "Future pasta", 700, 25, 100, 18],
  ]);
  const preview = await upload(eve.client, "history.csv", csv);
  expect(preview.statusCode, preview.body).toBe(201);
  const stored = await eve.client.post(`/api/imports/${preview.json().id}/confirm`, {}, { "x-time-zone": ZONE });
  expect(stored.statusCode, stored.body).toBe(200);
  expect(stored.json().result).toMatchObject({ stored: { meals: 2 }, skipped: { outOfRange: 1 } });
  const old = await eve.client.get("/api/meals?startDate=2014-03-01&endDate=2014-03-03", { "x-time-zone": ZONE });
  expect(old.json().map((meal: { food: string }) => meal.food)).toEqual(["Old lentil soup"]);
});
