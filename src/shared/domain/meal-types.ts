/**
 * The four meal types, in the day's order. Here, not in the meal contract, so the dashboard can
 * label meals without loading the contract's schemas.
 */
export const mealTypes = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof mealTypes)[number];
