import { describe, expect, it } from "vitest";
import { goalRecommendationSchema } from "../../../../shared/contracts/ai.js";
import type { NutritionContext } from "../provider.js";
import { goalRecommendationsFor } from "./goal-advisor.js";
import { createBuiltinProvider } from "./provider.js";
import { loadCatalog, makeContext } from "./test-support.js";

type Profile = NonNullable<NutritionContext["profile"]>;

/** The spec's formulas, written out independently of the code under test. */
function expected(profile: Profile) {
  const { weight: w, height: h, age: a } = profile;
  const bmr =
    profile.gender === "male"
      ? 88.362 + 13.397 * w + 4.799 * h - 5.677 * a
      : 447.593 + 9.247 * w + 3.098 * h - 4.33 * a;
  const multiplier = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, very_active: 1.9 }[
    profile.activityLevel
  ];
  const maintenance = Math.round(bmr * multiplier);
  const floor = Math.max(profile.gender === "male" ? 1500 : 1200, Math.round(bmr));
  const grams = (kcal: number, p: number, c: number, f: number) => ({
    calories: kcal,
    proteins: Math.round((kcal * p) / 400),
    carbs: Math.round((kcal * c) / 400),
    fats: Math.round((kcal * f) / 900),
  });
  return {
    bmr,
    maintenance: grams(maintenance, 30, 40, 30),
    weightloss: grams(Math.max(maintenance - 500, floor), 40, 30, 30),
    muscle: grams(maintenance + 300, 35, 45, 20),
  };
}

const numbers = (r: { calories: number; proteins: number; carbs: number; fats: number }) => ({
  calories: r.calories,
  proteins: r.proteins,
  carbs: r.carbs,
  fats: r.fats,
});

describe("goal recommendations", () => {
  it("follow the formulas for a normal-weight profile, maintenance first", () => {
    const profile: Profile = { age: 30, gender: "male", weight: 75, height: 180, activityLevel: "moderate" };
    const recs = goalRecommendationsFor(makeContext({ profile }));
    const e = expected(profile);
    expect(recs.map(numbers)).toEqual([e.maintenance, e.weightloss, e.muscle]);
    expect(recs[0]?.title).toBe(`Maintenance: ${e.maintenance.calories.toLocaleString("en-US")} kcal`);
    expect(recs[0]?.title).toMatch(/^Maintenance: \d,\d{3} kcal$/);
    expect(recs[1]?.title).toMatch(/^Weight loss: /);
    expect(recs[2]?.title).toMatch(/^Muscle gain: /);
    for (const r of recs) {
      expect(goalRecommendationSchema.parse(r)).toEqual(r);
      expect(r.reason).toContain(`Your BMR is ${Math.round(e.bmr).toLocaleString("en-US")} kcal`);
    }
  });

  it("put weight loss first when overweight or obese, muscle gain first when underweight", () => {
    const heavy: Profile = { age: 45, gender: "female", weight: 95, height: 165, activityLevel: "light" };
    const heavyRecs = goalRecommendationsFor(makeContext({ profile: heavy }));
    expect(heavyRecs.map((r) => r.title.split(":")[0])).toEqual(["Weight loss", "Maintenance", "Muscle gain"]);
    const e = expected(heavy);
    expect(heavyRecs.map(numbers)).toEqual([e.weightloss, e.maintenance, e.muscle]);

    const light: Profile = { age: 22, gender: "other", weight: 50, height: 178, activityLevel: "active" };
    const lightRecs = goalRecommendationsFor(makeContext({ profile: light }));
    expect(lightRecs.map((r) => r.title.split(":")[0])).toEqual(["Muscle gain", "Maintenance", "Weight loss"]);
    expect(lightRecs[2]?.reason).toContain("not advisable");
  });

  it("never suggest losing weight below 1200 kcal (women) or the BMR", () => {
    const small: Profile = { age: 70, gender: "female", weight: 45, height: 150, activityLevel: "sedentary" };
    expect(goalRecommendationsFor(makeContext({ profile: small }))[1]?.calories).toBe(1200);

    const atBmr: Profile = { age: 30, gender: "female", weight: 90, height: 175, activityLevel: "sedentary" };
    const e = expected(atBmr);
    const loss = goalRecommendationsFor(makeContext({ profile: atBmr })).find((r) => r.title.startsWith("Weight"));
    expect(loss?.calories).toBe(Math.round(e.bmr));
    expect(loss?.calories).toBeGreaterThan(e.maintenance.calories - 500);
  });

  it("never below 1500 kcal for men", () => {
    const old: Profile = { age: 80, gender: "male", weight: 55, height: 165, activityLevel: "sedentary" };
    const loss = goalRecommendationsFor(makeContext({ profile: old })).find((r) => r.title.startsWith("Weight"));
    expect(loss?.calories).toBe(1500);
  });

  it("explain that a profile is needed and fall back to 2000 kcal", async () => {
    const provider = createBuiltinProvider({ catalog: loadCatalog() });
    const recs = await provider.goalRecommendations(makeContext({ profile: null }));
    expect(recs.map(numbers)).toEqual([
      { calories: 2000, proteins: 150, carbs: 200, fats: 67 },
      { calories: 1500, proteins: 150, carbs: 113, fats: 50 },
      { calories: 2300, proteins: 201, carbs: 259, fats: 51 },
    ]);
    for (const r of recs) expect(r.reason).toMatch(/no profile yet.*2,000 kcal/);
  });
});
