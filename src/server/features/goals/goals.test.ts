import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goalMessages } from "../../../shared/contracts/goals.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { goals } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;

const goal = { name: "Cut", calories: 1800, proteins: 150, carbs: 150, fats: 60, startDate: "2026-05-01" };
const activeCount = (userId: number) =>
  t.database.db.$count(goals, and(eq(goals.userId, userId), eq(goals.isActive, true)));
const goalCount = (userId: number) => t.database.db.$count(goals, eq(goals.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t.app, "alice", "Pacific/Kiritimati");
  bob = await signedIn(t.app, "bob");
});
afterAll(() => t.close());

describe("POST /api/nutrition-goals", () => {
  it("creates an active goal by default and answers with it", async () => {
    const res = await alice.client.post("/api/nutrition-goals", { ...goal, description: "Summer", calories: 1800.4 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: alice.id,
      name: "Cut",
      calories: 1800,
      proteins: 150,
      carbs: 150,
      fats: 60,
      startDate: "2026-05-01",
      endDate: null,
      description: "Summer",
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("keeps the local day of ISO dates and defaults the start to today in the user's zone", async () => {
    const iso = await alice.client.post("/api/nutrition-goals", {
      ...goal,
      isActive: false,
      startDate: "2026-05-01T10:30:00.000Z", // 00:30 on 05-02 in Kiritimati
      endDate: "2026-06-01T09:00:00.000Z", // 23:00 on 06-01
    });
    expect(iso.json()).toMatchObject({ startDate: "2026-05-02", endDate: "2026-06-01", isActive: false });
    const { startDate: _s, ...withoutStart } = goal;
    const today = await alice.client.post("/api/nutrition-goals", { ...withoutStart, isActive: false });
    expect(today.json().startDate).toBe(localDayOf(new Date(), "Pacific/Kiritimati"));
  });

  it.each([
    [{ name: "" }, "name", goalMessages.name],
    [{ name: undefined }, "name", goalMessages.name],
    [{ calories: 0 }, "calories", goalMessages.calories],
    [{ proteins: -1 }, "proteins", goalMessages.proteins],
    [{ carbs: -1 }, "carbs", goalMessages.carbs],
    [{ fats: -1 }, "fats", goalMessages.fats],
    [{ endDate: "2026-04-30" }, "endDate", goalMessages.endBeforeStart],
  ])("refuses %j with the spec's message and writes nothing", async (override, field, message) => {
    const before = await goalCount(alice.id);
    const res = await alice.client.post("/api/nutrition-goals", { ...goal, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await goalCount(alice.id)).toBe(before);
  });

  it.each([
    ["a string for calories", { ...goal, calories: "2000" }],
    ["huge calories", { ...goal, calories: 1e12 }],
    ["a malformed start date", { ...goal, startDate: "2026-02-31" }],
    ["a non-boolean isActive", { ...goal, isActive: "yes" }],
    ["an array", [goal]],
  ])("answers %s with 400 and writes nothing", async (_name, body) => {
    const before = await goalCount(alice.id);
    expect((await alice.client.post("/api/nutrition-goals", body)).statusCode).toBe(400);
    expect(await goalCount(alice.id)).toBe(before);
  });

  it("refuses another user's id with 403", async () => {
    const res = await alice.client.post("/api/nutrition-goals", { ...goal, userId: bob.id });
    expect(res.statusCode).toBe(403);
    expect(await goalCount(bob.id)).toBe(0);
    expect((await new TestClient(t.app).post("/api/nutrition-goals", goal)).statusCode).toBe(401);
  });
});

describe("one active goal per user", () => {
  it("deactivates the others when a goal is created or patched active", async () => {
    const erin = await signedIn(t.app, "erin");
    const first = (await erin.client.post("/api/nutrition-goals", { ...goal, name: "First" })).json();
    const second = (await erin.client.post("/api/nutrition-goals", { ...goal, name: "Second" })).json();
    expect(await activeCount(erin.id)).toBe(1);
    expect((await erin.client.get("/api/nutrition-goals/active")).json().id).toBe(second.id);

    const reactivated = await erin.client.patch(`/api/nutrition-goals/${first.id}`, { isActive: true });
    expect(reactivated.json().isActive).toBe(true);
    expect(await activeCount(erin.id)).toBe(1);
    expect((await erin.client.get("/api/nutrition-goals/active")).json().id).toBe(first.id);

    const inactive = await erin.client.post("/api/nutrition-goals", { ...goal, name: "Draft", isActive: false });
    expect(inactive.json().isActive).toBe(false);
    expect((await erin.client.get("/api/nutrition-goals/active")).json().id).toBe(first.id);
  });

  it("keeps one active goal when many activations arrive at once", async () => {
    const frank = await signedIn(t.app, "frank");
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => frank.client.post("/api/nutrition-goals", { ...goal, name: `G${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await activeCount(frank.id)).toBe(1);
  });

  it("is enforced by the database itself: a direct insert of a second active goal fails", async () => {
    const gina = await signedIn(t.app, "gina");
    await gina.client.post("/api/nutrition-goals", goal);
    const row = {
      userId: gina.id,
      name: "Sneaky",
      calories: 2000,
      proteins: 1,
      carbs: 1,
      fats: 1,
      startDate: "2026-01-01",
    };
    await expect(t.database.db.insert(goals).values({ ...row, isActive: true })).rejects.toMatchObject({
      cause: { code: "23505", constraint: "nutrition_goals_one_active_per_user" },
    });
    await t.database.db.insert(goals).values({ ...row, isActive: false });
    expect(await activeCount(gina.id)).toBe(1);
    await expect(
      t.database.db.insert(goals).values({ ...row, isActive: false, endDate: "2025-12-31" }),
    ).rejects.toMatchObject({ cause: { code: "23514" } });
  });
});

describe("reading, updating and deleting goals", () => {
  it("lists the caller's goals newest first and answers 404 when none is active", async () => {
    const hugo = await signedIn(t.app, "hugo");
    const none = await hugo.client.get("/api/nutrition-goals/active");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(goalMessages.noActiveGoal);
    expect((await hugo.client.get("/api/nutrition-goals")).json()).toEqual([]);
    await hugo.client.post("/api/nutrition-goals", { ...goal, name: "Older" });
    await hugo.client.post("/api/nutrition-goals", { ...goal, name: "Newer" });
    const list = await hugo.client.get(`/api/nutrition-goals?userId=${hugo.id}`);
    expect(list.json().map((g: { name: string }) => g.name)).toEqual(["Newer", "Older"]);
    expect((await hugo.client.get(`/api/nutrition-goals?userId=${alice.id}`)).statusCode).toBe(403);
    expect((await hugo.client.get(`/api/nutrition-goals/active?userId=${alice.id}`)).statusCode).toBe(403);
  });

  it("patches fields and checks the end date against the stored start date", async () => {
    const created = (await alice.client.post("/api/nutrition-goals", { ...goal, isActive: false })).json();
    const url = `/api/nutrition-goals/${created.id}`;
    const res = await alice.client.patch(url, { name: "Bulk", calories: 2600, endDate: "2026-08-01" });
    expect(res.json()).toMatchObject({ name: "Bulk", calories: 2600, endDate: "2026-08-01", isActive: false });
    const early = await alice.client.patch(url, { endDate: "2026-04-01" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(goalMessages.endBeforeStart);
    const late = await alice.client.patch(url, { startDate: "2026-09-01" });
    expect(late.statusCode).toBe(400);
    expect((await alice.client.patch(url, { endDate: null })).json().endDate).toBeNull();
    expect((await alice.client.patch(url, { calories: 0 })).json().message).toBe(goalMessages.calories);
  });

  it("does not let another user read, change or delete a goal: 404, and it is unchanged", async () => {
    const created = (await alice.client.post("/api/nutrition-goals", { ...goal, name: "Mine" })).json();
    const url = `/api/nutrition-goals/${created.id}`;
    expect((await bob.client.get(url)).statusCode).toBe(404);
    expect((await bob.client.patch(url, { name: "Stolen", isActive: true })).statusCode).toBe(404);
    expect((await bob.client.patch(url, { name: "Stolen", userId: alice.id })).statusCode).toBe(403);
    expect((await bob.client.delete(url)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(goals).where(eq(goals.id, created.id));
    expect(row).toMatchObject({ name: "Mine", isActive: true, userId: alice.id });
    expect((await bob.client.get("/api/nutrition-goals")).json()).toEqual([]);
    expect((await bob.client.get("/api/nutrition-goals/active")).statusCode).toBe(404);
  });

  it("deletes the caller's goal", async () => {
    const created = (await alice.client.post("/api/nutrition-goals", goal)).json();
    const res = await alice.client.delete(`/api/nutrition-goals/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Nutrition goal deleted" });
    const another = (await alice.client.post("/api/nutrition-goals", goal)).json();
    const inItalian = await alice.client.request("DELETE", `/api/nutrition-goals/${another.id}`, undefined, {
      "x-language": "it",
    });
    expect(inItalian.json()).toEqual({ message: "Obiettivo nutrizionale eliminato" });
    expect((await alice.client.get(`/api/nutrition-goals/${created.id}`)).statusCode).toBe(404);
    expect((await alice.client.get("/api/nutrition-goals/active")).statusCode).toBe(404);
    expect((await alice.client.delete("/api/nutrition-goals/abc")).statusCode).toBe(400);
  });
});
