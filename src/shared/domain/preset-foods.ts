/**
 * The 20 quick-pick foods of the add-meal form (spec core 3). Values are per portion, rounded from
 * USDA FoodData Central figures; the spec gives the Greek yogurt and chicken breast entries.
 */
export interface PresetFood {
  id: string;
  name: string;
  portion: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export const presetFoods: readonly PresetFood[] = [
  { id: "greek-yogurt", name: "Greek yogurt", portion: "150 g", calories: 145, proteins: 15, carbs: 6, fats: 5 },
  { id: "chicken-breast", name: "Chicken breast", portion: "100 g", calories: 165, proteins: 31, carbs: 0, fats: 4 },
  { id: "banana", name: "Banana", portion: "1 medium (118 g)", calories: 105, proteins: 1, carbs: 27, fats: 0 },
  { id: "egg", name: "Egg", portion: "1 large (50 g)", calories: 72, proteins: 6, carbs: 0, fats: 5 },
  { id: "white-rice", name: "White rice, cooked", portion: "150 g", calories: 195, proteins: 4, carbs: 42, fats: 0 },
  { id: "oats", name: "Rolled oats", portion: "40 g", calories: 150, proteins: 5, carbs: 27, fats: 3 },
  { id: "apple", name: "Apple", portion: "1 medium (182 g)", calories: 95, proteins: 0, carbs: 25, fats: 0 },
  { id: "salmon", name: "Salmon fillet", portion: "100 g", calories: 208, proteins: 20, carbs: 0, fats: 13 },
  {
    id: "wholewheat-bread",
    name: "Whole-wheat bread",
    portion: "1 slice (32 g)",
    calories: 80,
    proteins: 4,
    carbs: 14,
    fats: 1,
  },
  { id: "pasta", name: "Pasta, cooked", portion: "140 g", calories: 220, proteins: 8, carbs: 43, fats: 1 },
  { id: "olive-oil", name: "Olive oil", portion: "1 tbsp (14 g)", calories: 119, proteins: 0, carbs: 0, fats: 14 },
  { id: "almonds", name: "Almonds", portion: "28 g", calories: 164, proteins: 6, carbs: 6, fats: 14 },
  { id: "milk", name: "Semi-skimmed milk", portion: "250 ml", calories: 125, proteins: 8, carbs: 12, fats: 5 },
  { id: "broccoli", name: "Broccoli, boiled", portion: "100 g", calories: 35, proteins: 2, carbs: 7, fats: 0 },
  { id: "avocado", name: "Avocado", portion: "½ fruit (100 g)", calories: 160, proteins: 2, carbs: 9, fats: 15 },
  { id: "cheddar", name: "Cheddar cheese", portion: "30 g", calories: 121, proteins: 7, carbs: 0, fats: 10 },
  { id: "potato", name: "Potato, baked", portion: "1 medium (173 g)", calories: 161, proteins: 4, carbs: 37, fats: 0 },
  { id: "tuna", name: "Tuna in water, canned", portion: "100 g", calories: 116, proteins: 26, carbs: 0, fats: 1 },
  { id: "lentils", name: "Lentils, cooked", portion: "150 g", calories: 174, proteins: 14, carbs: 30, fats: 1 },
  { id: "orange", name: "Orange", portion: "1 medium (131 g)", calories: 62, proteins: 1, carbs: 15, fats: 0 },
];
