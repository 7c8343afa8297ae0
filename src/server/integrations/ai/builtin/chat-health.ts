/** Chat answers that explain BMI, BMR, TDEE and macro splits with the user's own numbers. */
import { activityMultipliers, bmi, bmiCategory, bmr, tdee } from "../../../../shared/domain/health.js";
import { KCAL_PER_GRAM, macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import type { NutritionContext } from "../provider.js";
import { fmt, fmt1 } from "./foods.js";
import { calorieFloor } from "./goal-advisor.js";
import { dailyTarget } from "./targets.js";

const NO_PROFILE =
  "Add your age, gender, weight, height and activity level in the Profile tab and I'll show your own numbers.";

export function bmiAnswer(context: NutritionContext): string {
  const lines = [
    "BMI (body mass index) is your weight in kilograms divided by your height in metres squared.",
    "Categories: under 18.5 Underweight, 18.5 to 24.9 Normal, 25 to 29.9 Overweight, 30 or more Obese.",
  ];
  const p = context.profile;
  if (!p) return [...lines, NO_PROFILE].join(" ");
  const metres = p.height / 100;
  const value = bmi(p.weight, p.height);
  lines.push(
    `Yours: ${fmt1(p.weight)} kg ÷ (${fmt1(metres)} m × ${fmt1(metres)} m) = ${fmt1(value)}, which is ${bmiCategory(value)}.`,
    "BMI does not tell muscle from fat, so treat it as a rough guide.",
  );
  return lines.join(" ");
}

function bmrFormula(gender: "male" | "female" | "other"): string {
  return gender === "male"
    ? "88.362 + 13.397 × weight (kg) + 4.799 × height (cm) − 5.677 × age"
    : "447.593 + 9.247 × weight (kg) + 3.098 × height (cm) − 4.33 × age";
}

export function bmrAnswer(context: NutritionContext): string {
  const intro =
    "BMR (basal metabolic rate) is the energy your body burns at complete rest, just to stay alive. " +
    "I use the Harris-Benedict formula:\n" +
    `- men: ${bmrFormula("male")}\n` +
    `- women and others: ${bmrFormula("female")}`;
  const p = context.profile;
  if (!p) return `${intro}\n${NO_PROFILE}`;
  const value = Math.round(bmr(p));
  const numbers =
    p.gender === "male"
      ? `88.362 + 13.397 × ${fmt1(p.weight)} + 4.799 × ${fmt1(p.height)} − 5.677 × ${p.age}`
      : `447.593 + 9.247 × ${fmt1(p.weight)} + 3.098 × ${fmt1(p.height)} − 4.33 × ${p.age}`;
  return (
    `${intro}\n` +
    `Yours (${p.gender}, ${fmt1(p.weight)} kg, ${fmt1(p.height)} cm, ${p.age} years): ${numbers} = ${fmt(value)} kcal a day. ` +
    `With your activity level that becomes about ${fmt(tdee(p, p.activityLevel))} kcal a day (your TDEE).`
  );
}

const activityNames = {
  sedentary: "sedentary",
  light: "light",
  moderate: "moderate",
  active: "active",
  very_active: "very active",
} as const;

export function tdeeAnswer(context: NutritionContext): string {
  const list = (Object.keys(activityMultipliers) as (keyof typeof activityMultipliers)[])
    .map((level) => `${activityNames[level]} ${activityMultipliers[level]}`)
    .join(", ");
  const intro =
    "TDEE (total daily energy expenditure) is what you burn in a day: your BMR times an activity multiplier " +
    `(${list}). Eating about your TDEE keeps your weight stable.`;
  const p = context.profile;
  if (!p) return `${intro} ${NO_PROFILE}`;
  const base = Math.round(bmr(p));
  const total = Math.round(tdee(p, p.activityLevel));
  const loss = Math.max(total - 500, calorieFloor(p.gender, bmr(p)));
  return (
    `${intro} Yours: BMR ${fmt(base)} kcal × ${activityMultipliers[p.activityLevel]} ` +
    `(${activityNames[p.activityLevel]}) = ${fmt(total)} kcal a day. ` +
    `About ${fmt(loss)} kcal a day would lose weight (roughly 0.5 kg a week at a 500 kcal deficit); about ${fmt(total + 300)} kcal supports muscle gain.`
  );
}

export function macrosAnswer(context: NutritionContext): string {
  const s = macroSplits;
  const parts = [
    `Macronutrients carry energy: protein and carbs ${KCAL_PER_GRAM.protein} kcal per gram, fat ${KCAL_PER_GRAM.fat}.`,
    "A split shares your daily calories among them (protein/carbs/fat):" +
      ` maintenance ${s.maintenance.protein}/${s.maintenance.carbs}/${s.maintenance.fat},` +
      ` weight loss ${s.weightloss.protein}/${s.weightloss.carbs}/${s.weightloss.fat} (more protein keeps muscle),` +
      ` muscle gain ${s.muscle_gain.protein}/${s.muscle_gain.carbs}/${s.muscle_gain.fat} (carbs fuel training),` +
      ` keto ${s.keto.protein}/${s.keto.carbs}/${s.keto.fat}.`,
    "Grams = calories × share ÷ kcal per gram.",
  ];
  const goal = context.activeGoal;
  if (goal) {
    const kcal = {
      p: goal.proteins * KCAL_PER_GRAM.protein,
      c: goal.carbs * KCAL_PER_GRAM.carbs,
      f: goal.fats * KCAL_PER_GRAM.fat,
    };
    const sum = kcal.p + kcal.c + kcal.f;
    if (sum > 0) {
      const pct = (v: number) => Math.round((v / sum) * 100);
      parts.push(
        `Your goal: ${fmt(goal.proteins)} g protein (${fmt(kcal.p)} kcal), ${fmt(goal.carbs)} g carbs (${fmt(kcal.c)} kcal) ` +
          `and ${fmt(goal.fats)} g fat (${fmt(kcal.f)} kcal), a ${pct(kcal.p)}/${pct(kcal.c)}/${pct(kcal.f)} split.`,
      );
    }
  } else {
    const day = dailyTarget(context);
    const g = macroGrams(day.calories, s.maintenance);
    parts.push(
      `On ${fmt(day.calories)} kcal the maintenance split is ${g.proteins} g protein, ${g.carbs} g carbs and ${g.fats} g fat.`,
    );
  }
  return parts.join(" ");
}
