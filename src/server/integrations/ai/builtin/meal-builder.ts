/** Meal suggestions: a seeded search over foods and portions for what best fits a meal's target. */
import type { MealSuggestion } from "../../../../shared/contracts/ai.js";
import type { MealType } from "../../../../shared/contracts/meals.js";
import type { NutritionContext } from "../provider.js";
import { buildRolePools, lightTemplates, type Role, type RoleFood, type RolePools, templates } from "./food-roles.js";
import {
  type BuiltinFood,
  foodName,
  hashString,
  seededRandom,
  shortNameIn,
  sumFoods,
  type Totals,
  upperFirst,
} from "./foods.js";
import { type MealTarget, mealTarget, mealTypesAhead } from "./targets.js";
import { type Words, wordsFor } from "./words.js";

interface Item {
  role: Role;
  entry: RoleFood;
  grams: number;
  optional: boolean;
}

interface Candidate {
  /** Index of the template it was built from. */
  template: number;
  items: Item[];
  totals: Totals;
  score: number;
}

/** Accepted distance from the kcal target before weaker fits are considered. */
const KCAL_TOLERANCE = 0.15;
const PASSES = 4;
const DIVERSITY_MARGIN = 0.15;

function totalsOf(items: Item[]): Totals {
  return sumFoods(items.map((i) => ({ food: i.entry.food, grams: i.grams })));
}

/** Weighted distance to the target (kcal first, then protein, carbs, fat), minus a fiber bonus. */
export function scoreTotals(t: Totals, target: MealTarget): number {
  const rel = (value: number, goal: number, floor: number) => (value - goal) / Math.max(goal, floor);
  let score =
    12 * rel(t.calories, target.calories, 60) ** 2 +
    2 * rel(t.proteins, target.proteins, 8) ** 2 +
    rel(t.carbs, target.carbs, 10) ** 2 +
    rel(t.fats, target.fats, 5) ** 2;
  const ceiling = target.calories * 1.05;
  if (t.calories > ceiling) score += 20 * ((t.calories - ceiling) / target.calories) ** 2;
  return score - (0.1 * Math.min(t.fiber, 10)) / 10;
}

/** Coordinate descent over each food's allowed grams (0 for optional foods). */
function optimise(items: Item[], target: MealTarget, template: number): Candidate {
  let best = scoreTotals(totalsOf(items), target);
  for (let pass = 0; pass < PASSES; pass++) {
    let changed = false;
    for (const item of items) {
      const current = item.grams;
      const options = item.optional ? [0, ...item.entry.amounts] : item.entry.amounts;
      let chosen = current;
      for (const grams of options) {
        if (grams === current) continue;
        item.grams = grams;
        const score = scoreTotals(totalsOf(items), target);
        if (score < best - 1e-9) {
          best = score;
          chosen = grams;
        }
      }
      item.grams = chosen;
      if (chosen !== current) changed = true;
    }
    if (!changed) break;
  }
  return { template, items, totals: totalsOf(items), score: best };
}

function candidatesFor(pools: RolePools, target: MealTarget, seed: string): Candidate[] {
  const random = seededRandom(hashString(seed));
  const seen = new Set<string>();
  const out: Candidate[] = [];
  const list = target.light ? lightTemplates : templates[target.mealType];
  list.forEach((template, index) => {
    if (template.roles.some((role) => pools[role].length === 0)) return;
    for (let s = 0; s < template.samples; s++) {
      const entries = template.roles.map((role) => {
        const pool = pools[role];
        return pool[Math.floor(random() * pool.length)] as RoleFood;
      });
      const ids = entries.map((e) => String(e.food.id));
      const key = `${template.roles.join("+")}:${ids.join("+")}`;
      if (seen.has(key) || new Set(ids).size !== ids.length) continue;
      seen.add(key);
      const items = template.roles.map((role, i) => {
        const entry = entries[i] as RoleFood;
        return { role, entry, grams: entry.typical, optional: template.optional?.includes(role) ?? false };
      });
      out.push(optimise(items, target, index));
    }
  });
  return out.sort((a, b) => a.score - b.score);
}

/**
 * The best candidates with distinct main foods, close fits first; a candidate from a template not yet
 * used wins when it scores within DIVERSITY_MARGIN of the best, so the three are not all alike.
 */
function pickDistinct(candidates: Candidate[], target: MealTarget, count: number, exclude: Set<string>): Candidate[] {
  const close = (c: Candidate) => Math.abs(c.totals.calories - target.calories) <= KCAL_TOLERANCE * target.calories;
  const pool = [...candidates.filter(close), ...candidates.filter((c) => !close(c))];
  const picked: Candidate[] = [];
  const mains = new Set(exclude);
  const usedTemplates = new Set<number>();
  const mainOf = (c: Candidate) => String(c.items[0]?.entry.food.id);
  while (picked.length < count) {
    const open = pool.filter((c) => !mains.has(mainOf(c)));
    const first = open[0];
    if (!first) break;
    const fresh = open.find((c) => !usedTemplates.has(c.template) && close(c) === close(first));
    const chosen = fresh && fresh.score <= first.score + DIVERSITY_MARGIN ? fresh : first;
    mains.add(mainOf(chosen));
    usedTemplates.add(chosen.template);
    picked.push(chosen);
  }
  return picked;
}

