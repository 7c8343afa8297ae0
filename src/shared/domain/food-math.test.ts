import { describe, expect, it } from "vitest";
import { nutrientsFor, recipePer100, toPer100 } from "./food-math.js";
import { type Nutrients, unknownMicronutrients } from "./nutrients.js";

const food = (values: Partial<Nutrients>): Nutrients => ({
  calories: 0,
  proteins: 0,
  carbs: 0,
  fats: 0,
  ...unknownMicronutrients(),
  ...values,
});
const banana = food({ calories: 89, proteins: 1.1, carbs: 22.8, fats: 0.3, fiber: 2.6, vitaminC: 8.7, potassium: 358 });

describe("food maths", () => {
  it("scales per-100 values to grams: the four numbers whole, micronutrients to two decimals, unknowns unknown", () => {
    const numbers = nutrientsFor(banana, 118);
    expect(numbers).toMatchObject({ calories: 105, proteins: 1, carbs: 27, fats: 0, fiber: 3.07, vitaminC: 10.27 });
    expect(numbers.potassium).toBe(422.44);
    expect(numbers.vitaminD).toBeNull();
    expect(nutrientsFor(banana, 0.5).calories).toBe(0);
  });

  it("turns per-portion values into per-100 values", () => {
    expect(
      toPer100(food({ calories: 145, proteins: 15, carbs: 6, fats: 5, fiber: 0, calcium: 150 }), 150),
    ).toMatchObject({
      calories: 96.7,
      proteins: 10,
      carbs: 4,
      fats: 3.3,
      fiber: 0,
      calcium: 100,
      iron: null,
    });
  });

  it("computes a recipe per 100 g; a micronutrient one ingredient lacks is unknown for the recipe", () => {
    const oil = food({ calories: 884, fats: 100, fiber: 0, vitaminE: 14.35 });
    const pasta = food({ calories: 158, proteins: 5.8, carbs: 30.9, fats: 0.9, fiber: 1.8, iron: 1.28 });
    const { per100, totalGrams } = recipePer100([
      { per100: pasta, grams: 190 },
      { per100: oil, grams: 10 },
    ]);
    expect(totalGrams).toBe(200);
    // (158*1.9 + 884*0.1) / 2 = 194.3 kcal per 100 g
    expect(per100.calories).toBeCloseTo(194.3, 1);
    expect(per100.fats).toBeCloseTo((0.9 * 1.9 + 10) / 2, 1);
    expect(per100.fiber).toBeCloseTo(1.71, 2);
    expect(per100.iron).toBeNull(); // the oil does not say
    expect(per100.vitaminE).toBeNull(); // the pasta does not say
  });
});
