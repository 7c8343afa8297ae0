import type { ChatType } from "../../../../shared/contracts/ai.js";
import { type MealType, mealTypes } from "../../../../shared/contracts/meals.js";
import { healthFigures } from "../../../../shared/domain/health.js";
import { macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import { describeBody } from "../body-lines.js";
import type { NutritionContext } from "../provider.js";

/** The prompts the OpenAI provider sends; pure functions of the server-gathered context. */

interface Numbers {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

const r = Math.round;
const numbers = (n: Numbers) =>
  `${r(n.calories)} kcal, protein ${r(n.proteins)} g, carbs ${r(n.carbs)} g, fat ${r(n.fats)} g`;

/** Usual share of a day's energy per meal type. */
const mealShares: Record<MealType, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.3, snack: 0.1 };

function health(context: NutritionContext) {
  return context.profile ? healthFigures(context.profile) : null;
}

/** The day's target: the active goal, else the profile's estimated daily energy with a maintenance split. */
function dailyTarget(context: NutritionContext): (Numbers & { source: string }) | null {
  if (context.activeGoal) return { ...context.activeGoal, source: `the active goal "${context.activeGoal.name}"` };
  const figures = health(context);
  if (!figures) return null;
  const calories = figures.dailyEnergy;
  return { calories, ...macroGrams(calories, macroSplits.maintenance), source: "the estimated daily energy need" };
}

function remainingToday(context: NutritionContext): Numbers | null {
  const target = dailyTarget(context);
  if (!target) return null;
  const left = (goal: number, eaten: number) => Math.max(0, r(goal - eaten));
  const t = context.totalsToday;
  return {
    calories: left(target.calories, t.calories),
    proteins: left(target.proteins, t.proteins),
    carbs: left(target.carbs, t.carbs),
    fats: left(target.fats, t.fats),
  };
}

/** The meal types not logged yet today, in the day's order. */
function openMealTypes(context: NutritionContext): MealType[] {
  const eaten = new Set(context.mealsToday.map((meal) => meal.mealType));
  return mealTypes.filter((type) => !eaten.has(type));
}

/**
 * What is left today, shared among this meal type and the meal types not logged yet today,
 * in proportion to their usual share of a day.
 */
export function mealBudget(context: NutritionContext, mealType: MealType): Numbers | null {
  const remaining = remainingToday(context);
  if (!remaining) return null;
  const open = new Set([...openMealTypes(context), mealType]);
  const share = mealShares[mealType] / [...open].reduce((sum, type) => sum + mealShares[type], 0);
  return {
    calories: r(remaining.calories * share),
    proteins: r(remaining.proteins * share),
    carbs: r(remaining.carbs * share),
    fats: r(remaining.fats * share),
  };
}

/** The facts every prompt is grounded in. */
export function describeContext(context: NutritionContext): string {
  const lines = [
    `User: ${context.username}. Today is ${context.today}, local time ${context.localTime} (${context.timeZone}).`,
    `Eaten today: ${numbers(context.totalsToday)}.`,
  ];
  if (context.mealsToday.length === 0) lines.push("Meals logged today: none.");
  else {
    lines.push("Meals logged today:");
    for (const meal of context.mealsToday) {
      const figures = meal.macrosGiven === false ? `${meal.calories} kcal, macros not given` : numbers(meal);
      lines.push(`- ${meal.mealType}: ${meal.food} (${figures})`);
    }
  }
  lines.push(
    context.activeGoal
      ? `Active daily goal "${context.activeGoal.name}": ${numbers(context.activeGoal)}.`
      : "Active daily goal: none set.",
  );
  const remaining = remainingToday(context);
  const target = dailyTarget(context);
  if (remaining && target) lines.push(`Remaining today against ${target.source}: ${numbers(remaining)}.`);
  const profile = context.profile;
  const figures = health(context);
  if (profile && figures) {
    lines.push(
      `Profile: ${profile.age} years, ${profile.gender}, ${profile.weight} kg, ${profile.height} cm, activity level ${profile.activityLevel.replace("_", " ")}.`,
      `BMI ${figures.bmi} (${figures.bmiCategory}); basal metabolic rate (Harris-Benedict) ${figures.bmr} kcal/day; estimated daily energy need ${figures.dailyEnergy} kcal/day.`,
    );
  } else lines.push("Profile: not filled in (age, gender, weight, height and activity level unknown).");
  const week = context.weekAverage;
  lines.push(
    week.daysLogged > 0
      ? `Average over the ${week.daysLogged} day(s) with meals in the 7 days before today (today not included): ${numbers(week)}.`
      : "No meals logged in the 7 days before today.",
  );
  lines.push(...describeBody(context));
  return lines.join("\n");
}

const chatRoles: Record<ChatType, string> = {
  meals:
    "You are the Nutrition Consultant of Macrowise, a nutrition tracker. You help with meals: what to eat next, how a food fits the day, healthier swaps, simple recipes.",
  goals:
    "You are the Nutritional Goals Consultant of Macrowise, a nutrition tracker. You help set and review daily calorie and macro goals: whether a goal is realistic, how to adjust it, how the recent days compare.",
};

/**
 * Issue 28: the person's language. English needs no word (the prompts are English); Italian asks
 * for every text the person reads in Italian, addressing them with "tu".
 */
export function languageInstruction(context: NutritionContext): string | null {
  if (context.locale !== "it") return null;
  return 'The user reads Italian: answer in Italian, addressing the user informally ("tu"), and write every text the user reads (names, descriptions, reasons) in Italian, with Italian decimal commas. Keep JSON keys and enum values as the schema gives them.';
}

const withLanguage = (context: NutritionContext, parts: string[]) => {
  const language = languageInstruction(context);
  return language ? [...parts, language] : parts;
};

export function chatSystemPrompt(chatType: ChatType, context: NutritionContext): string {
  return withLanguage(context, [
    chatRoles[chatType],
    "Be concise: a few short paragraphs or a short list. Ground your answers in the numbers below and quote them when useful; do not invent meals, goals or figures the user has not logged. If you do not know something, or the data needed is missing, say so plainly and say what would help. You give general nutrition information, not medical advice; suggest a doctor or dietitian for medical conditions.",
    "What Macrowise knows about the user:",
    describeContext(context),
  ]).join("\n\n");
}

export const jsonSystemPrompt =
  "You are a nutrition expert working for Macrowise, a nutrition tracker. Answer with one JSON object that follows the given schema exactly, nothing else. Numbers are plain numbers: kcal and grams as whole numbers.";

export function mealSuggestionsPrompt(context: NutritionContext, mealType: MealType | null): string {
  const lines = [describeContext(context), ""];
  if (mealType) {
    const budget = mealBudget(context, mealType);
    lines.push(
      `Suggest 3 different ${mealType} meals for today (mealType "${mealType}").`,
      budget
        ? `Each should fit this ${mealType} budget, the share of what is left today: about ${numbers(budget)}.`
        : `No daily target is known; suggest balanced ${mealType} portions for an adult.`,
    );
  } else {
    const open = openMealTypes(context);
    const types = open.length > 0 ? open : (["snack"] as MealType[]);
    lines.push(
      types.length > 1
        ? `Suggest ${types.length} meals for the rest of today, one per meal type: ${types.join(", ")}.`
        : `Suggest 3 different ${types[0]} meals for the rest of today (mealType "${types[0]}").`,
    );
    for (const type of types) {
      const budget = mealBudget(context, type);
      if (budget) lines.push(`- ${type} budget, its share of what is left today: about ${numbers(budget)}.`);
    }
  }
  lines.push(
    "Prefer foods that complement what was eaten today. For each meal give a name, a one- or two-sentence description, the meal type, calories, proteins, carbs, fats and fiber (whole numbers, for the whole meal), and the ingredients with grams.",
  );
  return withLanguage(context, lines).join("\n");
}

export function goalRecommendationsPrompt(context: NutritionContext): string {
  return withLanguage(context, [
    describeContext(context),
    "",
    "Recommend exactly 3 different daily nutrition goals for this user (for example maintenance, gradual weight loss, muscle gain), each with a short title, a one-sentence description, daily calories, proteins, carbs and fats (whole numbers), and a reason that explains with the user's own figures (profile, BMI, basal metabolic rate, activity level, recent intake) why it fits.",
    "Keep calories within safe limits: never below the basal metabolic rate when it is known, and never below 1200 kcal.",
    "If the profile is missing, base the goals on the recent intake and say in the reason that a completed profile would make them more precise.",
  ]).join("\n");
}

export const foodAnalysisPrompt = [
  "Identify each food and drink visible in this photo. For each, estimate the portion (e.g. '150 g' or '1 cup') and its calories, proteins, carbs and fats for that portion.",
  "The totals are the sums over the foods. Add short benefits and concerns about the meal as a whole (a few words each).",
  "If the photo shows no food, answer with an empty foods list, zero totals and a concern saying no food was recognised.",
].join("\n");

export function mealImagePrompt(meal: { name: string; description: string; ingredients?: string[] }): string {
  const parts = [`A realistic, appetizing food photograph of ${meal.name.trim()}`];
  if (meal.description.trim()) parts.push(meal.description.trim());
  if (meal.ingredients?.length) parts.push(`Made with ${meal.ingredients.slice(0, 12).join(", ")}`);
  parts.push("Served on a plate, natural light, shallow depth of field, no text, no people, no hands");
  // dall-e-2 takes at most 1000 characters; newer models much more.
  return parts.join(". ").slice(0, 1000);
}
