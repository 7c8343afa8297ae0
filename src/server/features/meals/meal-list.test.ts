import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let bob: SignedInClient;

const lunch = { mealType: "lunch", food: "Pasta", calories: 600, proteins: 20, carbs: 80, fats: 10 };

beforeAll(async () => {
  t = await createTestApp();
  bob = await signedIn(t.app, "bob", "Europe/Rome");
});
afterAll(() => t.close());

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
