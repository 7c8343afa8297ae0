import type { MealSuggestion } from "../../../shared/contracts/ai.js";

/**
 * What a guest sees of the AI meal suggestions (spec core 6: "sample meal suggestions only"):
 * static examples, one per meal type, whose figures are the sums of their ingredients (USDA values
 * per 100 g). Nothing is generated or fetched for them.
 */
export const sampleMealSuggestions: MealSuggestion[] = [
  {
    name: "Greek yogurt with oats and blueberries",
    description: "A high-protein breakfast that keeps you full until lunch.",
    mealType: "breakfast",
    calories: 322,
    proteins: 23,
    carbs: 45,
    fats: 6,
    fiber: 6,
    ingredients: [
      { name: "Greek yogurt, 2% fat", grams: 170 },
      { name: "Rolled oats", grams: 40 },
      { name: "Blueberries", grams: 80 },
    ],
  },
  {
    name: "Lentil and carrot soup with whole-wheat bread",
    description: "Plant protein and plenty of fibre, finished with a spoon of olive oil.",
    mealType: "lunch",
    calories: 454,
    proteins: 24,
    carbs: 65,
    fats: 12,
    fiber: 20,
    ingredients: [
      { name: "Lentils, cooked", grams: 200 },
      { name: "Carrots", grams: 80 },
      { name: "Whole-wheat bread", grams: 40 },
      { name: "Olive oil", grams: 10 },
    ],
  },
  {
    name: "Baked salmon with potatoes and green beans",
    description: "Omega-3 fats and protein with a simple side.",
    mealType: "dinner",
    calories: 525,
    proteins: 39,
    carbs: 50,
    fats: 19,
    fiber: 7,
    ingredients: [
      { name: "Salmon, baked", grams: 150 },
      { name: "Potatoes, boiled", grams: 200 },
      { name: "Green beans", grams: 120 },
    ],
  },
  {
    name: "Apple with almonds",
    description: "Fibre and healthy fats between meals.",
    mealType: "snack",
    calories: 210,
    proteins: 5,
    carbs: 29,
    fats: 10,
    fiber: 7,
    ingredients: [
      { name: "Apple", grams: 180 },
      { name: "Almonds", grams: 20 },
    ],
  },
];
