import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayStatusMessages } from "../../../shared/contracts/day-status.js";
import { expenditureMessages } from "../../../shared/contracts/expenditure.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { dayMarks } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/**
 * The HTTP check: a synthetic month of meals and weigh-ins for people whose expenditure is
 * known, logged as a person logs them, then GET /api/expenditure.
 */
let t: TestApp;
const now = new Date("2026-06-15T12:00:00Z");
const today = "2026-06-15";
const profile = { name: "Ada", age: 30, gender: "male", weight: 80, height: 170, activityLevel: "moderate" };
/** Harris-Benedict x 1.55 at 80 kg (the profile follows the last weigh-in): 1,805.6 x 1.55 = 2,799 kcal. */
const FORMULA = 2799;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

/** A small seeded generator (LCG) with normal draws, so every run logs the same month. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  return { next, normal: (sd: number) => sd * Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()) };
}

interface Month {
  /** kcal logged on each of the 28 days before today (null: nothing logged), split into two meals. */
  intake: (number | null)[];
  /** kg on each day (null: no weigh-in). */
  weights: (number | null)[];
}

async function person(name: string, month: Month, extra: object = {}): Promise<SignedInClient> {
  const who = await signedIn(t.app, name, "UTC");
  expect((await who.client.post("/api/user-profile", { ...profile, ...extra })).statusCode).toBe(201);
  for (let day = 0; day < month.intake.length; day++) {
    const date = addDays(today, day - month.intake.length);
    const kcal = month.intake[day];
    if (kcal !== null && kcal !== undefined) {
      for (const [hour, share] of [
        [8, 0.4],
        [19, 0.6],
      ] as const) {
        const meal = {
          mealType: hour === 8 ? "breakfast" : "dinner",
          food: "Food",
          calories: Math.round(kcal * share),
        };
        const res = await who.client.post("/api/meals", {
          ...meal,
          timestamp: `${date}T${String(hour).padStart(2, "0")}:00:00Z`,
        });
        expect(res.statusCode).toBe(201);
      }
    }
    const kg = month.weights[day];
    if (kg !== null && kg !== undefined) {
      expect((await who.client.post("/api/weights", { date, weightKg: kg })).statusCode).toBe(201);
    }
  }
  return who;
}

const days = (n: number, value: (day: number) => number | null) => Array.from({ length: n }, (_, day) => value(day));

