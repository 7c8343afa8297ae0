/** Goal recommendations from the profile: maintenance, weight loss and muscle gain (spec core 9). */
import type { GoalRecommendation } from "../../../../shared/contracts/ai.js";
import { type BmiCategory, bmi, bmiCategory, bmr, tdee } from "../../../../shared/domain/health.js";
import { type MacroSplit, macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { NutritionContext } from "../provider.js";
import { type Words, wordsFor } from "./words.js";

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
  maintenance: msg("Maintenance"),
  weightloss: msg("Weight loss"),
  muscle_gain: msg("Muscle gain"),
};

function splitText(split: MacroSplit, w: Words): string {
  return w.i18n._("{protein}% protein, {carbs}% carbs, {fat}% fat", {
    protein: String(split.protein),
    carbs: String(split.carbs),
    fat: String(split.fat),
  });
}

function description(kind: GoalKind, split: MacroSplit, w: Words): string {
  const values = { split: splitText(split, w), deficit: String(DEFICIT_KCAL), surplus: String(SURPLUS_KCAL) };
  if (kind === "maintenance") return w.i18n._("Keep your current weight with a balanced intake: {split}.", values);
  if (kind === "weightloss")
    return w.i18n._(
      "A moderate deficit of about {deficit} kcal a day (roughly 0.5 kg a week) with high protein to keep muscle: {split}.",
      values,
    );
  return w.i18n._(
    "A small surplus of {surplus} kcal a day with plenty of protein and carbs for training: {split}.",
    values,
  );
}

function recommendation(plan: GoalPlan, reason: string, w: Words): GoalRecommendation {
  return {
    title: w.i18n._("{title}: {calories} kcal", { title: w.i18n._(titles[plan.kind]), calories: w.n(plan.calories) }),
    description: description(plan.kind, plan.split, w),
    calories: plan.calories,
    ...macroGrams(plan.calories, plan.split),
    reason,
  };
}

const activityWords = {
  sedentary: msg("sedentary"),
  light: msg("lightly active"),
  moderate: msg("moderately active"),
  active: msg("active"),
  very_active: msg("very active"),
} as const;

const bmiCategoryWords: Record<BmiCategory, string> = {
  Underweight: msg("Underweight"),
  Normal: msg("Normal"),
  Overweight: msg("Overweight"),
  Obese: msg("Obese"),
};

export function goalRecommendationsFor(context: NutritionContext): GoalRecommendation[] {
  const w = wordsFor(context);
  const { i18n, n } = w;
  const profile = context.profile;
  if (!profile) {
    const plans = goalPlans(DEFAULT_DAY_KCAL, calorieFloor(null, 0));
    const why = i18n._(
      "You have no profile yet, so this is based on a generic 2,000 kcal day. Add your age, gender, weight, height and activity level in the Profile tab for numbers that fit you.",
    );
    return goalOrder(null).map((kind) => recommendation(plans[kind], why, w));
  }

  const basal = bmr(profile);
  const maintenance = Math.round(tdee(profile, profile.activityLevel));
  const floor = calorieFloor(profile.gender, basal);
  const plans = goalPlans(maintenance, floor);
  const bmiValue = bmi(profile.weight, profile.height);
  const category = bmiCategory(bmiValue);
  const body = i18n._(
    "Your BMR is {bmr} kcal (Harris-Benedict) and, being {activity}, you burn about {maintenance} kcal a day.",
    { bmr: n(basal), activity: i18n._(activityWords[profile.activityLevel]), maintenance: n(maintenance) },
  );
  const bmiText = i18n._("Your BMI is {bmi} ({category}).", {
    bmi: w.n1(bmiValue),
    category: i18n._(bmiCategoryWords[category]),
  });
  const loss =
    plans.weightloss.calories > maintenance - DEFICIT_KCAL
      ? i18n._(
          "{deficit} kcal less a day loses about 0.5 kg a week; it is kept at {floor} kcal, the safe minimum for you.",
          {
            deficit: n(DEFICIT_KCAL),
            floor: n(floor),
          },
        )
      : i18n._("{deficit} kcal less a day loses about 0.5 kg a week.", { deficit: n(DEFICIT_KCAL) });

  const reasons: Record<GoalKind, string> = {
    maintenance: `${body} ${i18n._("Eating about that much keeps your weight stable.")} ${bmiText}`,
    weightloss:
      `${body} ${loss} ${bmiText}` +
      (category === "Overweight" || category === "Obese"
        ? ` ${i18n._("Losing some weight would bring it closer to normal.")}`
        : "") +
      (category === "Underweight" ? ` ${i18n._("With a BMI under 18.5, losing weight is not advisable.")}` : ""),
    muscle_gain:
      `${body} ${i18n._("{surplus} kcal more a day supports muscle growth with strength training.", { surplus: n(SURPLUS_KCAL) })} ${bmiText}` +
      (category === "Underweight" ? ` ${i18n._("Gaining some weight would bring it into the normal range.")}` : ""),
  };
  return goalOrder(category).map((kind) => recommendation(plans[kind], reasons[kind], w));
}
