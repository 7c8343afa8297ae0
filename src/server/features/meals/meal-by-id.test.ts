import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealMessages } from "../../../shared/contracts/meals.js";
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
