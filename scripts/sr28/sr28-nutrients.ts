import type { NutrientKey } from "../../src/shared/domain/nutrients.js";

/**
 * Which SR28 nutrient (NUTR_DEF.Nutr_No) gives each of our nutrients, in the units of
 * src/shared/domain/nutrients.ts: vitamin A as RAE (320, not IU), vitamin D in µg (328, not IU),
 * folate as dietary folate equivalents (435), vitamin K as phylloquinone (430).
 */
export const SR28_NUTRIENT_NUMBERS: Record<NutrientKey, string> = {
  calories: "208",
  proteins: "203",
  carbs: "205",
  fats: "204",
  fiber: "291",
  sugars: "269",
  saturatedFat: "606",
  monounsaturatedFat: "645",
  polyunsaturatedFat: "646",
  transFat: "605",
  cholesterol: "601",
  sodium: "307",
  potassium: "306",
  calcium: "301",
  iron: "303",
  magnesium: "304",
  phosphorus: "305",
  zinc: "309",
  copper: "312",
  manganese: "315",
  selenium: "317",
  vitaminA: "320",
  vitaminC: "401",
  vitaminD: "328",
  vitaminE: "323",
  vitaminK: "430",
  thiamin: "404",
  riboflavin: "405",
  niacin: "406",
  vitaminB6: "415",
  folate: "435",
  vitaminB12: "418",
  choline: "421",
};
