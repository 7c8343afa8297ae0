import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDayOf, localTimeOnDay } from "../../../shared/domain/local-day.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;

const meal = (food: string, calories: number, timestamp: Date | string) => ({
  mealType: "snack",
  food,
  calories,
  proteins: 1,
  carbs: 2,
  fats: 3,
  timestamp: typeof timestamp === "string" ? timestamp : timestamp.toISOString(),
});

interface Point {
  date: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(["Pacific/Kiritimati", "Pacific/Honolulu"])("a user in %s", (zone) => {
  let user: SignedInClient;
  const today = () => localDayOf(new Date(), zone);

  beforeAll(async () => {
    user = await signedIn(t.app, `user-${zone.split("/")[1]?.toLowerCase()}`, zone);
    const yesterday = addDays(today(), -1);
    await user.client.post("/api/meals", meal("late", 500, localTimeOnDay(yesterday, 23, 30, zone)));
    await user.client.post("/api/meals", meal("early", 300, localTimeOnDay(today(), 0, 30, zone)));
    await user.client.post("/api/meals", meal("old", 50, localTimeOnDay(addDays(today(), -7), 12, 0, zone)));
    await user.client.post("/api/meals", meal("too old", 9999, localTimeOnDay(addDays(today(), -8), 23, 59, zone)));
  });

  it("counts the 00:30 meal today and the 23:30 meal yesterday on the dashboard", async () => {
    const res = await user.client.get("/api/dashboard/today");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: today(),
      timeZone: zone,
      totals: { calories: 300, proteins: 1, carbs: 2, fats: 3 },
      mealCount: 1,
      activeGoal: null,
    });
    expect(res.json().meals.map((m: { food: string }) => m.food)).toEqual(["early"]);
  });

  it("gives 8 points for 7 days, oldest first, with the meals on their local days and zeros elsewhere", async () => {
    const res = await user.client.get("/api/trends?days=7");
    expect(res.statusCode).toBe(200);
    const { days, timeZone, points } = res.json() as { days: number; timeZone: string; points: Point[] };
    expect({ days, timeZone }).toEqual({ days: 7, timeZone: zone });
    expect(points.map((p) => p.date)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(today(), i - 7)));
    expect(points.map((p) => p.calories)).toEqual([50, 0, 0, 0, 0, 0, 500, 300]);
    expect(points[2]).toEqual({ date: addDays(today(), -5), calories: 0, proteins: 0, carbs: 0, fats: 0 });
  });

  it("gives 15 and 31 points for 14 and 30 days", async () => {
    const fourteen = (await user.client.get("/api/trends?days=14")).json().points as Point[];
    expect(fourteen).toHaveLength(15);
    expect(fourteen.reduce((sum, p) => sum + p.calories, 0)).toBe(50 + 500 + 300 + 9999);
    expect((await user.client.get("/api/trends?days=30")).json().points).toHaveLength(31);
  });
});

describe("GET /api/trends", () => {
  it("sums the 23-hour and 25-hour DST days in Europe/Rome exactly", async () => {
    const rome = await signedIn(t.app, "rome", "Europe/Rome");
    const meals = [
      ["2026-03-28T22:59:00Z", 1], // 23:59 on 03-28 (+1)
      ["2026-03-28T23:00:00Z", 10], // 00:00 on 03-29
      ["2026-03-29T00:59:00Z", 20], // 01:59, just before the jump
      ["2026-03-29T01:00:00Z", 40], // 03:00, just after it
      ["2026-03-29T21:59:00Z", 80], // 23:59 on 03-29 (+2)
      ["2026-03-29T22:00:00Z", 2], // 00:00 on 03-30
      ["2026-10-24T22:00:00Z", 100], // 00:00 on 10-25 (+2)
      ["2026-10-25T00:30:00Z", 200], // 02:30, first time
      ["2026-10-25T01:30:00Z", 400], // 02:30, second time (+1)
      ["2026-10-25T22:59:00Z", 800], // 23:59 on 10-25 (+1)
      ["2026-10-25T23:00:00Z", 3], // 00:00 on 10-26
    ] as const;
    for (const [timestamp, calories] of meals) await rome.client.post("/api/meals", meal("m", calories, timestamp));

    const spring = (await rome.client.get("/api/trends?days=7&endDate=2026-03-30")).json().points as Point[];
    expect(spring.slice(-3).map((p) => [p.date, p.calories])).toEqual([
      ["2026-03-28", 1],
      ["2026-03-29", 150],
      ["2026-03-30", 2],
    ]);
    expect(spring.find((p) => p.date === "2026-03-29")?.fats).toBe(12);
    const autumn = (await rome.client.get("/api/trends?days=7&endDate=2026-10-26")).json().points as Point[];
    expect(autumn.slice(-2).map((p) => [p.date, p.calories])).toEqual([
      ["2026-10-25", 1500],
      ["2026-10-26", 3],
    ]);
    const day = await rome.client.get("/api/meals?startDate=2026-10-25&endDate=2026-10-25");
    expect(day.json()).toHaveLength(4);
  });

  it("counts days in the X-Time-Zone header's zone when it is valid", async () => {
    const traveller = await signedIn(t.app, "traveller", "UTC");
    await traveller.client.post("/api/meals", meal("m", 100, "2026-05-10T10:30:00Z"));
    const utc = (await traveller.client.get("/api/trends?days=7&endDate=2026-05-11")).json();
    expect(utc.points.at(-2)).toMatchObject({ date: "2026-05-10", calories: 100 });
    const kiri = (
      await traveller.client.get("/api/trends?days=7&endDate=2026-05-11", { "x-time-zone": "Pacific/Kiritimati" })
    ).json();
    expect(kiri.timeZone).toBe("Pacific/Kiritimati");
    expect(kiri.points.at(-1)).toMatchObject({ date: "2026-05-11", calories: 100 });
    const bogus = (
      await traveller.client.get("/api/trends?days=7&endDate=2026-05-11", { "x-time-zone": "Nowhere/City" })
    ).json();
    expect(bogus.timeZone).toBe("UTC");
  });

  it.each(["10", "0", "abc", "7.0", "-7", "1e9"])("refuses days=%s with 400", async (days) => {
    const c = await signedIn(t.app, `days-${days.replace(/\W/g, "x")}`);
    const res = await c.client.get(`/api/trends?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("days must be 7, 14 or 30");
  });

  it("shows only the caller's meals, refuses another user's id and needs a session", async () => {
    const a = await signedIn(t.app, "owner");
    const b = await signedIn(t.app, "other");
    await a.client.post("/api/meals", meal("m", 700, new Date()));
    const bPoints = (await b.client.get("/api/trends?days=7")).json().points as Point[];
    expect(bPoints.every((p) => p.calories === 0)).toBe(true);
    expect((await b.client.get(`/api/trends?days=7&userId=${a.id}`)).statusCode).toBe(403);
    expect((await b.client.get("/api/dashboard/today")).json().totals.calories).toBe(0);
    expect((await new TestClient(t.app).get("/api/trends")).statusCode).toBe(401);
    expect((await new TestClient(t.app).get("/api/dashboard/today")).statusCode).toBe(401);
    expect((await a.client.get("/api/trends?days=7&endDate=2026-02-30")).statusCode).toBe(400);
  });
});
