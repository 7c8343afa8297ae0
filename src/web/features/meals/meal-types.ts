import type { MealType } from "../../../shared/contracts/meals.js";

export const mealTypeLabels: Record<MealType, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
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
