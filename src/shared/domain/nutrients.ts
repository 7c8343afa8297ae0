/**
 * The one definition of every nutrient Macrowise knows: its key (the word used in every contract,
 * the database column in snake_case, the export header), the label people read and its unit.
 * Meals fix the four macronutrient words (spec core 3: calories, proteins, carbs, fats); foods,
 * meals, the export, the nutrient panel and the reference intakes all use these keys.
 */

export const MACRONUTRIENTS = [
  { key: "calories", label: "Calories", unit: "kcal" },
  { key: "proteins", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fats", label: "Fat", unit: "g" },
] as const;

export type MacronutrientKey = (typeof MACRONUTRIENTS)[number]["key"];

export type NutrientGroup = "carbohydrates and fats" | "minerals" | "vitamins";

/**
 * Beyond the four macronutrients: present when the source measured them (USDA SR28 for most
 * foods), absent (null) when nobody knows. Units follow the DRI tables: vitamin A as retinol
 * activity equivalents, folate as dietary folate equivalents, vitamin E as alpha-tocopherol.
 */
export const MICRONUTRIENTS = [
  { key: "fiber", label: "Fiber", unit: "g", group: "carbohydrates and fats" },
  { key: "sugars", label: "Sugars", unit: "g", group: "carbohydrates and fats" },
  { key: "saturatedFat", label: "Saturated fat", unit: "g", group: "carbohydrates and fats" },
  { key: "monounsaturatedFat", label: "Monounsaturated fat", unit: "g", group: "carbohydrates and fats" },
  { key: "polyunsaturatedFat", label: "Polyunsaturated fat", unit: "g", group: "carbohydrates and fats" },
  { key: "transFat", label: "Trans fat", unit: "g", group: "carbohydrates and fats" },
  { key: "cholesterol", label: "Cholesterol", unit: "mg", group: "carbohydrates and fats" },
  { key: "sodium", label: "Sodium", unit: "mg", group: "minerals" },
  { key: "potassium", label: "Potassium", unit: "mg", group: "minerals" },
  { key: "calcium", label: "Calcium", unit: "mg", group: "minerals" },
  { key: "iron", label: "Iron", unit: "mg", group: "minerals" },
  { key: "magnesium", label: "Magnesium", unit: "mg", group: "minerals" },
  { key: "phosphorus", label: "Phosphorus", unit: "mg", group: "minerals" },
  { key: "zinc", label: "Zinc", unit: "mg", group: "minerals" },
  { key: "copper", label: "Copper", unit: "mg", group: "minerals" },
  { key: "manganese", label: "Manganese", unit: "mg", group: "minerals" },
  { key: "selenium", label: "Selenium", unit: "µg", group: "minerals" },
  { key: "vitaminA", label: "Vitamin A", unit: "µg", group: "vitamins" },
  { key: "vitaminC", label: "Vitamin C", unit: "mg", group: "vitamins" },
  { key: "vitaminD", label: "Vitamin D", unit: "µg", group: "vitamins" },
  { key: "vitaminE", label: "Vitamin E", unit: "mg", group: "vitamins" },
  { key: "vitaminK", label: "Vitamin K", unit: "µg", group: "vitamins" },
  { key: "thiamin", label: "Thiamin (B1)", unit: "mg", group: "vitamins" },
  { key: "riboflavin", label: "Riboflavin (B2)", unit: "mg", group: "vitamins" },
  { key: "niacin", label: "Niacin (B3)", unit: "mg", group: "vitamins" },
  { key: "vitaminB6", label: "Vitamin B6", unit: "mg", group: "vitamins" },
  { key: "folate", label: "Folate", unit: "µg", group: "vitamins" },
  { key: "vitaminB12", label: "Vitamin B12", unit: "µg", group: "vitamins" },
  { key: "choline", label: "Choline", unit: "mg", group: "vitamins" },
] as const satisfies readonly { key: string; label: string; unit: string; group: NutrientGroup }[];

export type MicronutrientKey = (typeof MICRONUTRIENTS)[number]["key"];
export type NutrientKey = MacronutrientKey | MicronutrientKey;
export type NutrientUnit = (typeof MICRONUTRIENTS)[number]["unit"] | (typeof MACRONUTRIENTS)[number]["unit"];

export const MACRONUTRIENT_KEYS: readonly MacronutrientKey[] = MACRONUTRIENTS.map((n) => n.key);
export const MICRONUTRIENT_KEYS: readonly MicronutrientKey[] = MICRONUTRIENTS.map((n) => n.key);
export const NUTRIENT_KEYS: readonly NutrientKey[] = [...MACRONUTRIENT_KEYS, ...MICRONUTRIENT_KEYS];

/** The four macronutrients: always known. */
export type Macronutrients = Record<MacronutrientKey, number>;
/** Micronutrients: null where the source does not say (never an invented 0). */
export type Micronutrients = Record<MicronutrientKey, number | null>;
/** A food's whole composition (per 100 g, per portion, per meal). */
export type Nutrients = Macronutrients & Micronutrients;

const byKey = new Map<string, { key: NutrientKey; label: string; unit: string }>(
  [...MACRONUTRIENTS, ...MICRONUTRIENTS].map((n) => [n.key, n]),
);

export function nutrientInfo(key: NutrientKey): { key: NutrientKey; label: string; unit: string } {
  return byKey.get(key) as { key: NutrientKey; label: string; unit: string };
}

/** The database column of a nutrient: 'saturatedFat' -> 'saturated_fat', 'vitaminB12' -> 'vitamin_b12'. */
export function nutrientColumn(key: NutrientKey): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Every micronutrient unknown: what a food or meal without details carries. */
export function unknownMicronutrients(): Micronutrients {
  return Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, null])) as Micronutrients;
}

/** True when at least one micronutrient is known. */
export function hasMicronutrients(values: Micronutrients): boolean {
  return MICRONUTRIENT_KEYS.some((key) => values[key] !== null);
}

/** A micronutrient amount as stored on a meal: two decimals (enough for 0.05 µg of vitamin B12). */
export function roundMicronutrient(value: number): number {
  return Math.round(value * 100) / 100;
}
