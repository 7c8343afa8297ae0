import { type MealType, mealTypes } from "../../shared/domain/meal-types.js";
import { msg } from "../../shared/i18n/msg.js";

/**
 * The meal types' names: catalog messages (English, the ids), shown as `i18n._(label)`; so are
 * `mealTypeLabel`'s answers and the slots' titles.
 */
export const mealTypeLabels: Record<MealType, string> = {
  breakfast: msg("Breakfast"),
  lunch: msg("Lunch"),
  dinner: msg("Dinner"),
  snack: msg("Snack"),
};

/** The coloured dot by meal type (spec core 2): breakfast, lunch, dinner, anything else. */
export function mealTypeDotClass(type: string): string {
  switch (type) {
    case "breakfast":
      return "bg-amber-400";
    case "lunch":
      return "bg-emerald-500";
    case "dinner":
      return "bg-indigo-500";
    default:
      return "bg-pink-500";
  }
}

export function mealTypeLabel(type: string): string {
  return Object.hasOwn(mealTypeLabels, type) ? mealTypeLabels[type as MealType] : type;
}

/** The four parts of a day's diary, in the day's order, as the apps people come from name them. */
export const slotTitles: Record<MealType, string> = { ...mealTypeLabels, snack: msg("Snacks") };
export const mealSlots: readonly { type: MealType; title: string }[] = mealTypes.map((type) => ({
  type,
  title: slotTitles[type],
}));

/**
 * The meal type a person most likely means now: breakfast before 10:30, lunch before 15:00, snack
 * before 18:00, then dinner. Both ways of adding a meal (food database and quick add) start here.
 */
export function defaultMealType(now: Date = new Date()): MealType {
  const minutes = now.getHours() * 60 + now.getMinutes();
  if (minutes < 10 * 60 + 30) return "breakfast";
  if (minutes < 15 * 60) return "lunch";
  if (minutes < 18 * 60) return "snack";
  return "dinner";
}

/** A usual time for a meal type, for a meal added to another day's slot: 'HH:mm'. */
export const usualTimeOf: Record<MealType, string> = {
  breakfast: "08:00",
  lunch: "13:00",
  snack: "16:30",
  dinner: "20:00",
};
