import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";
import { logFlatDays } from "./test-days.js";

/** Issue 28: the check-in's why, the expenditure's reason and the goal a check-in makes, in Italian. */
let t: TestApp;
// Monday 15 June 2026, noon UTC.
const now = new Date("2026-06-15T12:00:00Z");
const today = "2026-06-15";
const profile = { name: "Giulia", age: 30, gender: "female", weight: 70, height: 170, activityLevel: "moderate" };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

/** An Italian browser's requests (the test client keeps only the session cookie, not `lang`). */
const inItalian = { "accept-language": "it-IT,it;q=0.9" };

describe("the check-in in Italian", () => {
  it("explains in Italian with Italian figures, and accepting makes a goal named and described in Italian", async () => {
    const giulia = await signedIn(t.app, "giulia", "UTC");
    await giulia.client.post("/api/user-profile", { ...profile, goalDirection: "lose", goalRateKgPerWeek: 0.5 });
    const goal = { name: "Adesso", calories: 2200, proteins: 150, carbs: 230, fats: 73, startDate: "2026-05-01" };
    expect((await giulia.client.post("/api/nutrition-goals", goal)).statusCode).toBe(201);
    await logFlatDays(giulia, today, 28);

    // 2,500 - 550 = 1,950, more than 150 under last week's 2,200: eased to 2,050.
    const proposal = (await giulia.client.get("/api/check-in", inItalian)).json();
    expect(proposal).toMatchObject({ calories: 2050, target: 1950, limitedBy: "weekly-change" });
    const why =
      "Il tuo dispendio energetico misurato è di 2500 kcal al giorno. Per perdere 0,5 kg a settimana servono circa 550 kcal in meno: 1950 kcal al giorno. Questa settimana ci si arriva per gradi: 2050 kcal (al massimo 150 kcal di differenza dalle 2200 kcal della settimana scorsa).";
    expect(proposal.why).toBe(why);
    // The same person's page in English (the web app's X-Language) reads it in English.
    const english = (await giulia.client.get("/api/check-in", { ...inItalian, "x-language": "en" })).json();
    expect(english.why).toBe(
      "Your measured expenditure is 2,500 kcal a day. Losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day. This week it is eased to 2,050 kcal (at most 150 kcal from last week's 2,200 kcal).",
    );

    const accepted = await giulia.client.post("/api/check-in", { accept: true }, inItalian);
    expect(accepted.statusCode).toBe(201);
    const result = accepted.json();
    expect(result.checkIn.why).toBe(why);
    expect(result.goal).toMatchObject({ name: "Check-in del 15 giugno 2026", description: why, calories: 2050 });
    const goals = (await giulia.client.get("/api/nutrition-goals")).json();
    expect(goals.find((g: { id: number }) => g.id === result.goal.id)).toMatchObject({
      name: "Check-in del 15 giugno 2026",
      description: why,
    });

    // The stored check-in keeps the sentence written when it was decided, whatever language reads it later.
    const history = (await giulia.client.get("/api/check-ins", { "x-language": "en" })).json();
    expect(history.map((c: { why: string }) => c.why)).toEqual([why]);
  });

  it("says why the expenditure is still collecting in Italian", async () => {
    const nuova = await signedIn(t.app, "nuova", "UTC");
    expect((await nuova.client.post("/api/user-profile", profile)).statusCode).toBe(201);
    await logFlatDays(nuova, today, 5);
    const collecting = (await nuova.client.get("/api/expenditure", inItalian)).json();
    expect(collecting).toMatchObject({ status: "collecting", windowDays: 5 });
    expect(collecting.reason).toBe("Raccolta dati: 5 giorni su 14.");
    const english = (await nuova.client.get("/api/expenditure")).json();
    expect(english.reason).toBe("Collecting data: 5 of 14 days.");
  });
});
