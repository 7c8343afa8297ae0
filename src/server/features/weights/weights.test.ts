import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { weightMessages } from "../../../shared/contracts/weights.js";
import { weighIns } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;
// Noon UTC on 15 June 2026: the local today is 2026-06-15 in UTC and Europe, 2026-06-16 in Kiritimati.
const now = new Date("2026-06-15T12:00:00Z");
const count = (userId: number) => t.database.db.$count(weighIns, eq(weighIns.userId, userId));
const profile = { name: "Ada", age: 30, gender: "female", weight: 70, height: 170, activityLevel: "moderate" };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  alice = await signedIn(t.app, "alice", "Europe/Rome");
  bob = await signedIn(t.app, "bob");
});
afterAll(() => t.close());

describe("weigh-ins over HTTP", () => {
  it("logs, lists, edits and deletes a weigh-in; the same date again replaces it", async () => {
    const created = await alice.client.post("/api/weights", {
      date: "2026-06-10",
      weightKg: 71.234,
      note: "after run",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      date: "2026-06-10",
      weightKg: 71.23,
      note: "after run",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await alice.client.post("/api/weights", { date: "2026-06-10", weightKg: 70.9 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: created.json().id, weightKg: 70.9, note: null });
    expect(await count(alice.id)).toBe(1);

    await alice.client.post("/api/weights", { date: "2026-06-12", weightKg: 70.5 });
    const list = await alice.client.get("/api/weights?from=2026-06-01&to=2026-06-15");
    expect(list.json().map((w: { date: string }) => w.date)).toEqual(["2026-06-10", "2026-06-12"]);
    expect((await alice.client.get("/api/weights?from=2026-06-11&to=2026-06-15")).json()).toHaveLength(1);

    const edited = await alice.client.patch(`/api/weights/${created.json().id}`, { weightKg: 71, note: "edited" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ date: "2026-06-10", weightKg: 71, note: "edited" });
    // Moved onto the 12th, it replaces that day's weigh-in.
    const moved = await alice.client.patch(`/api/weights/${created.json().id}`, { date: "2026-06-12" });
    expect(moved.json()).toMatchObject({ date: "2026-06-12", weightKg: 71 });
    expect(await count(alice.id)).toBe(1);

    expect((await alice.client.delete(`/api/weights/${created.json().id}`)).statusCode).toBe(200);
    expect(await count(alice.id)).toBe(0);
    expect((await alice.client.delete(`/api/weights/${created.json().id}`)).statusCode).toBe(404);
  });

  it("keeps the profile's weight on the latest weigh-in, so BMI and BMR follow", async () => {
    const carol = await signedIn(t.app, "carol");
    await carol.client.post("/api/user-profile", profile);
    const early = (await carol.client.post("/api/weights", { date: "2026-06-01", weightKg: 69 })).json();
    expect((await carol.client.get("/api/user-profile")).json()).toMatchObject({ weight: 69, bmi: 23.9 });
    const late = (await carol.client.post("/api/weights", { date: "2026-06-14", weightKg: 67.46 })).json();
    expect((await carol.client.get("/api/user-profile")).json()).toMatchObject({ weight: 67.5, bmi: 23.4 });
    // An older weigh-in does not move it; deleting the latest goes back to the one before.
    await carol.client.post("/api/weights", { date: "2026-05-01", weightKg: 75 });
    expect((await carol.client.get("/api/user-profile")).json().weight).toBe(67.5);
    await carol.client.delete(`/api/weights/${late.id}`);
    expect((await carol.client.get("/api/user-profile")).json().weight).toBe(69);
    await carol.client.patch(`/api/weights/${early.id}`, { weightKg: 68 });
    expect((await carol.client.get("/api/user-profile")).json().weight).toBe(68);
  });

  it("never shows or changes another person's weigh-ins", async () => {
    const mine = (await alice.client.post("/api/weights", { date: "2026-06-13", weightKg: 70 })).json();
    await bob.client.post("/api/weights", { date: "2026-06-13", weightKg: 90 });
    expect((await bob.client.patch(`/api/weights/${mine.id}`, { weightKg: 100 })).statusCode).toBe(404);
    // A move onto a date of bob's own does not cost bob his weigh-in when the id is not his.
    expect((await bob.client.patch(`/api/weights/${mine.id}`, { date: "2026-06-13" })).statusCode).toBe(404);
    expect(await count(bob.id)).toBe(1);
    expect((await bob.client.delete(`/api/weights/${mine.id}`)).statusCode).toBe(404);
    const bobs = (await bob.client.get("/api/weights?from=2026-01-01&to=2026-06-16")).json();
    expect(bobs.map((w: { weightKg: number }) => w.weightKg)).toEqual([90]);
    expect((await bob.client.get(`/api/weights?userId=${alice.id}`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(weighIns).where(eq(weighIns.id, mine.id));
    expect(row?.weightKg).toBe(70);
  });

  it("refuses bad input with a clear 400 and stores nothing", async () => {
    const dave = await signedIn(t.app, "dave", "Pacific/Kiritimati");
    const cases: [unknown, string][] = [
      [{ date: "2026-06-10", weightKg: 0 }, weightMessages.weightMin],
      [{ date: "2026-06-10", weightKg: 1000 }, weightMessages.weightMax],
      [{ date: "2026-06-10", weightKg: "70" }, "Weight must be a number"],
      [{ date: "2026-06-10", weightKg: null }, "Weight must be a number"],
      [{ date: "2026-06-10" }, "Weight is required"],
      [{ date: "2030-01-01", weightKg: 70 }, weightMessages.dateRange],
      [{ date: "2021-06-15", weightKg: 70 }, weightMessages.dateRange],
      [{ date: "2026-06-18", weightKg: 70 }, weightMessages.dateRange],
      [{ date: "2026-13-01", weightKg: 70 }, weightMessages.date],
      [{ date: "2026-06-10", weightKg: 70, note: "a\u0000b" }, controlCharactersMessage],
      [{ date: "2026-06-10", weightKg: 70, note: "x".repeat(501) }, weightMessages.noteMax],
    ];
    for (const [body, message] of cases) {
      const res = await dave.client.post("/api/weights", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await count(dave.id)).toBe(0);
    // Kiritimati is a day ahead of UTC: its tomorrow (the 17th) is allowed, and five years back to the day.
    expect((await dave.client.post("/api/weights", { date: "2026-06-17", weightKg: 70 })).statusCode).toBe(201);
    expect((await dave.client.post("/api/weights", { date: "2021-06-16", weightKg: 70 })).statusCode).toBe(201);
    const { id } = (await dave.client.post("/api/weights", { date: "2026-06-10", weightKg: 70 })).json();
    expect((await dave.client.patch(`/api/weights/${id}`, { weightKg: 19.9 })).statusCode).toBe(400);
    expect((await dave.client.patch(`/api/weights/${id}`, { date: "2030-01-01" })).statusCode).toBe(400);
    expect((await dave.client.get("/api/weights?from=2026-06-10&to=2026-06-01")).statusCode).toBe(400);
    expect((await dave.client.get("/api/weights?from=2010-01-01&to=2026-06-01")).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(weighIns).where(eq(weighIns.id, id));
    expect(row?.weightKg).toBe(70);
  });

  it("answers the trend line, its changes and the goal line", async () => {
    const erin = await signedIn(t.app, "erin");
    await erin.client.post("/api/user-profile", { ...profile, goalWeightKg: 65 });
    // 40 days losing 0.1 kg a day, weighed every other day.
    for (let day = 0; day < 40; day += 2) {
      const date = new Date(Date.UTC(2026, 4, 6 + day)).toISOString().slice(0, 10);
      expect((await erin.client.post("/api/weights", { date, weightKg: 74 - 0.1 * day })).statusCode).toBe(201);
    }
    const res = await erin.client.get("/api/weights/trend?from=2026-05-20&to=2026-06-15");
    expect(res.statusCode).toBe(200);
    const trend = res.json();
    expect(trend).toMatchObject({ from: "2026-05-20", to: "2026-06-15", goalWeightKg: 65 });
    expect(trend.points[0]).toMatchObject({ date: "2026-05-20", weightKg: 72.6, interpolated: false });
    expect(trend.points[1]).toMatchObject({ date: "2026-05-21", weightKg: null, interpolated: true });
    expect(trend.latest).toMatchObject({ date: "2026-06-13", weightKg: 70.2 });
    expect(trend.changes.perWeek).toBeCloseTo(-0.7, 1);
    expect(trend.changes.week).toBeLessThan(0);
    // Nobody else's weigh-ins are in anyone's trend.
    expect((await bob.client.get("/api/weights/trend?from=2026-05-20&to=2026-06-15")).json().latest.weightKg).toBe(90);
  });
});
