import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { progressPercent } from "../../../shared/domain/progress.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/**
 * The two built-in consultants asked about one day with meals: every figure they state must agree
 * with each other and with what the dashboard, the trends and the profile show for that day.
 */
const ZONE = "Europe/Rome";
let t: TestApp;
let eve: SignedInClient;
let dashboard: { totals: Record<"calories" | "proteins" | "carbs" | "fats", number> };
let goal: { name: string; calories: number; proteins: number; carbs: number; fats: number };

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      auth: { max: 1000, timeWindowMs: 60_000 },
      adminAccess: { max: 5, timeWindowMs: 60_000 },
      ai: { max: 1000, timeWindowMs: 60_000 },
      contact: { max: 1000, timeWindowMs: 60_000 },
    },
  });
  eve = await signedIn(t.app, "eve", ZONE);
  const today = localDayOf(new Date(), ZONE);
  const now = new Date().toISOString();
  const meals = [
    { mealType: "breakfast", food: "Porridge", calories: 420, proteins: 14, carbs: 66, fats: 9, timestamp: now },
    { mealType: "lunch", food: "Tuna salad", calories: 610, proteins: 45, carbs: 30, fats: 32, timestamp: now },
    // A quick add: calories only.
    { mealType: "snack", food: "Pastry at the bar", calories: 350, timestamp: now },
    // The week before today: two logged days.
    { mealType: "dinner", food: "Pizza", calories: 1100, proteins: 40, carbs: 130, fats: 42, date: addDays(today, -1) },
    { mealType: "lunch", food: "Risotto", calories: 700, proteins: 20, carbs: 110, fats: 18, date: addDays(today, -3) },
    { mealType: "dinner", food: "Soup", calories: 300, proteins: 12, carbs: 40, fats: 8, date: addDays(today, -3) },
  ];
  for (const meal of meals) expect((await eve.client.post("/api/meals", meal)).statusCode).toBe(201);
  goal = { name: "Steady", calories: 2100, proteins: 140, carbs: 230, fats: 70 };
  await eve.client.post("/api/nutrition-goals", { ...goal, startDate: today, isActive: true });
  await eve.client.post("/api/user-profile", {
    name: "Eve",
    age: 38,
    gender: "female",
    weight: 66,
    height: 171,
    activityLevel: "light",
  });
  dashboard = (await eve.client.get("/api/dashboard/today")).json();
});
afterAll(() => t.close());

async function ask(chatType: "meals" | "goals", query: string): Promise<string> {
  const res = await eve.client.post("/api/ai-chat", { query, chatType });
  expect(res.statusCode).toBe(200);
  return res.json().answer as string;
}

/** The numbers a pattern captures, thousands separators removed. */
function figure(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no ${pattern} in: ${text}`);
  return Number(match[1].replace(/,/g, ""));
}

describe("the consultants about one day", () => {
  it("state today's totals as the dashboard does, in both chats and every wording", async () => {
    const { totals } = dashboard;
    expect(totals).toEqual({ calories: 1380, proteins: 59, carbs: 96, fats: 41 });

    const listed = await ask("meals", "What did I eat today?");
    expect(figure(listed, /([\d,]+) kcal in total/)).toBe(totals.calories);
    expect(listed).toContain("Pastry at the bar, 350 kcal (macros not given)");

    for (const [question, pattern, key] of [
      ["How many calories have I eaten today?", /eaten ([\d,.]+) kcal/, "calories"],
      ["How much protein have I eaten today?", /eaten ([\d,.]+) g of protein/, "proteins"],
      ["How many carbs did I have so far", /eaten ([\d,.]+) g of carbs/, "carbs"],
      ["How much fat have I eaten today?", /eaten ([\d,.]+) g of fat/, "fats"],
    ] as const) {
      const answer = await ask("meals", question);
      expect(figure(answer, pattern)).toBe(totals[key]);
      // The quick add's missing grams are said, not hidden.
      if (key !== "calories") expect(answer).toContain("1 meal was logged without macros");
    }

    const fromMeals = await ask("meals", "What is left today?");
    const fromGoals = await ask("goals", "What is left today?");
    expect(fromGoals).toBe(fromMeals);
    expect(figure(fromMeals, /you have had ([\d,]+) kcal/)).toBe(totals.calories);
    expect(figure(fromMeals, /kcal, ([\d,]+) g protein, [\d,]+ g carbs and [\d,]+ g fat today/)).toBe(totals.proteins);
    expect(figure(fromMeals, /Left: ([\d,]+) kcal/)).toBe(goal.calories - totals.calories);
    expect(figure(fromMeals, /Left: [\d,]+ kcal, ([\d,]+) g protein/)).toBe(goal.proteins - totals.proteins);
  });

  it("give the goal's percentage as the dashboard card rounds it", async () => {
    const answer = await ask("goals", "What is my current goal?");
    expect(figure(answer, /is ([\d,]+) kcal/)).toBe(goal.calories);
    expect(figure(answer, /at (\d+)% of its calories/)).toBe(progressPercent(dashboard.totals.calories, goal.calories));
  });

  it("average the 7 days before today, say so, and agree with the trends", async () => {
    const answer = await ask("goals", "Is my goal realistic?");
    expect(answer).toContain("In the 7 days before today");
    const trends = (await eve.client.get("/api/trends?days=7")).json() as { points: { calories: number }[] };
    const before = trends.points.slice(0, -1).filter((p) => p.calories > 0);
    expect(before).toHaveLength(2);
    const average = Math.round(before.reduce((sum, p) => sum + p.calories, 0) / before.length);
    expect(figure(answer, /you averaged ([\d,]+) kcal/)).toBe(average);
    expect(answer).toContain("(2 logged days)");
  });

  it("give the BMI, BMR and daily energy the profile shows", async () => {
    const profile = (await eve.client.get("/api/user-profile")).json() as {
      bmi: number;
      bmr: number;
      dailyEnergy: number;
    };
    const bmi = await ask("goals", "What is my BMI?");
    expect(figure(bmi, /= ([\d.]+), which is/)).toBe(profile.bmi);
    const bmr = await ask("goals", "What is my BMR?");
    expect(figure(bmr, /= ([\d,]+) kcal a day/)).toBe(profile.bmr);
    expect(figure(bmr, /about ([\d,]+) kcal a day \(your TDEE\)/)).toBe(profile.dailyEnergy);
    const tdee = await ask("goals", "How does TDEE work?");
    expect(figure(tdee, /\) = ([\d,]+) kcal a day/)).toBe(profile.dailyEnergy);
  });
});
