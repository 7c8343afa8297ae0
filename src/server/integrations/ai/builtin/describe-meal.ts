/**
 * The built-in assistant's answer to a typed meal: each part read (meal-description.ts), looked up
 * in the food database, weighed from the food's own portions (portion-amount.ts), and summed. What
 * it cannot find is said, never guessed.
 */
import type { DescribedFood, DescribedMeal, UnrecognisedPart } from "../../../../shared/contracts/meal-description.js";
import { nutrientsFor } from "../../../../shared/domain/food-math.js";
import type { Nutrients } from "../../../../shared/domain/nutrients.js";
import type { Locale } from "../../../../shared/i18n/locales.js";
import { type DescribedPart, joinedParts, readPart, splitDescription } from "./meal-description.js";
import { benefitsAndConcerns } from "./meal-notes.js";
import { sameWords, searchWords, unmatchedWords } from "./name-match.js";
import { languageOf, type PortionedFood, quantityText, resolveAmount } from "./portion-amount.js";

/** A food of the database as the assistant needs it. */
export interface CatalogFood extends PortionedFood {
  id: number;
  name: string;
  /** A shared food's Italian name (foods.name_it), shown to an Italian request; null or left out without one. */
  nameIt?: string | null;
  /** Other names people type for it ('toast bread', 'mac and cheese'). */
  aliases: string[];
  per100: Nutrients;
}

/** The food database's ranked search for a query, best first. */
export type FoodFinder = (query: string) => Promise<CatalogFood[]>;

/** The most one part may weigh: the meals' own bound for a food logged by weight. */
export const MAX_PART_GRAMS = 5000;

/**
 * Everyday words the database files under another dish: "toast" is an alias of the Italian
 * grilled cheese sandwich, while in English it is toasted bread.
 */
const EVERYDAY_WORDS: Record<string, string> = { toast: "toast bread", toasts: "toast bread" };

/** The food whose name or an alias is exactly this phrase ("mac and cheese"), if the search has one. */
function exactlyNamed(found: CatalogFood[], phrase: string): CatalogFood | undefined {
  return found.find((food) => namesOf(food).some((name) => sameWords(name, phrase)));
}

/** Every name a food answers to: its own, its Italian one, its aliases. */
const namesOf = (food: CatalogFood) => [food.name, ...(food.nameIt ? [food.nameIt] : []), ...food.aliases];

const queryFor = (food: string) => EVERYDAY_WORDS[food.toLowerCase()] ?? food;

/** The parts a description lists, with joined names split only when the whole is not one food. */
async function lookUp(description: string, find: FoodFinder) {
  const found: { part: DescribedPart; food: CatalogFood | undefined }[] = [];
  for (const piece of splitDescription(description)) {
    const part = readPart(piece);
    const joined = joinedParts(part.food);
    if (joined.length > 1) {
      const whole = part.food.length <= LONGEST_QUERY ? exactlyNamed(await find(part.food), part.food) : undefined;
      if (whole) {
        found.push({ part, food: whole });
        continue;
      }
      // "a slice of toast with butter": the amount belongs to the first food, the others say their own.
      const [first, ...others] = joined as [string, ...string[]];
      const at = part.typed.toLowerCase().indexOf(first.toLowerCase());
      const firstTyped = at < 0 ? first : part.typed.slice(0, at + first.length).trim();
      const parts = [{ ...part, food: first, typed: firstTyped }, ...others.map((other) => readPart(other))];
      for (const each of parts) found.push({ part: each, food: await findOne(each, find) });
      continue;
    }
    found.push({ part, food: await findOne(part, find) });
  }
  return found;
}

/** The search box's own bound (foods contract): no food's name is longer, so a longer part is no food. */
const LONGEST_QUERY = 100;

async function findOne(part: DescribedPart, find: FoodFinder): Promise<CatalogFood | undefined> {
  if (part.food === "" || part.food.length > LONGEST_QUERY) return undefined;
  const [best] = await find(queryFor(part.food));
  return best;
}

/** How many foods a description may name at most (each joined name counted apart): the route's bound. */
export function countDescribedParts(description: string): number {
  return splitDescription(description).reduce((sum, piece) => sum + joinedParts(readPart(piece).food).length, 0);
}

/** The words a closest match lacks, quoted and joined: "“a” or “b”" ("“a” o “b”" in Italian). */
function missingWords(words: string[], locale: Locale): string {
  const quoted = words.map((word) => `“${word}”`);
  if (locale === "en") return quoted.join(" or ");
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(quoted);
}

/**
 * The answer to a typed meal in `locale`: the reasons and notes in that language, and a shared
 * food's Italian name for an Italian request. English by default.
 */
export async function describeMeal(
  description: string,
  find: FoodFinder,
  locale: Locale = "en",
): Promise<DescribedMeal> {
  const language = languageOf(locale);
  const { i18n } = language;
  const foods: (DescribedFood & { nutrients: Nutrients })[] = [];
  const unrecognised: UnrecognisedPart[] = [];
  for (const { part, food } of await lookUp(description, find)) {
    if (part.food === "") {
      unrecognised.push({ typed: part.typed, reason: i18n._("No food is named.") });
      continue;
    }
    const unmatched = food ? unmatchedWords(part.food, namesOf(food)) : [];
    if (!food || unmatched.length === searchWords(part.food).length) {
      unrecognised.push({ typed: part.typed, reason: i18n._("Not found in the food database.") });
      continue;
    }
    const amount = resolveAmount(food, part, language);
    // The closest food, not the one named: say which words it did not match.
    const words = missingWords(unmatched, locale);
    const partly = unmatched.length > 0 ? i18n._("Closest match: its name has no {words}.", { words }) : null;
    const assumed = [partly, amount.assumed].filter(Boolean).join(" ") || null;
    if (amount.grams > MAX_PART_GRAMS) {
      unrecognised.push({
        typed: part.typed,
        reason: i18n._("More than {kg} kg: check the amount.", { kg: MAX_PART_GRAMS / 1000 }),
      });
      continue;
    }
    const nutrients = nutrientsFor(food.per100, amount.grams);
    const weight = `${quantityText(amount.grams, locale)} ${food.basis}`;
    foods.push({
      typed: part.typed,
      foodId: food.id,
      name: locale === "it" && food.nameIt ? food.nameIt : food.name,
      portion: amount.label === weight ? weight : `${amount.label} (${weight})`,
      grams: amount.grams,
      basis: food.basis,
      assumed,
      calories: nutrients.calories,
      proteins: nutrients.proteins,
      carbs: nutrients.carbs,
      fats: nutrients.fats,
      nutrients,
    });
  }
  const total = (key: "calories" | "proteins" | "carbs" | "fats") => foods.reduce((sum, f) => sum + f[key], 0);
  const { benefits, concerns } = benefitsAndConcerns(
    foods.map((f) => f.nutrients),
    language,
  );
  return {
    foods: foods.map(({ nutrients: _, ...food }) => food),
    totalCalories: total("calories"),
    totalProteins: total("proteins"),
    totalCarbs: total("carbs"),
    totalFats: total("fats"),
    benefits,
    concerns,
    unrecognised,
  };
}
