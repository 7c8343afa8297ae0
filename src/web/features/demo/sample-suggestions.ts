import type { MealSuggestion } from "../../../shared/contracts/ai.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18n } from "../../lib/i18n.js";

/**
 * What a guest sees of the AI meal suggestions (spec core 6: "sample meal suggestions only"):
 * static examples, one per meal type, whose figures are the sums of their ingredients (USDA values
 * per 100 g). Nothing is generated or fetched for them. Names and descriptions are catalog messages
 * (msg): `sampleMealSuggestionsInPageLanguage()` says them in the page's language.
 */
export const sampleMealSuggestions: MealSuggestion[] = [
  {
    name: msg("Greek yogurt with oats and blueberries"),
    description: msg("A high-protein breakfast that keeps you full until lunch."),
    mealType: "breakfast",
    calories: 322,
    proteins: 23,
    carbs: 45,
    fats: 6,
    fiber: 6,
    ingredients: [
      { name: msg("Greek yogurt, 2% fat"), grams: 170 },
      { name: msg("Rolled oats"), grams: 40 },
      { name: msg("Blueberries"), grams: 80 },
    ],
  },
  {
    name: msg("Lentil and carrot soup with whole-wheat bread"),
    description: msg("Plant protein and plenty of fibre, finished with a spoon of olive oil."),
    mealType: "lunch",
    calories: 454,
    proteins: 24,
    carbs: 65,
    fats: 12,
    fiber: 20,
    ingredients: [
      { name: msg("Lentils, cooked"), grams: 200 },
      { name: msg("Carrots"), grams: 80 },
      { name: msg("Whole-wheat bread"), grams: 40 },
      { name: msg("Olive oil"), grams: 10 },
    ],
  },
  {
    name: msg("Baked salmon with potatoes and green beans"),
    description: msg("Omega-3 fats and protein with a simple side."),
    mealType: "dinner",
    calories: 525,
    proteins: 39,
    carbs: 50,
    fats: 19,
    fiber: 7,
    ingredients: [
      { name: msg("Salmon, baked"), grams: 150 },
      { name: msg("Potatoes, boiled"), grams: 200 },
      { name: msg("Green beans"), grams: 120 },
    ],
  },
  {
    name: msg("Apple with almonds"),
    description: msg("Fibre and healthy fats between meals."),
    mealType: "snack",
    calories: 210,
    proteins: 5,
    carbs: 29,
    fats: 10,
    fiber: 7,
    ingredients: [
      { name: msg("Apple"), grams: 180 },
      { name: msg("Almonds"), grams: 20 },
    ],
  },
];

/** The sample suggestions with their names, descriptions and ingredients in the page's language. */
export function sampleMealSuggestionsInPageLanguage(): MealSuggestion[] {
  return sampleMealSuggestions.map((meal) => ({
    ...meal,
    name: i18n._(meal.name),
    description: i18n._(meal.description),
    ingredients: meal.ingredients.map((ingredient) => ({ ...ingredient, name: i18n._(ingredient.name) })),
  }));
}
