import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circumferenceMessage, measurementMessages } from "../../../shared/contracts/measurements.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { bodyMeasurements } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;
const now = new Date("2026-06-15T12:00:00Z");
const count = (userId: number) => t.database.db.$count(bodyMeasurements, eq(bodyMeasurements.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  alice = await signedIn(t.app, "alice");
  bob = await signedIn(t.app, "bob");
});
afterAll(() => t.close());

describe("body measurements over HTTP", () => {
  it("records a day's set, replaces it on the same date, edits, clears a value and deletes", async () => {
    const created = await alice.client.post("/api/measurements", {
      date: "2026-06-10",
      waistCm: 80.04,
      bodyFatPercent: 22.5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date: "2026-06-10",
      waistCm: 80,
      hipsCm: null,
      bodyFatPercent: 22.5,
      note: null,
    });
    const replaced = await alice.client.post("/api/measurements", { date: "2026-06-10", hipsCm: 95, note: "evening" });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: created.json().id, waistCm: null, hipsCm: 95, note: "evening" });
    expect(await count(alice.id)).toBe(1);

    const id = created.json().id;
    const edited = await alice.client.patch(`/api/measurements/${id}`, { neckCm: 35, armCm: 30, thighCm: 55 });
    expect(edited.json()).toMatchObject({ hipsCm: 95, neckCm: 35, armCm: 30, thighCm: 55 });
    expect((await alice.client.patch(`/api/measurements/${id}`, { hipsCm: null })).json().hipsCm).toBeNull();
    const cleared = await alice.client.patch(`/api/measurements/${id}`, { neckCm: null, armCm: null, thighCm: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(measurementMessages.nothing);

    const list = await alice.client.get("/api/measurements?from=2026-06-01&to=2026-06-15");
    expect(list.json()).toHaveLength(1);
    expect((await bob.client.get("/api/measurements?from=2026-06-01&to=2026-06-15")).json()).toEqual([]);
    expect((await bob.client.patch(`/api/measurements/${id}`, { waistCm: 100 })).statusCode).toBe(404);
    expect((await bob.client.delete(`/api/measurements/${id}`)).statusCode).toBe(404);
    expect((await alice.client.delete(`/api/measurements/${id}`)).statusCode).toBe(200);
    expect(await count(alice.id)).toBe(0);
  });

  it("refuses bad input with a clear 400 and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ date: "2026-06-10" }, measurementMessages.nothing],
      [{ date: "2026-06-10", waistCm: 0 }, circumferenceMessage("waistCm", "min")],
      [{ date: "2026-06-10", chestCm: 1000 }, circumferenceMessage("chestCm", "max")],
      [{ date: "2026-06-10", waistCm: "80" }, "Waist must be a number"],
      [{ date: "2026-06-10", bodyFatPercent: 90 }, measurementMessages.bodyFatMax],
      [{ date: "2030-01-01", waistCm: 80 }, measurementMessages.dateRange],
      [{ date: "2026-06-10", waistCm: 80, note: "\u0000" }, controlCharactersMessage],
    ];
    for (const [body, message] of cases) {
      const res = await bob.client.post("/api/measurements", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await count(bob.id)).toBe(0);
  });
});
