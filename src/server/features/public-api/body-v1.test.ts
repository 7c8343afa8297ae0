import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurementMessages } from "../../../shared/contracts/measurements.js";
import { weightMessages } from "../../../shared/contracts/weights.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { databaseFingerprint } from "../../test/fingerprint.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** /api/v1's weigh-ins, measurements, expenditure and check-in (issue 26) with an API key. */
const now = new Date("2026-06-15T12:00:00Z"); // a Monday
let t: TestApp;
let ann: KeyHolder;
let bob: KeyHolder;
let reader: KeyHolder;

const profile = { name: "Ann", age: 35, gender: "female", weight: 70, height: 168, activityLevel: "light" };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ann = await subscriberWithKey(t, "annbody", { timeZone: "Europe/Rome" });
  bob = await subscriberWithKey(t, "bobbody", { timeZone: "Europe/Rome" });
  reader = await subscriberWithKey(t, "readbody", { scopes: ["read"] });
  for (const who of [ann, bob]) expect((await who.client.post("/api/user-profile", profile)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe("weigh-ins", () => {
  it("logs (201, then 200 for the same day), lists, changes and deletes, and the profile follows", async () => {
    const first = await ann.api.post("/api/v1/weights", { date: "2026-06-14", weightKg: 70.456, note: " after run " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      date: "2026-06-14",
      weightKg: 70.46,
      note: "after run",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await ann.api.post("/api/v1/weights", { date: "2026-06-14", weightKg: 70.2 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, weightKg: 70.2, note: null });
    await ann.api.post("/api/v1/weights", { date: "2026-06-15", weightKg: 69.9 });

    const list = await ann.api.get("/api/v1/weights?from=2026-06-01&to=2026-06-15");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((w: { date: string; weightKg: number }) => [w.date, w.weightKg])).toEqual([
      ["2026-06-14", 70.2],
      ["2026-06-15", 69.9],
    ]);
    expect((await ann.client.get("/api/user-profile")).json().weight).toBe(69.9);

    const changed = await ann.api.patch(`/api/v1/weights/${first.json().id}`, { weightKg: 70.1, note: "kept" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ date: "2026-06-14", weightKg: 70.1, note: "kept" });

    const trend = await ann.api.get("/api/v1/weights/trend?from=2026-06-14&to=2026-06-15");
    expect(trend.statusCode).toBe(200);
    expect(trend.json()).toEqual((await ann.client.get("/api/weights/trend?from=2026-06-14&to=2026-06-15")).json());
    expect(trend.json().latest).toMatchObject({ date: "2026-06-15", weightKg: 69.9 });

    const gone = await ann.api.delete(`/api/v1/weights/${first.json().id}`);
    expect(gone.json()).toEqual({ message: "Weigh-in deleted" });
    expect((await ann.api.delete(`/api/v1/weights/${first.json().id}`)).statusCode).toBe(404);
  });

  it("refuses a weight of 0 or 1,000, a weight as text, a date in 2030 and NUL in a note, storing nothing", async () => {
    const before = await databaseFingerprint(t.database);
    const cases: [unknown, string, string][] = [
      [{ date: "2026-06-10", weightKg: 0 }, "weightKg", weightMessages.weightMin],
      [{ date: "2026-06-10", weightKg: 1000 }, "weightKg", weightMessages.weightMax],
      [{ date: "2026-06-10", weightKg: "70" }, "weightKg", ""],
      [{ date: "2030-01-01", weightKg: 70 }, "date", weightMessages.dateRange],
      [{ date: "2026-06-10", weightKg: 70, note: "a\u0000b" }, "", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await ann.api.post("/api/v1/weights", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json().fieldErrors?.[field] ?? res.json().message, JSON.stringify(body)).toBeTruthy();
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe("measurements", () => {
  it("logs, replaces, lists, changes and deletes a day's set; an empty set is refused", async () => {
    const created = await ann.api.post("/api/v1/measurements", {
      date: "2026-06-15",
      waistCm: 80.04,
      bodyFatPercent: 25,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ date: "2026-06-15", waistCm: 80, hipsCm: null, bodyFatPercent: 25 });
    const replaced = await ann.api.post("/api/v1/measurements", { date: "2026-06-15", hipsCm: 96 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: created.json().id, waistCm: null, hipsCm: 96, bodyFatPercent: null });

    const empty = await ann.api.post("/api/v1/measurements", { date: "2026-06-14" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(measurementMessages.nothing);

    const changed = await ann.api.patch(`/api/v1/measurements/${created.json().id}`, { neckCm: 33 });
    expect(changed.json()).toMatchObject({ hipsCm: 96, neckCm: 33 });
    const cleared = await ann.api.patch(`/api/v1/measurements/${created.json().id}`, { hipsCm: null, neckCm: null });
    expect(cleared.statusCode).toBe(400);

    const list = await ann.api.get("/api/v1/measurements?from=2026-06-15&to=2026-06-15");
    expect(list.json()).toEqual([changed.json()]);
    expect((await ann.api.delete(`/api/v1/measurements/${created.json().id}`)).json()).toEqual({
      message: "Measurement deleted",
    });
    expect((await ann.api.get("/api/v1/measurements?from=2026-06-15&to=2026-06-15")).json()).toEqual([]);
  });
});

describe("expenditure and the check-in", () => {
  it("reads what the web app reads, and accepting creates the active goal", async () => {
    const expenditure = await ann.api.get("/api/v1/expenditure");
    expect(expenditure.statusCode).toBe(200);
    expect(expenditure.json()).toEqual((await ann.client.get("/api/expenditure")).json());
    expect(expenditure.json()).toMatchObject({ status: "collecting", completeDays: 0 });

    const history = await ann.api.get("/api/v1/expenditure/history?from=2026-06-14&to=2026-06-15");
    expect(history.json().map((p: { date: string }) => p.date)).toEqual(["2026-06-14", "2026-06-15"]);

    const proposal = await ann.api.get("/api/v1/check-in");
    expect(proposal.statusCode).toBe(200);
    expect(proposal.json()).toEqual((await ann.client.get("/api/check-in")).json());

    const accepted = await ann.api.post("/api/v1/check-in", { accept: true });
    expect(accepted.statusCode).toBe(201);
    const { checkIn, goal } = accepted.json();
    expect(goal).toMatchObject({ calories: proposal.json().calories, isActive: true });
    expect(goal).not.toHaveProperty("userId");
    expect(checkIn).toMatchObject({ accepted: true, goalId: goal.id, date: "2026-06-15" });
    expect((await ann.api.get("/api/v1/nutrition-goals/active")).json().id).toBe(goal.id);
    expect((await ann.api.get("/api/v1/check-ins")).json()).toEqual([checkIn]);

    const bad = await ann.api.post("/api/v1/check-in", { accept: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 with the contract's message without a profile", async () => {
    const res = await reader.api.get("/api/v1/expenditure");
    expect(res.statusCode).toBe(404);
    expect((await reader.api.get("/api/v1/check-in")).statusCode).toBe(404);
  });
});

describe("keys", () => {
  it("another user's key sees none of them and changes none", async () => {
    const weighIn = (await ann.api.post("/api/v1/weights", { date: "2026-06-13", weightKg: 70.5 })).json();
    const set = (await ann.api.post("/api/v1/measurements", { date: "2026-06-13", waistCm: 81 })).json();
    expect((await bob.api.get("/api/v1/weights?from=2021-07-01&to=2026-06-16")).json()).toEqual([]);
    expect((await bob.api.get("/api/v1/measurements?from=2021-07-01&to=2026-06-16")).json()).toEqual([]);
    expect((await bob.api.get("/api/v1/weights/trend")).json()).toMatchObject({ points: [], latest: null });
    expect((await bob.api.get("/api/v1/check-ins")).json()).toEqual([]);
    expect((await bob.api.patch(`/api/v1/weights/${weighIn.id}`, { weightKg: 99 })).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/v1/weights/${weighIn.id}`)).statusCode).toBe(404);
    expect((await bob.api.patch(`/api/v1/measurements/${set.id}`, { waistCm: 99 })).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/v1/measurements/${set.id}`)).statusCode).toBe(404);
    const still = (await ann.api.get("/api/v1/weights?from=2026-06-13&to=2026-06-13")).json();
    expect(still).toEqual([weighIn]);
    expect((await ann.api.get("/api/v1/measurements?from=2026-06-13&to=2026-06-13")).json()).toEqual([set]);
  });

  it("a read key reads but may not write; no key is 401", async () => {
    expect((await reader.api.get("/api/v1/weights")).statusCode).toBe(200);
    expect((await reader.api.post("/api/v1/weights", { date: "2026-06-15", weightKg: 70 })).statusCode).toBe(403);
    expect((await reader.api.post("/api/v1/measurements", { date: "2026-06-15", waistCm: 70 })).statusCode).toBe(403);
    expect((await reader.api.post("/api/v1/check-in", { accept: false })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/weights" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/expenditure" })).statusCode).toBe(401);
  });
});
