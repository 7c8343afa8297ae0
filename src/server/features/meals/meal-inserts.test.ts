import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../db/client.js";
import { meals } from "../../db/schema/index.js";
import { startPgProxy } from "../../test/pg-proxy.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { inInputOrder, insertedRow } from "./meal-insert-sql.js";
import { mealsRepository } from "./repository.js";

/** Meals logged at the same moment share one INSERT (db/insert-batcher.ts); each caller still gets its own. */
let t: TestApp;
let users: SignedInClient[];

beforeAll(async () => {
  t = await createTestApp();
  users = [await signedIn(t.app, "ann"), await signedIn(t.app, "ben"), await signedIn(t.app, "cal")];
});
afterAll(() => t.close());

const mealOf = (userId: number, i: number) => ({
  userId,
  food: `Meal ${i}`,
  calories: 100 + i,
  proteins: i % 7,
  carbs: 10,
  fats: 5,
  mealType: "snack" as const,
  eatenAt: new Date(Date.UTC(2026, 4, 10, 12, 0, 0, i)),
});

describe("meals logged at the same moment", () => {
  it("answers 60 overlapping POSTs from three users each with its own meal, and stores each once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const user = users[i % 3] as SignedInClient;
        return user.client.post("/api/meals", {
          mealType: "lunch",
          food: `Dish ${i}`,
          calories: 200 + i,
          proteins: 10,
          carbs: 20,
          fats: 5,
          timestamp: new Date(Date.UTC(2026, 4, 11, 12, 0, i)).toISOString(),
        });
      }),
    );
    responses.forEach((res, i) => {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userId: users[i % 3]?.id, food: `Dish ${i}`, calories: 200 + i });
    });
    expect(new Set(responses.map((res) => res.json().id)).size).toBe(60);
    for (const user of users) {
      const stored = await t.database.db.select().from(meals).where(eq(meals.userId, user.id));
      expect(stored.filter((row) => row.food.startsWith("Dish "))).toHaveLength(20);
    }
  });

  it("gives identical meals logged together distinct rows", async () => {
    const repo = mealsRepository(t.database.db);
    const owner = users[0]?.id ?? 0;
    const same = mealOf(owner, 1);
    const created = await Promise.all([repo.create(same), repo.create(same), repo.create(same)]);
    expect(new Set(created.map((row) => row.id)).size).toBe(3);
    for (const row of created) expect(row).toMatchObject({ userId: owner, food: "Meal 1", calories: 101 });
  });

  it("rejects only the bad row of a batch: the others are stored and answered", async () => {
    const repo = mealsRepository(t.database.db);
    const owner = users[1]?.id ?? 0;
    const before = await t.database.db.$count(meals);
    // A user id that does not exist breaks the foreign key, failing the multi-row INSERT it rides in.
    const results = await Promise.allSettled([
      repo.create(mealOf(owner, 2)),
      repo.create(mealOf(owner, 3)),
      repo.create(mealOf(999_999, 4)),
      repo.create(mealOf(owner, 5)),
      repo.create(mealOf(owner, 6)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    results.forEach((result, i) => {
      if (result.status === "fulfilled") expect(result.value.food).toBe(`Meal ${[2, 3, 4, 5, 6][i]}`);
    });
    expect(await t.database.db.$count(meals)).toBe(before + 4);
  });

  it("a batch whose connection drops after its COMMIT stores each meal once, and its callers get an error", async () => {
    const proxy = await startPgProxy(t.database.url);
    const throughProxy = connectDatabase(proxy.url, 5);
    try {
      const repo = mealsRepository(throughProxy.db);
      const owner = users[2]?.id ?? 0;
      const dropped = proxy.dropAfterCommit(2);
      // The first meal goes alone; the five that arrive while it is in flight go as one statement.
      const results = await Promise.allSettled([10, 11, 12, 13, 14, 15].map((i) => repo.create(mealOf(owner, i))));
      await dropped;
      expect(results.map((r) => r.status)).toEqual(["fulfilled", ...Array(5).fill("rejected")]);
      const stored = await t.database.db.select().from(meals).where(eq(meals.userId, owner));
      const logged = stored.map((row) => row.food).filter((food) => food.startsWith("Meal "));
      expect(logged.sort()).toEqual([10, 11, 12, 13, 14, 15].map((i) => `Meal ${i}`));
      // The pool replaces the lost connection; the next meal is stored as usual.
      await expect(repo.create(mealOf(owner, 16))).resolves.toMatchObject({ food: "Meal 16" });
    } finally {
      await throughProxy.close();
      await proxy.close();
    }
  });

  it("two identical quick adds in one batch each get their own row back", async () => {
    const dana = await signedIn(t.app, "dana");
    const quickAdd = { mealType: "snack", food: "Quick add", calories: 150, date: "2026-05-10" };
    // Identical but for the calories: rows paired back by their values alone could swap these.
    const bodies = [quickAdd, quickAdd, { ...quickAdd, calories: 151 }, quickAdd, { ...quickAdd, calories: 152 }];
    const answers = await Promise.all(bodies.map((body) => dana.client.post("/api/meals", body)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({ food: "Quick add", calories: bodies[i]?.calories });
      expect((await dana.client.get(`/api/meals/${answer.json().id}`)).body).toBe(answer.body);
    }
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(5);
    const stored = await t.database.db.select().from(meals).where(eq(meals.userId, dana.id));
    expect(stored.map((row) => row.calories).sort()).toEqual([150, 150, 150, 151, 152]);
  });
});

describe("pairing an insert's rows with its inputs", () => {
  const returned = (ordinal: number, id: number) => ({ ordinal, meal: JSON.stringify({ id }) });
  const idOf = (row: { meal: string }) => (JSON.parse(row.meal) as { id: number }).id;

  it("puts the returned rows in their inputs' order by ordinal, whatever order they came in", () => {
    const rows = inInputOrder([returned(3, 30), returned(1, 10), returned(2, 20)], insertedRow, 3);
    expect(rows.map(idOf)).toEqual([10, 20, 30]);
  });

  it("throws when a row is missing, doubled, out of range or not the expected shape", () => {
    expect(() => inInputOrder([returned(1, 10)], insertedRow, 2)).toThrow("returned 1 rows for 2");
    expect(() => inInputOrder([returned(1, 10), returned(1, 11)], insertedRow, 2)).toThrow("twice or out of range");
    expect(() => inInputOrder([returned(1, 10), returned(3, 30)], insertedRow, 2)).toThrow("twice or out of range");
    expect(() => inInputOrder([{ ordinal: "1", meal: "{}" }], insertedRow, 1)).toThrow();
  });
});
