/** Goal recommendations from the profile: maintenance, weight loss and muscle gain (spec core 9). */
import type { GoalRecommendation } from "../../../../shared/contracts/ai.js";
import { type BmiCategory, bmi, bmiCategory, bmr, tdee } from "../../../../shared/domain/health.js";
import { type MacroSplit, macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import type { NutritionContext } from "../provider.js";
import { fmt, fmt1 } from "./foods.js";

export const DEFICIT_KCAL = 500;
export const SURPLUS_KCAL = 300;
export const DEFAULT_DAY_KCAL = 2000;

export type GoalKind = "maintenance" | "weightloss" | "muscle_gain";

/** The lowest daily intake a weight-loss goal suggests: 1500 kcal for men, 1200 otherwise, never below BMR. */
export function calorieFloor(gender: "male" | "female" | "other" | null, bmrKcal: number): number {
  return Math.max(gender === "male" ? 1500 : 1200, Math.round(bmrKcal));
}

export interface GoalPlan {
  kind: GoalKind;
  calories: number;
  split: MacroSplit;
}

/** The three goals' calories: TDEE, TDEE - 500 (not below the floor), TDEE + 300. */
export function goalPlans(maintenanceKcal: number, floor: number): Record<GoalKind, GoalPlan> {
  return {
    maintenance: { kind: "maintenance", calories: maintenanceKcal, split: macroSplits.maintenance },
    weightloss: {
      kind: "weightloss",
      calories: Math.max(maintenanceKcal - DEFICIT_KCAL, floor),
      split: macroSplits.weightloss,
    },
    muscle_gain: { kind: "muscle_gain", calories: maintenanceKcal + SURPLUS_KCAL, split: macroSplits.muscle_gain },
  };
}

/** Overweight/Obese: weight loss first; Underweight: muscle gain first; otherwise maintenance first. */
export function goalOrder(category: BmiCategory | null): GoalKind[] {
  if (category === "Overweight" || category === "Obese") return ["weightloss", "maintenance", "muscle_gain"];
  if (category === "Underweight") return ["muscle_gain", "maintenance", "weightloss"];
  return ["maintenance", "weightloss", "muscle_gain"];
}

const titles: Record<GoalKind, string> = {
  maintenance: "Maintenance",
  weightloss: "Weight loss",
  muscle_gain: "Muscle gain",
};

function splitText(split: MacroSplit): string {
  return `${split.protein}% protein, ${split.carbs}% carbs, ${split.fat}% fat`;
}

const descriptions: Record<GoalKind, (split: MacroSplit) => string> = {
  maintenance: (s) => `Keep your current weight with a balanced intake: ${splitText(s)}.`,
  weightloss: (s) =>
    `A moderate deficit of about ${DEFICIT_KCAL} kcal a day (roughly 0.5 kg a week) with high protein to keep muscle: ${splitText(s)}.`,
  muscle_gain: (s) =>
    `A small surplus of ${SURPLUS_KCAL} kcal a day with plenty of protein and carbs for training: ${splitText(s)}.`,
};

function recommendation(plan: GoalPlan, reason: string): GoalRecommendation {
  return {
    title: `${titles[plan.kind]}: ${fmt(plan.calories)} kcal`,
    description: descriptions[plan.kind](plan.split),
    calories: plan.calories,
    ...macroGrams(plan.calories, plan.split),
    reason,
  };
}

const activityWords = {
  sedentary: "sedentary",
  light: "lightly active",
  moderate: "moderately active",
  active: "active",
  very_active: "very active",
} as const;

export function goalRecommendationsFor(context: NutritionContext): GoalRecommendation[] {
  const profile = context.profile;
  if (!profile) {
    const plans = goalPlans(DEFAULT_DAY_KCAL, calorieFloor(null, 0));
    const why =
      "You have no profile yet, so this is based on a generic 2,000 kcal day. Add your age, gender, weight, " +
      "height and activity level in the Profile tab for numbers that fit you.";
    return goalOrder(null).map((kind) => recommendation(plans[kind], why));
  }

  const basal = bmr(profile);
  const maintenance = Math.round(tdee(profile, profile.activityLevel));
  const floor = calorieFloor(profile.gender, basal);
  const plans = goalPlans(maintenance, floor);
  const bmiValue = bmi(profile.weight, profile.height);
  const category = bmiCategory(bmiValue);
  const body =
    `Your BMR is ${fmt(basal)} kcal (Harris-Benedict) and, being ${activityWords[profile.activityLevel]}, ` +
    `you burn about ${fmt(maintenance)} kcal a day.`;
  const bmiText = `Your BMI is ${fmt1(bmiValue)} (${category}).`;

  const reasons: Record<GoalKind, string> = {
    maintenance: `${body} Eating about that much keeps your weight stable. ${bmiText}`,
    weightloss:
      `${body} ${fmt(DEFICIT_KCAL)} kcal less a day loses about 0.5 kg a week` +
      (plans.weightloss.calories > maintenance - DEFICIT_KCAL
        ? `; it is kept at ${fmt(floor)} kcal, the safe minimum for you.`
        : ".") +
      ` ${bmiText}` +
      (category === "Overweight" || category === "Obese"
        ? " Losing some weight would bring it closer to normal."
        : "") +
      (category === "Underweight" ? " With a BMI under 18.5, losing weight is not advisable." : ""),
    muscle_gain:
      `${body} ${fmt(SURPLUS_KCAL)} kcal more a day supports muscle growth with strength training. ${bmiText}` +
      (category === "Underweight" ? " Gaining some weight would bring it into the normal range." : ""),
  };
  return goalOrder(category).map((kind) => recommendation(plans[kind], reasons[kind]));
}
