import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages } from "../../../shared/contracts/imports.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { days, genericCsv, multipart } from "./test-support.js";

/** /api/v1/imports: the same imports with an API key, so a script can move a history in. */
const ZONE = "Europe/Rome";
const day = days(ZONE);
let t: TestApp;
let dataDir: string;
let ann: KeyHolder;
let bob: KeyHolder;
let reader: KeyHolder;

const file = genericCsv([
  [day(-2), "Lunch", "Pasta", 600, 20, 80, 10],
  [day(-1), "Dinner", "Soup", 300, 10, 30, 8],
]);

function uploadWithKey(key: string, content: string) {
  const { body, headers } = multipart("meals.csv", content);
  return t.app.inject({
    method: "POST",
    url: "/api/v1/imports",
    headers: { ...headers, "x-api-key": key },
    payload: body,
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-imports-v1-"));
  t = await createTestApp({ dataDir });
  ann = await subscriberWithKey(t, "annv1import", { timeZone: ZONE });
  bob = await subscriberWithKey(t, "bobv1import", { timeZone: ZONE });
  reader = await subscriberWithKey(t, "readerv1import", { scopes: ["read"], timeZone: ZONE });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("/api/v1/imports with a key", () => {
  it("uploads, previews, stores, lists and undoes", async () => {
    const uploaded = await uploadWithKey(ann.key, file);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, preview } = uploaded.json();
    expect(preview).toMatchObject({ source: "generic-csv", counts: { meals: 2 } });

    const stored = await ann.api.post(`/api/v1/imports/${id}/confirm`, {});
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ state: "done", result: { stored: { meals: 2 } } });
    const meals = await ann.api.get(`/api/v1/meals?startDate=${day(-3)}&endDate=${day(0)}`);
    expect(
      meals
        .json()
        .map((m: { food: string }) => m.food)
        .sort(),
    ).toEqual(["Pasta", "Soup"]);

    const list = await ann.api.get("/api/v1/imports");
    expect(list.json().imports.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await ann.api.get(`/api/v1/imports/${id}`)).json().state).toBe("done");

    const undone = await ann.api.delete(`/api/v1/imports/${id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().removed.meals).toBe(2);
    expect((await ann.api.get(`/api/v1/meals?startDate=${day(-3)}&endDate=${day(0)}`)).json()).toEqual([]);
  });

  it("another person's key sees none of it", async () => {
    const { id } = (await uploadWithKey(ann.key, file)).json();
    for (const res of [
      await bob.api.get(`/api/v1/imports/${id}`),
      await bob.api.post(`/api/v1/imports/${id}/confirm`, {}),
      await bob.api.delete(`/api/v1/imports/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(importMessages.notFound);
    }
    expect((await bob.api.get("/api/v1/imports")).json().imports).toEqual([]);
  });

  it("a read-only key may list but not upload or store", async () => {
    expect((await uploadWithKey(reader.key, file)).statusCode).toBe(403);
    expect((await reader.api.get("/api/v1/imports")).statusCode).toBe(200);
  });

  it("no key, no import; bad input is a 400 with the contract's message", async () => {
    const { body, headers } = multipart("meals.csv", file);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/imports", headers, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const { id } = (await uploadWithKey(ann.key, file)).json();
    const wrong = await ann.api.post(`/api/v1/imports/${id}/confirm`, { existingDays: "merge" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/existingDays must be one of/);
    const nothing = await ann.api.post(`/api/v1/imports/${id}/confirm`, {
      include: { meals: false, weighIns: false, measurements: false },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(importMessages.nothingChosen);
  });
});
