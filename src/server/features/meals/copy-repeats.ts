import type { Locale } from "../../../shared/i18n/locales.js";
import type { MealRow } from "../../db/schema/index.js";
import { i18nFor } from "../../i18n.js";

/** What makes two meals the same entry in a diary: what it was, in which slot, and its four numbers. */
type Entry = Pick<MealRow, "mealType" | "food" | "calories" | "proteins" | "carbs" | "fats">;

const entryKey = (meal: Entry) =>
  JSON.stringify([meal.mealType, meal.food, meal.calories, meal.proteins, meal.carbs, meal.fats]);

/**
 * Splits the meals to copy into those the target day already has and the others. The time of day
 * does not count (a copy keeps its source's time, but the same breakfast logged at 7:40 instead of
 * 8:00 is still the same breakfast), and each meal already there answers for one meal to copy:
 * two coffees yesterday against one today is one already there and one to copy.
 */
export function splitRepeats<Source extends Entry>(
  source: readonly Source[],
  target: readonly Entry[],
): { alreadyThere: Source[]; others: Source[] } {
  const unclaimed = new Map<string, number>();
  for (const meal of target) unclaimed.set(entryKey(meal), (unclaimed.get(entryKey(meal)) ?? 0) + 1);
  const alreadyThere: Source[] = [];
  const others: Source[] = [];
  for (const meal of source) {
    const left = unclaimed.get(entryKey(meal)) ?? 0;
    if (left > 0) {
      unclaimed.set(entryKey(meal), left - 1);
      alreadyThere.push(meal);
    } else {
      others.push(meal);
    }
  }
  return { alreadyThere, others };
}

/**
 * The 409's message in `locale`: which day (`null` is today), how many of the meals, and that
 * nothing was copied. One whole sentence per case, so each language orders its own words.
 */
export function copyConflictMessage(day: string | null, alreadyThere: number, total: number, locale: Locale): string {
  const i18n = i18nFor(locale);
  if (total === 1) {
    return day === null
      ? i18n._("Today already has this meal: nothing was copied.")
      : i18n._("{day} already has this meal: nothing was copied.", { day });
  }
  if (alreadyThere === total) {
    return day === null
      ? i18n._("Today already has these {total} meals: nothing was copied.", { total })
      : i18n._("{day} already has these {total} meals: nothing was copied.", { day, total });
  }
  return day === null
    ? i18n._("Today already has {alreadyThere} of these {total} meals: nothing was copied.", { alreadyThere, total })
    : i18n._("{day} already has {alreadyThere} of these {total} meals: nothing was copied.", {
        day,
        alreadyThere,
        total,
      });
}
