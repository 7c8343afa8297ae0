import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;

const lunch = { mealType: "lunch", food: "Pasta", calories: 600, proteins: 20, carbs: 80, fats: 10 };
const countMeals = (userId: number) => t.database.db.$count(meals, eq(meals.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t.app, "alice", "Europe/Rome");
  bob = await signedIn(t.app, "bob", "Europe/Rome");
});
afterAll(() => t.close());

describe("copying meals", () => {
  it("copies a meal to another local day at the same local time, across a DST change", async () => {
    const original = (await alice.client.post("/api/meals", { ...lunch, timestamp: "2026-03-28T07:15:00Z" })).json(); // 08:15 (+1)
    const res = await alice.client.post(`/api/meals/${original.id}/copy`, { date: "2026-03-30" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ food: "Pasta", timestamp: "2026-03-30T06:15:00.000Z", localDate: "2026-03-30" });
    expect(res.json().id).not.toBe(original.id);
    expect((await alice.client.post(`/api/meals/${original.id}/copy`, { date: "30/03/2026" })).statusCode).toBe(400);
    expect((await alice.client.post(`/api/meals/${original.id}/copy`)).statusCode).toBe(400);
  });

  it("copies a whole day, or one meal type of it, keeping local times", async () => {
    const carol = await signedIn(t.app, "carol", "Pacific/Kiritimati");
    await carol.client.post("/api/meals", {
      ...lunch,
      mealType: "breakfast",
      food: "Eggs",
      timestamp: "2026-05-09T18:00:00Z",
    }); // 08:00 05-10
    await carol.client.post("/api/meals", { ...lunch, food: "Salad", timestamp: "2026-05-09T23:00:00Z" }); // 13:00 05-10
    await carol.client.post("/api/meals", {
      ...lunch,
      mealType: "dinner",
      food: "Fish",
      timestamp: "2026-05-10T09:30:00Z",
    }); // 23:30 05-10
    await carol.client.post("/api/meals", { ...lunch, food: "Other day", timestamp: "2026-05-10T10:30:00Z" }); // 00:30 05-11

    const all = await carol.client.post("/api/meals/copy-day", { fromDate: "2026-05-10", toDate: "2026-05-12" });
    expect(all.statusCode).toBe(201);
    expect(all.json().map((m: { food: string; timestamp: string }) => [m.food, m.timestamp])).toEqual([
      ["Eggs", "2026-05-11T18:00:00.000Z"],
      ["Salad", "2026-05-11T23:00:00.000Z"],
      ["Fish", "2026-05-12T09:30:00.000Z"],
    ]);
    expect(all.json().every((m: { localDate: string }) => m.localDate === "2026-05-12")).toBe(true);

    const dinners = await carol.client.post("/api/meals/copy-day", {
      fromDate: "2026-05-10",
      toDate: "2026-05-13",
      mealType: "dinner",
    });
    expect(dinners.json().map((m: { food: string }) => m.food)).toEqual(["Fish"]);

    // Bob copying that day copies only his own (none) meals.
    const other = await bob.client.post("/api/meals/copy-day", { fromDate: "2026-05-10", toDate: "2026-05-14" });
    expect(other.json()).toEqual([]);
    expect(await countMeals(bob.id)).toBe(0);
    expect(
      (await carol.client.post("/api/meals/copy-day", { fromDate: "2026-05-10", toDate: "nope" })).statusCode,
    ).toBe(400);
  });

  it("copies a day in one transaction: if one copy fails, none is kept", async () => {
    const dave = await signedIn(t.app, "dave", "UTC");
    for (const food of ["One", "Two", "Poison", "Four"]) {
      await dave.client.post("/api/meals", { ...lunch, food, timestamp: "2026-07-01T12:00:00Z" });
    }
    // A trigger that refuses the third copy, to make the write fail midway.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_poison() RETURNS trigger AS $$
      BEGIN
        IF NEW.food = 'Poison' AND NEW.eaten_at >= '2026-07-02' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON meals FOR EACH ROW EXECUTE FUNCTION refuse_poison()`,
    );
    try {
      const res = await dave.client.post("/api/meals/copy-day", { fromDate: "2026-07-01", toDate: "2026-07-02" });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe("Something went wrong. Please try again.");
      expect((await dave.client.get("/api/meals?startDate=2026-07-02&endDate=2026-07-02")).json()).toEqual([]);
      expect(await countMeals(dave.id)).toBe(4);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_poison ON meals`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_poison()`);
    }
  });
});
