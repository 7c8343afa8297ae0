import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/** The offline assistant answers issue 26's questions from the person's own expenditure and trend. */
let t: TestApp;
let ana: SignedInClient;
const ZONE = "Europe/Rome";

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedIn(t.app, "anabody", ZONE);
  const profile = { name: "Ana", age: 34, gender: "female", weight: 70, height: 168, activityLevel: "light" };
  expect((await ana.client.post("/api/user-profile", profile)).statusCode).toBe(201);
  const today = localDayOf(new Date(), ZONE);
  // 21 daily weigh-ins going down 0.1 kg a day (0.7 kg a week).
  for (let day = 20; day >= 0; day -= 1) {
    const res = await ana.client.post("/api/weights", { date: addDays(today, -day), weightKg: 70 - (20 - day) * 0.1 });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const ask = async (query: string) => {
  const res = await ana.client.post("/api/ai-chat", { query, chatType: "goals" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().answer as string;
};

describe("body questions to the offline assistant", () => {
  it("'what is my expenditure?' gives /api/expenditure's figure and interval", async () => {
    const e = (await ana.client.get("/api/expenditure")).json();
    const answer = await ask("What is my expenditure?");
    const kcal = (value: number) => `${value.toLocaleString("en-US")} kcal`;
    expect(answer).toContain(`${kcal(e.expenditure)} a day`);
    expect(answer).toContain(`95 % interval ${kcal(e.low)} to ${kcal(e.high)}`);
  });

  it("'how fast am I losing?' gives the trend's per-week change", async () => {
    const trend = (await ana.client.get("/api/weights/trend")).json();
    expect(trend.changes.perWeek).toBeCloseTo(-0.7, 1);
    expect(await ask("How fast am I losing?")).toContain("going down by 0.7 kg a week");
  });

  it("'am I on track?' weighs the trend against the goal's direction", async () => {
    const answer = await ask("Am I on track?");
    // The profile's goal is 'maintain' by default: losing 0.7 kg a week is faster than that.
    expect(answer).toContain("Faster than planned");
    expect(answer).toContain("you have no active goal");
  });
});
