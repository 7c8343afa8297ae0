import type { NutrientKey } from "../../../shared/domain/nutrients.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18n } from "../../lib/i18n.js";

/**
 * Every nutrient's name as a catalog message, by its key (shared/domain/nutrients.ts keeps the
 * English labels the export and the contracts use); `nutrientName(key)` says it in the page's
 * language.
 */
export const nutrientNames: Record<NutrientKey, string> = {
  calories: msg("Calories"),
  proteins: msg("Protein"),
  carbs: msg("Carbs"),
  fats: msg("Fat"),
  fiber: msg("Fiber"),
  sugars: msg("Sugars"),
  saturatedFat: msg("Saturated fat"),
  monounsaturatedFat: msg("Monounsaturated fat"),
  polyunsaturatedFat: msg("Polyunsaturated fat"),
  transFat: msg("Trans fat"),
  cholesterol: msg("Cholesterol"),
  sodium: msg("Sodium"),
  potassium: msg("Potassium"),
  calcium: msg("Calcium"),
  iron: msg("Iron"),
  magnesium: msg("Magnesium"),
  phosphorus: msg("Phosphorus"),
  zinc: msg("Zinc"),
  copper: msg("Copper"),
  manganese: msg("Manganese"),
  selenium: msg("Selenium"),
  vitaminA: msg("Vitamin A"),
  vitaminC: msg("Vitamin C"),
  vitaminD: msg("Vitamin D"),
  vitaminE: msg("Vitamin E"),
  vitaminK: msg("Vitamin K"),
  thiamin: msg("Thiamin (B1)"),
  riboflavin: msg("Riboflavin (B2)"),
  niacin: msg("Niacin (B3)"),
  vitaminB6: msg("Vitamin B6"),
  folate: msg("Folate"),
  vitaminB12: msg("Vitamin B12"),
  choline: msg("Choline"),
};

export const nutrientName = (key: NutrientKey): string => i18n._(nutrientNames[key]);

/** The reference intakes' names (shared/domain/reference-intakes.ts writes them in English). */
const referenceGroups: Record<string, string> = {
  Children: msg("Children {ages} (Dietary Reference Intakes)"),
  Boys: msg("Boys {ages} (Dietary Reference Intakes)"),
  Girls: msg("Girls {ages} (Dietary Reference Intakes)"),
  Men: msg("Men {ages} (Dietary Reference Intakes)"),
  Women: msg("Women {ages} (Dietary Reference Intakes)"),
};
const dailyValues = msg("Daily Values (add your sex and age to your profile for your own)");

/**
 * The day's reference ('Women 31–50 (Dietary Reference Intakes)', as the server sends it) in the
 * page's language; a label it does not know is shown as it came.
 */
export function referenceLabelText(label: string): string {
  if (label === dailyValues) return i18n._(dailyValues);
  const match = /^(\w+) (\S+) \(Dietary Reference Intakes\)$/.exec(label);
  if (!match?.[1] || !Object.hasOwn(referenceGroups, match[1])) return label;
  return i18n._(referenceGroups[match[1]] as string, { ages: match[2] });
}
