import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealMessages } from "../../../shared/contracts/meals.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
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

describe("POST /api/meals", () => {
  it("creates the caller's meal, trimmed and rounded, and answers with it", async () => {
    const res = await alice.client.post("/api/meals", {
      ...lunch,
      food: "  Risotto  ",
      calories: 650.6,
      proteins: 20.4,
      timestamp: "2026-05-10T10:30:00.000Z",
      notes: "with parmesan",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: alice.id,
      food: "Risotto",
      calories: 651,
      proteins: 20,
      carbs: 80,
      fats: 10,
      macrosGiven: true,
      mealType: "lunch",
      timestamp: "2026-05-10T10:30:00.000Z",
      localDate: "2026-05-10",
      notes: "with parmesan",
      foodId: null,
      grams: null,
      micronutrients: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("accepts the caller's own userId and refuses anyone else's with 403, writing nothing", async () => {
    expect((await alice.client.post("/api/meals", { ...lunch, userId: alice.id })).statusCode).toBe(201);
    expect((await alice.client.post("/api/meals", { ...lunch, userId: String(alice.id) })).statusCode).toBe(201);
    const before = await countMeals(bob.id);
    const forged = await alice.client.post("/api/meals", { ...lunch, userId: bob.id });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe("Forbidden");
    expect(await countMeals(bob.id)).toBe(before);
  });

  it("judges a userId in the query of a write as it judges one in the body", async () => {
    const before = await countMeals(alice.id);
    const inQuery = await alice.client.post(`/api/meals?userId=${bob.id}`, lunch);
    const inBody = await alice.client.post("/api/meals", { ...lunch, userId: bob.id });
    expect(inQuery.statusCode).toBe(403);
    expect(inQuery.json()).toEqual(inBody.json());
    expect((await alice.client.post(`/api/meals?userId=${alice.id}`, lunch)).statusCode).toBe(201);
    expect((await alice.client.post("/api/meals?userId=abc", lunch)).statusCode).toBe(400);
    expect(await countMeals(alice.id)).toBe(before + 1);
    // Every route, not only the meals: a goal written with someone else's id in the query.
    expect(
      (await alice.client.post(`/api/nutrition-goals?userId=${bob.id}`, { name: "x", calories: 1 })).statusCode,
    ).toBe(403);
  });

  it("refuses control characters in the food and notes with one message, storing nothing", async () => {
    const before = await countMeals(alice.id);
    for (const body of [
      { ...lunch, food: "Pasta\u0000" },
      { ...lunch, notes: "a\u0007b" },
      { ...lunch, food: "\u001b[31mred" },
    ]) {
      const res = await alice.client.post("/api/meals", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(controlCharactersMessage);
    }
    const kept = await alice.client.post("/api/meals", { ...lunch, notes: "line one\n\tline two 🍝 مرحبا" });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().notes).toBe("line one\n\tline two 🍝 مرحبا");
    expect(await countMeals(alice.id)).toBe(before + 1);
  });

  it("needs a session", async () => {
    const res = await new TestClient(t.app).post("/api/meals", lunch);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Authentication required");
  });

  it("takes the time from a date field when there is no timestamp (a calendar date means noon, local)", async () => {
    const fromInstant = await alice.client.post("/api/meals", { ...lunch, date: "2026-01-15T07:00:00Z" });
    expect(fromInstant.json().timestamp).toBe("2026-01-15T07:00:00.000Z");
    const fromDate = await alice.client.post("/api/meals", { ...lunch, date: "2026-01-15" });
    expect(fromDate.json().timestamp).toBe("2026-01-15T11:00:00.000Z"); // noon in Rome (+1)
    const now = await alice.client.post("/api/meals", lunch);
    expect(Math.abs(new Date(now.json().timestamp).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [{ mealType: undefined }, "mealType", mealMessages.mealType],
    [{ mealType: "brunch" }, "mealType", mealMessages.mealType],
    [{ food: undefined }, "food", mealMessages.food],
    [{ food: "   " }, "food", mealMessages.food],
    [{ calories: -1 }, "calories", mealMessages.calories],
    [{ proteins: -1 }, "proteins", mealMessages.proteins],
    [{ carbs: -0.7 }, "carbs", mealMessages.carbs],
    [{ fats: -3 }, "fats", mealMessages.fats],
  ])("refuses %j with the spec's message and writes nothing", async (override, field, message) => {
    const before = await countMeals(alice.id);
    const res = await alice.client.post("/api/meals", { ...lunch, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await countMeals(alice.id)).toBe(before);
  });

  it.each([
    ["a string for a number", { ...lunch, calories: "600" }],
    ["null for a number", { ...lunch, calories: null }],
    ["an empty string for a number", { ...lunch, carbs: "" }],
    ["true for a number", { ...lunch, fats: true }],
    ["a huge number", { ...lunch, calories: 1e300 }],
    ["grams over the cap", { ...lunch, fats: 5001 }],
    ["an array for a number", { ...lunch, proteins: [1] }],
    ["an object for the food", { ...lunch, food: { $gt: "" } }],
    ["a malformed timestamp", { ...lunch, timestamp: "2026-13-45T99:00:00Z" }],
    ["a timestamp at year 0", { ...lunch, timestamp: "0000-01-01T00:00:00Z" }],
    ["a timestamp far in the future", { ...lunch, timestamp: "9999-12-31T23:59:59Z" }],
    ["a malformed date", { ...lunch, date: "2026-02-30" }],
    ["a huge food name", { ...lunch, food: "x".repeat(201) }],
    ["huge notes", { ...lunch, notes: "x".repeat(1001) }],
    ["a userId that is not a number", { ...lunch, userId: "abc" }],
    ["an array body", [lunch]],
    ["a null body", null],
  ])("answers %s with 400, never 500, and writes nothing", async (_name, body) => {
    const before = await countMeals(alice.id);
    const res = await alice.client.post("/api/meals", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await countMeals(alice.id)).toBe(before);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: { cookie: alice.client.cookie ?? "", "content-type": "application/json" },
      payload: '{"food":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("GET /api/meals", () => {
  let reader: SignedInClient;
  beforeAll(async () => {
    reader = await signedIn(t.app, "reader", "Pacific/Honolulu");
    for (const [food, timestamp] of [
      ["early", "2026-04-01T09:00:00Z"], // 23:00 on 03-31 in Honolulu
      ["morning", "2026-04-01T18:00:00Z"], // 08:00 on 04-01
      ["late", "2026-04-02T09:59:00Z"], // 23:59 on 04-01
      ["next", "2026-04-02T10:00:00Z"], // 00:00 on 04-02
    ] as const) {
      await reader.client.post("/api/meals", { ...lunch, food, timestamp });
    }
  });

  it("lists only the caller's meals, latest first", async () => {
    const res = await reader.client.get("/api/meals");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { food: string }) => m.food)).toEqual(["next", "late", "morning", "early"]);
    expect(res.json().every((m: { userId: number }) => m.userId === reader.id)).toBe(true);
  });

  it("filters by instants (inclusive) or by whole local days", async () => {
    const byInstant = await reader.client.get(
      "/api/meals?startDate=2026-04-01T18:00:00.000Z&endDate=2026-04-02T09:59:00.000Z",
    );
    expect(byInstant.json().map((m: { food: string }) => m.food)).toEqual(["late", "morning"]);
    const byDay = await reader.client.get("/api/meals?startDate=2026-04-01&endDate=2026-04-01");
    expect(byDay.json().map((m: { food: string }) => m.food)).toEqual(["late", "morning"]);
    expect(byDay.json()[0].localDate).toBe("2026-04-01");
    const openEnded = await reader.client.get("/api/meals?startDate=2026-04-02");
    expect(openEnded.json().map((m: { food: string }) => m.food)).toEqual(["next"]);
  });

  it("refuses another user's id in the query with 403 and bad dates with 400", async () => {
    expect((await reader.client.get(`/api/meals?userId=${reader.id}`)).statusCode).toBe(200);
    expect((await bob.client.get(`/api/meals?userId=${reader.id}`)).statusCode).toBe(403);
    expect((await reader.client.get("/api/meals?startDate=yesterday")).statusCode).toBe(400);
    expect((await reader.client.get("/api/meals?startDate=2026-04-01&startDate=2026-04-02")).statusCode).toBe(400);
    expect((await reader.client.get("/api/meals?userId=1e9999")).statusCode).toBe(400);
  });
});

describe("PATCH, DELETE and GET /api/meals/{id}", () => {
  it("updates part of a meal with the same validation", async () => {
    const { id } = (await alice.client.post("/api/meals", { ...lunch, notes: "n" })).json();
    const res = await alice.client.patch(`/api/meals/${id}`, { calories: 700.4, food: " Lasagne ", notes: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, food: "Lasagne", calories: 700, proteins: 20, notes: null });
    const bad = await alice.client.patch(`/api/meals/${id}`, { calories: -1, food: "Changed" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(mealMessages.calories);
    expect((await alice.client.get(`/api/meals/${id}`)).json().food).toBe("Lasagne");
    const moved = await alice.client.patch(`/api/meals/${id}`, { timestamp: "2026-02-01T12:00:00Z" });
    expect(moved.json().timestamp).toBe("2026-02-01T12:00:00.000Z");
  });

  it("does not let another user read, change, copy or delete a meal: 404, and the meal is unchanged", async () => {
    const created = (await alice.client.post("/api/meals", { ...lunch, food: "Private" })).json();
    const url = `/api/meals/${created.id}`;
    expect((await bob.client.get(url)).statusCode).toBe(404);
    const patch = await bob.client.patch(url, { food: "Hacked" });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(mealMessages.notFound);
    expect((await bob.client.patch(url, { food: "Hacked", userId: alice.id })).statusCode).toBe(403);
    expect((await bob.client.delete(url)).statusCode).toBe(404);
    expect((await bob.client.post(`${url}/copy`, { date: "2026-06-01" })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(meals).where(eq(meals.id, created.id));
    expect(row).toMatchObject({ food: "Private", userId: alice.id });
    expect(await countMeals(bob.id)).toBe(0);
  });

  it("deletes the caller's meal", async () => {
    const { id } = (await alice.client.post("/api/meals", lunch)).json();
    const res = await alice.client.delete(`/api/meals/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Meal deleted" });
    expect((await alice.client.delete(`/api/meals/${id}`)).statusCode).toBe(404);
  });

  it.each(["abc", "1.5", "-1", "99999999999999999999", "0x10"])(
    "answers the id %s with 400 or 404, never 500",
    async (id) => {
      for (const res of [
        await alice.client.get(`/api/meals/${id}`),
        await alice.client.patch(`/api/meals/${id}`, { food: "x" }),
        await alice.client.delete(`/api/meals/${id}`),
      ]) {
        expect([400, 404]).toContain(res.statusCode);
      }
    },
  );
});

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
