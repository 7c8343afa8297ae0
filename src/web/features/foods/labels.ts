import type { FoodCategory } from "../../../shared/domain/food-categories.js";
import { FOOD_CATEGORY_LABELS } from "../../../shared/domain/food-categories.js";
import type { MealType } from "../../../shared/domain/meal-types.js";
import { msg } from "../../../shared/i18n/msg.js";
import { isOffline } from "../../lib/add-meal-error.js";
import { errorMessage } from "../../lib/api.js";
import { textOfNumber } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeLabels } from "../../lib/meal-types.js";

/**
 * The shared labels this feature shows (food groups, meal types, nutrients), marked here for the
 * catalogs: shared/ and lib/ define them in English, and they are translated where shown, by
 * their English text.
 */
export const markedLabels = [
  // shared/domain/food-categories.ts
  msg("Staples and baking"),
  msg("Fruit"),
  msg("Vegetables"),
  msg("Meat"),
  msg("Poultry"),
  msg("Fish and seafood"),
  msg("Eggs"),
  msg("Dairy"),
  msg("Grains, bread and cereals"),
  msg("Legumes"),
  msg("Nuts and seeds"),
  msg("Fats and oils"),
  msg("Sweets and desserts"),
  msg("Snacks"),
  msg("Drinks"),
  msg("Sauces, spices and condiments"),
  msg("Dishes and soups"),
  msg("Fast food and restaurants"),
  msg("Baby foods"),
  // lib/meal-types.ts
  msg("Breakfast"),
  msg("Lunch"),
  msg("Dinner"),
  msg("Snack"),
  // shared/domain/nutrients.ts
  msg("Calories"),
  msg("Protein"),
  msg("Carbs"),
  msg("Fat"),
  msg("Fiber"),
  msg("Sugars"),
  msg("Saturated fat"),
  msg("Monounsaturated fat"),
  msg("Polyunsaturated fat"),
  msg("Trans fat"),
  msg("Cholesterol"),
  msg("Sodium"),
  msg("Potassium"),
  msg("Calcium"),
  msg("Iron"),
  msg("Magnesium"),
  msg("Phosphorus"),
  msg("Zinc"),
  msg("Copper"),
  msg("Manganese"),
  msg("Selenium"),
  msg("Vitamin A"),
  msg("Vitamin C"),
  msg("Vitamin D"),
  msg("Vitamin E"),
  msg("Vitamin K"),
  msg("Thiamin (B1)"),
  msg("Riboflavin (B2)"),
  msg("Niacin (B3)"),
  msg("Vitamin B6"),
  msg("Folate"),
  msg("Vitamin B12"),
  msg("Choline"),
  // lib/add-meal-error.ts's offlineSaveText
  msg(
    "You are offline. The meal was not saved; what you entered is still in the form, so try again when you are back online.",
  ),
];

/**
 * Spec core 8 in the page's language: 'Unable to add meal: {message}', or 'Error adding the meal'
 * without a message; offline, the message says so (lib/add-meal-error.ts's, as whole sentences).
 */
export function addMealErrorText(error: unknown): string {
  if (isOffline(error)) return i18n._("Unable to add meal: you are offline");
  const message = errorMessage(error, "");
  return message ? i18n._("Unable to add meal: {message}", { message }) : i18n._("Error adding the meal");
}

/** A message for a field (a schema's or the server's, by its English text) in the page's language. */
export const shownMessage = (message: string | undefined): string | undefined => message && i18n._(message);

export const foodCategoryName = (category: FoodCategory): string => i18n._(FOOD_CATEGORY_LABELS[category]);
export const mealTypeName = (type: MealType): string => i18n._(mealTypeLabels[type]);

/**
 * A figure as the English page always wrote it (String(value): '1900 kcal', '30.5 g', never
 * grouped), with the page's decimal mark ('30,5' in Italian).
 */
export const plainFigure = (value: number): string => textOfNumber(value);
