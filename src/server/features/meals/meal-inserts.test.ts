import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
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
});