describe("GET /api/expenditure", () => {
  it("2,500 kcal every day and a flat weight: 2,500, updating, with the counts", async () => {
    const flat = await person("flat", { intake: days(28, () => 2500), weights: days(28, () => 80) });
    const res = await flat.client.get("/api/expenditure");
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: "updating",
      formula: FORMULA,
      completeDays: 28,
      weighIns: 28,
      windowDays: 28,
    });
    expect(Object.keys(answer).sort()).toEqual(
      [
        "completeDays",
        "confidence",
        "expenditure",
        "formula",
        "high",
        "low",
        "status",
        "weighIns",
        "windowDays",
      ].sort(),
    );
    expect(Math.abs(answer.expenditure - 2500)).toBeLessThanOrEqual(1);
  });

  it("2,000 kcal a day losing 0.5 kg a week: 2,550", async () => {
    const losing = await person("losing", {
      intake: days(28, () => 2000),
      weights: days(28, (day) => 85 - (0.5 / 7) * day),
    });
    const answer = (await losing.client.get("/api/expenditure")).json();
    expect(answer.status).toBe("updating");
    expect(Math.abs(answer.expenditure - 2550)).toBeLessThanOrEqual(1);
  });

  it("a noisy month of someone burning 2,300 kcal: within the stated error, the interval holding the truth", async () => {
    const random = seeded(26);
    const truth = 2300;
    let tissue = 82;
    let water = 0;
    const intake: (number | null)[] = [];
    const weights: (number | null)[] = [];
    for (let day = 0; day < 28; day++) {
      const eaten = truth - 500 + random.normal(350);
      tissue += (eaten - truth) / 7700;
      water = 0.8 * water + random.normal(0.3);
      intake.push(random.next() < 0.85 ? Math.round(eaten * (1 + random.normal(0.05))) : null);
      weights.push(random.next() < 0.7 ? Math.round((tissue + water + random.normal(0.5)) * 100) / 100 : null);
    }
    const noisy = await person("noisy", { intake, weights });
    const answer = (await noisy.client.get("/api/expenditure")).json();
    expect(answer.status).toBe("updating");
    // Complete days are the logged ones the rule counts (a day under 40 % of the target is partial).
    const statuses = (
      await noisy.client.get(`/api/day-status?from=${addDays(today, -28)}&to=${addDays(today, -1)}`)
    ).json();
    const complete = statuses.filter((day: { status: string }) => day.status === "complete").length;
    expect(complete).toBeGreaterThan(20);
    expect(answer.completeDays).toBe(complete);
    expect(answer.weighIns).toBe(weights.filter((kg) => kg !== null).length);
    // The formula says 2,725: the measurement moves well away from it, to within 350 (the P90) of the truth.
    expect(Math.abs(answer.expenditure - truth)).toBeLessThanOrEqual(350);
    expect(answer.low).toBeLessThanOrEqual(truth);
    expect(answer.high).toBeGreaterThanOrEqual(truth);
  });

  it("a 10-day gap in weigh-ins and unlogged days do not lower the figure; a partial day is left out", async () => {
    const steady = { intake: days(28, () => 2400), weights: days(28, (day) => 80 - 0.05 * day) };
    const reference = (await (await person("reference", steady)).client.get("/api/expenditure")).json();
    const gappy = await person("gappy", {
      // Nothing logged on days 3, 9 and 15; no weigh-in on days 5-14.
      intake: steady.intake.map((kcal, day) => ([3, 9, 15].includes(day) ? null : kcal)),
      weights: steady.weights.map((kg, day) => (day >= 5 && day <= 14 ? null : kg)),
    });
    const withGaps = (await gappy.client.get("/api/expenditure")).json();
    expect(withGaps.status).toBe("updating");
    expect(withGaps).toMatchObject({ completeDays: 25, weighIns: 18 });
    expect(Math.abs(withGaps.expenditure - reference.expenditure)).toBeLessThanOrEqual(50);

    // A day with one snack is partial (not counted, never zero); marking it fasted counts it as 0 kcal.
    const snackDay = addDays(today, -20);
    await gappy.client.post("/api/meals", {
      mealType: "snack",
      food: "Apple",
      calories: 80,
      timestamp: `${addDays(today, -13)}T10:00:00Z`,
    });
    const statuses = (
      await gappy.client.get(`/api/day-status?from=${addDays(today, -14)}&to=${addDays(today, -13)}`)
    ).json();
    expect(statuses.map((day: { status: string }) => day.status)).toEqual(["complete", "partial"]);
    const afterSnack = (await gappy.client.get("/api/expenditure")).json();
    expect(afterSnack.completeDays).toBe(25);
    expect(afterSnack.expenditure).toBe(withGaps.expenditure);

    const marked = await gappy.client.request("PUT", `/api/day-status/${snackDay}`, { status: "partial" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ date: snackDay, status: "partial", marked: "partial", mealCount: 2 });
    const withPartial = (await gappy.client.get("/api/expenditure")).json();
    expect(withPartial.completeDays).toBe(24);

    // Day 9 of the month had nothing logged.
    const fasted = await gappy.client.request("PUT", `/api/day-status/${addDays(today, -19)}`, { status: "fasted" });
    expect(fasted.json()).toMatchObject({ status: "fasted", marked: "fasted", mealCount: 0, calories: 0 });
    const withFast = (await gappy.client.get("/api/expenditure")).json();
    expect(withFast.completeDays).toBe(25);
    expect(withFast.expenditure).toBeLessThan(withPartial.expenditure);

    const auto = await gappy.client.request("PUT", `/api/day-status/${snackDay}`, { status: "auto" });
    expect(auto.json()).toMatchObject({ status: "complete", marked: null });
    expect(await t.database.db.$count(dayMarks, eq(dayMarks.userId, gappy.id))).toBe(1);
  });

  it("says collecting for a new person (the formula, with why) and holding when the weigh-ins stop", async () => {
    const fresh = await person("fresh", { intake: days(5, () => 2500), weights: days(5, () => 80) });
    const collecting = (await fresh.client.get("/api/expenditure")).json();
    expect(collecting).toMatchObject({ status: "collecting", expenditure: FORMULA, formula: FORMULA, completeDays: 5 });
    expect(collecting.reason).toEqual(expect.any(String));

    const own = await person(
      "own",
      { intake: days(5, () => 2500), weights: days(5, () => 80) },
      { startingExpenditure: 2400 },
    );
    expect((await own.client.get("/api/expenditure")).json()).toMatchObject({ expenditure: 2400, formula: 2400 });

    // 28 days logged, but the last weigh-in 10 days ago: the last passing figure is held.
    const stopped = await person("stopped", {
      intake: days(28, () => 2500),
      weights: days(28, (day) => (day < 18 ? 80 : null)),
    });
    const holding = (await stopped.client.get("/api/expenditure")).json();
    expect(holding.status).toBe("holding");
    expect(holding.reason).toMatch(/weigh-in/);
    expect(Math.abs(holding.expenditure - 2500)).toBeLessThanOrEqual(1);

    const history = (
      await stopped.client.get(`/api/expenditure/history?from=${addDays(today, -14)}&to=${today}`)
    ).json();
    expect(history).toHaveLength(15);
    expect(history.at(-1)).toMatchObject({ date: today, status: "holding" });
  });

  it("asks for a profile first, refuses bad marks, and shows nobody else's days", async () => {
    const none = await signedIn(t.app, "none");
    const res = await none.client.get("/api/expenditure");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(expenditureMessages.noProfile);
    const wrong = await none.client.request("PUT", `/api/day-status/${today}`, { status: "complete" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(dayStatusMessages.status);
    const future = await none.client.request("PUT", "/api/day-status/2030-01-01", { status: "fasted" });
    expect(future.json().message).toBe(dayStatusMessages.dateRange);
    expect((await none.client.request("PUT", "/api/day-status/yesterday", { status: "fasted" })).statusCode).toBe(400);
    expect(await t.database.db.$count(dayMarks, eq(dayMarks.userId, none.id))).toBe(0);
    const statuses = (await none.client.get(`/api/day-status?from=${addDays(today, -3)}&to=${today}`)).json();
    expect(statuses.map((day: { status: string }) => day.status)).toEqual(["missing", "missing", "missing", "missing"]);
  });
});