function mealName(items: Item[], w: Words): string {
  const names = items.filter((i) => i.grams > 0 && i.role !== "oil").map((i) => shortNameIn(i.entry.food, w.locale));
  const [main = "", ...rest] = names;
  return upperFirst(rest.length > 0 ? w.i18n._("{main} with {rest}", { main, rest: w.and(rest) }) : main);
}

/** "It aims at your dinner share ...": one sentence per meal type (each language names it its own way). */
function shareSentence(target: MealTarget, w: Words): string {
  const values = {
    calories: w.n(target.calories),
    proteins: w.n(target.proteins),
    carbs: w.n(target.carbs),
    fats: w.n(target.fats),
  };
  const { i18n } = w;
  if (target.mealType === "breakfast")
    return i18n._(
      "It aims at your breakfast share of about {calories} kcal ({proteins} g protein, {carbs} g carbs, {fats} g fat).",
      values,
    );
  if (target.mealType === "lunch")
    return i18n._(
      "It aims at your lunch share of about {calories} kcal ({proteins} g protein, {carbs} g carbs, {fats} g fat).",
      values,
    );
  if (target.mealType === "dinner")
    return i18n._(
      "It aims at your dinner share of about {calories} kcal ({proteins} g protein, {carbs} g carbs, {fats} g fat).",
      values,
    );
  return i18n._(
    "It aims at your snack share of about {calories} kcal ({proteins} g protein, {carbs} g carbs, {fats} g fat).",
    values,
  );
}

function describe(totals: { calories: number; proteins: number; fiber: number }, target: MealTarget, w: Words): string {
  const { i18n, n } = w;
  const left = target.remainingCalories - totals.calories;
  const values = { calories: n(totals.calories), proteins: n(totals.proteins), left: n(Math.abs(left)) };
  const sentences = [
    left >= 0
      ? i18n._(
          "About {calories} kcal and {proteins} g protein, leaving you {left} kcal for the rest of the day.",
          values,
        )
      : i18n._("About {calories} kcal and {proteins} g protein, {left} kcal over your target for today.", values),
  ];
  if (target.light) {
    sentences.push(i18n._("You have already reached your calorie target for today, so this is a light option."));
  } else {
    sentences.push(shareSentence(target, w));
  }
  if (target.day.basis === "profile") {
    sentences.push(
      i18n._("Based on your estimated daily needs of {calories} kcal; set a goal to fine-tune.", {
        calories: n(target.day.calories),
      }),
    );
  } else if (target.day.basis === "default") {
    sentences.push(i18n._("Based on a default 2,000 kcal day; add your profile or a goal for a closer fit."));
  }
  if (totals.fiber >= 8) sentences.push(i18n._("Rich in fiber ({fiber} g).", { fiber: n(totals.fiber) }));
  return sentences.join(" ");
}

function toSuggestion(candidate: Candidate, target: MealTarget, w: Words): MealSuggestion {
  const used = candidate.items.filter((i) => i.grams > 0);
  const t = totalsOf(used);
  const numbers = {
    calories: Math.round(t.calories),
    proteins: Math.round(t.proteins),
    carbs: Math.round(t.carbs),
    fats: Math.round(t.fats),
    fiber: Math.round(t.fiber),
  };
  return {
    name: mealName(used, w),
    description: describe(numbers, target, w),
    mealType: target.mealType,
    ...numbers,
    ingredients: used.map((i) => ({ name: foodName(i.entry.food, w.locale), grams: i.grams })),
  };
}

export interface MealPlanner {
  /** The best 3 for a meal type; null: one per meal type still ahead today (topped up to 3). */
  suggest(context: NutritionContext, mealType: MealType | null): MealSuggestion[];
}

export function createMealPlanner(catalog: BuiltinFood[]): MealPlanner {
  const pools = buildRolePools(catalog);

  function ranked(context: NutritionContext, mealType: MealType, ahead: MealType[] | null, count: number) {
    const target = mealTarget(context, mealType, ahead);
    const candidates = candidatesFor(pools, target, `${context.today}|${mealType}`);
    return { target, candidates, best: pickDistinct(candidates, target, count, new Set()) };
  }

  return {
    suggest(context, mealType) {
      const w = wordsFor(context);
      if (mealType) {
        const { target, best } = ranked(context, mealType, null, 3);
        return best.map((c) => toSuggestion(c, target, w));
      }
      const ahead = mealTypesAhead(context.localTime);
      const results = ahead.map((type) => ranked(context, type, ahead, 1));
      const out = results.flatMap((r) => r.best.map((c) => toSuggestion(c, r.target, w)));
      const main = results.find((r) => r.target.mealType === "dinner") ?? results[0];
      if (main && out.length < 3) {
        const taken = new Set(main.best.map((c) => String(c.items[0]?.entry.food.id)));
        const more = pickDistinct(main.candidates, main.target, 3 - out.length, taken);
        out.push(...more.map((c) => toSuggestion(c, main.target, w)));
      }
      return out;
    },
  };
}
