/**
 * The food groups every food belongs to, for filtering search: the curated catalog's groups, plus
 * two for USDA SR28's baby foods and its fast-food and restaurant items.
 */
export const FOOD_CATEGORIES = [
  "staples",
  "fruit",
  "vegetables",
  "meat",
  "poultry",
  "fish",
  "eggs",
  "dairy",
  "grains",
  "legumes",
  "nuts",
  "oils",
  "sweets",
  "snacks",
  "drinks",
  "condiments",
  "dishes",
  "fast-food",
  "baby-foods",
] as const;

export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

export const FOOD_CATEGORY_LABELS: Record<FoodCategory, string> = {
  staples: "Staples and baking",
  fruit: "Fruit",
  vegetables: "Vegetables",
  meat: "Meat",
  poultry: "Poultry",
  fish: "Fish and seafood",
  eggs: "Eggs",
  dairy: "Dairy",
  grains: "Grains, bread and cereals",
  legumes: "Legumes",
  nuts: "Nuts and seeds",
  oils: "Fats and oils",
  sweets: "Sweets and desserts",
  snacks: "Snacks",
  drinks: "Drinks",
  condiments: "Sauces, spices and condiments",
  dishes: "Dishes and soups",
  "fast-food": "Fast food and restaurants",
  "baby-foods": "Baby foods",
};

const known = new Set<string>(FOOD_CATEGORIES);
export function isFoodCategory(value: string): value is FoodCategory {
  return known.has(value);
}
