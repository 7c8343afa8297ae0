/** Chat answers that explain BMI, BMR, TDEE and macro splits with the user's own numbers. */
import { activityMultipliers, bmi, bmiCategory, bmr, tdee } from "../../../../shared/domain/health.js";
import { KCAL_PER_GRAM, macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { NutritionContext } from "../provider.js";
import { calorieFloor } from "./goal-advisor.js";
import { dailyTarget } from "./targets.js";
import { wordsFor } from "./words.js";

const NO_PROFILE = msg(
  "Add your age, gender, weight, height and activity level in the Profile tab and I'll show your own numbers.",
);

const bmiCategoryWords = {
  Underweight: msg("Underweight"),
  Normal: msg("Normal"),
  Overweight: msg("Overweight"),
  Obese: msg("Obese"),
} as const;

const genderWords = { male: msg("male"), female: msg("female"), other: msg("other") } as const;

export function bmiAnswer(context: NutritionContext): string {
  const { i18n, n1 } = wordsFor(context);
  const lines = [
    i18n._("BMI (body mass index) is your weight in kilograms divided by your height in metres squared."),
    i18n._("Categories: under 18.5 Underweight, 18.5 to 24.9 Normal, 25 to 29.9 Overweight, 30 or more Obese."),
  ];
  const p = context.profile;
  if (!p) return [...lines, i18n._(NO_PROFILE)].join(" ");
  const metres = n1(p.height / 100);
  const value = bmi(p.weight, p.height);
  lines.push(
    i18n._("Yours: {weight} kg ÷ ({metres} m × {metres} m) = {bmi}, which is {category}.", {
      weight: n1(p.weight),
      metres,
      bmi: n1(value),
      category: i18n._(bmiCategoryWords[bmiCategory(value)]),
    }),
    i18n._("BMI does not tell muscle from fat, so treat it as a rough guide."),
  );
  return lines.join(" ");
}

export function bmrAnswer(context: NutritionContext): string {
  const { i18n, n, n1, locale } = wordsFor(context);
  // The formula's constants with the language's decimal mark.
  const marks = (text: string) => (locale === "it" ? text.replace(/(\d)\.(\d)/g, "$1,$2") : text);
  const intro = i18n._(
    "BMR (basal metabolic rate) is the energy your body burns at complete rest, just to stay alive. I use the Harris-Benedict formula:",
  );
  const formulas =
    `${intro}\n` +
    `- ${i18n._("men: 88.362 + 13.397 × weight (kg) + 4.799 × height (cm) − 5.677 × age")}\n` +
    `- ${i18n._("women and others: 447.593 + 9.247 × weight (kg) + 3.098 × height (cm) − 4.33 × age")}`;
  const p = context.profile;
  if (!p) return `${formulas}\n${i18n._(NO_PROFILE)}`;
  const value = Math.round(bmr(p));
  const numbers = marks(
    p.gender === "male"
      ? `88.362 + 13.397 × ${n1(p.weight)} + 4.799 × ${n1(p.height)} − 5.677 × ${p.age}`
      : `447.593 + 9.247 × ${n1(p.weight)} + 3.098 × ${n1(p.height)} − 4.33 × ${p.age}`,
  );
  return (
    `${formulas}\n` +
    i18n._(
      "Yours ({gender}, {weight} kg, {height} cm, {age} years): {numbers} = {bmr} kcal a day. With your activity level that becomes about {tdee} kcal a day (your TDEE).",
      {
        gender: i18n._(genderWords[p.gender]),
        weight: n1(p.weight),
        height: n1(p.height),
        age: String(p.age),
        numbers,
        bmr: n(value),
        tdee: n(tdee(p, p.activityLevel)),
      },
    )
  );
}

const activityNames = {
  sedentary: msg("sedentary"),
  light: msg("light"),
  moderate: msg("moderate"),
  active: msg("active"),
  very_active: msg("very active"),
} as const;

export function tdeeAnswer(context: NutritionContext): string {
  const { i18n, n, locale } = wordsFor(context);
  const multiplier = (value: number) => value.toLocaleString(locale === "it" ? "it-IT" : "en-US");
  const list = (Object.keys(activityMultipliers) as (keyof typeof activityMultipliers)[])
    .map((level) => `${i18n._(activityNames[level])} ${multiplier(activityMultipliers[level])}`)
    .join(", ");
  const intro = i18n._(
    "TDEE (total daily energy expenditure) is what you burn in a day: your BMR times an activity multiplier ({list}). Eating about your TDEE keeps your weight stable.",
    { list },
  );
  const p = context.profile;
  if (!p) return `${intro} ${i18n._(NO_PROFILE)}`;
  const base = Math.round(bmr(p));
  const total = Math.round(tdee(p, p.activityLevel));
  const loss = Math.max(total - 500, calorieFloor(p.gender, bmr(p)));
  return `${intro} ${i18n._(
    "Yours: BMR {bmr} kcal × {multiplier} ({activity}) = {tdee} kcal a day. About {loss} kcal a day would lose weight (roughly 0.5 kg a week at a 500 kcal deficit); about {gain} kcal supports muscle gain.",
    {
      bmr: n(base),
      multiplier: multiplier(activityMultipliers[p.activityLevel]),
      activity: i18n._(activityNames[p.activityLevel]),
      tdee: n(total),
      loss: n(loss),
      gain: n(total + 300),
    },
  )}`;
}

export function macrosAnswer(context: NutritionContext): string {
  const { i18n, n } = wordsFor(context);
  const s = macroSplits;
  const split = (x: { protein: number; carbs: number; fat: number }) => `${x.protein}/${x.carbs}/${x.fat}`;
  const parts = [
    i18n._("Macronutrients carry energy: protein and carbs {proteinKcal} kcal per gram, fat {fatKcal}.", {
      proteinKcal: String(KCAL_PER_GRAM.protein),
      fatKcal: String(KCAL_PER_GRAM.fat),
    }),
    i18n._(
      "A split shares your daily calories among them (protein/carbs/fat): maintenance {maintenance}, weight loss {weightloss} (more protein keeps muscle), muscle gain {muscleGain} (carbs fuel training), keto {keto}.",
      {
        maintenance: split(s.maintenance),
        weightloss: split(s.weightloss),
        muscleGain: split(s.muscle_gain),
        keto: split(s.keto),
      },
    ),
    i18n._("Grams = calories × share ÷ kcal per gram."),
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
        i18n._(
          "Your goal: {proteins} g protein ({proteinKcal} kcal), {carbs} g carbs ({carbsKcal} kcal) and {fats} g fat ({fatKcal} kcal), a {split} split.",
          {
            proteins: n(goal.proteins),
            proteinKcal: n(kcal.p),
            carbs: n(goal.carbs),
            carbsKcal: n(kcal.c),
            fats: n(goal.fats),
            fatKcal: n(kcal.f),
            split: `${pct(kcal.p)}/${pct(kcal.c)}/${pct(kcal.f)}`,
          },
        ),
      );
    }
  } else {
    const day = dailyTarget(context);
    const g = macroGrams(day.calories, s.maintenance);
    parts.push(
      i18n._("On {calories} kcal the maintenance split is {proteins} g protein, {carbs} g carbs and {fats} g fat.", {
        calories: n(day.calories),
        proteins: String(g.proteins),
        carbs: String(g.carbs),
        fats: String(g.fats),
      }),
    );
  }
  return parts.join(" ");
}
