import { describe, expect, it } from "vitest";
import { MICRONUTRIENT_KEYS } from "./nutrients.js";
import { referenceIntakesFor } from "./reference-intakes.js";

describe("reference intakes", () => {
  it("gives the published RDA/AI of a sex and age band", () => {
    const woman = referenceIntakesFor("female", 34);
    expect(woman.label).toBe("Women 31–50 (Dietary Reference Intakes)");
    expect(woman.values).toMatchObject({
      vitaminC: { amount: 75, kind: "target", basis: "RDA" },
      iron: { amount: 18, basis: "RDA" },
      calcium: { amount: 1000 },
      magnesium: { amount: 320 },
      fiber: { amount: 25, basis: "AI" },
      potassium: { amount: 2600, basis: "AI" },
      vitaminK: { amount: 90, basis: "AI" },
      sodium: { amount: 2300, kind: "limit", basis: "CDRR" },
      saturatedFat: { amount: 20, kind: "limit", basis: "DV" },
    });
    const man = referenceIntakesFor("male", 75);
    expect(man.label).toBe("Men 71+ (Dietary Reference Intakes)");
    expect(man.values).toMatchObject({
      vitaminC: { amount: 90 },
      vitaminD: { amount: 20 },
      calcium: { amount: 1200 },
      vitaminB6: { amount: 1.7 },
      fiber: { amount: 30 },
    });
    expect(referenceIntakesFor("female", 55).values.iron?.amount).toBe(8);
    expect(referenceIntakesFor("male", 16).label).toMatch(/^Boys 14–18/);
    expect(referenceIntakesFor("male", 16).values.zinc?.amount).toBe(11);
  });

  it("has a value for every micronutrient but sugars, mono- and polyunsaturated and trans fat", () => {
    const values = referenceIntakesFor("male", 40).values;
    const missing = MICRONUTRIENT_KEYS.filter((key) => values[key] === undefined);
    expect(missing).toEqual(["sugars", "monounsaturatedFat", "polyunsaturatedFat", "transFat"]);
  });

  it("falls back to the FDA Daily Values without sex or age, except for young children", () => {
    for (const [sex, age] of [
      [null, 40],
      ["female", null],
      [null, null],
    ] as const) {
      const dv = referenceIntakesFor(sex, age);
      expect(dv.personal).toBe(false);
      expect(dv.values.vitaminC).toEqual({ amount: 90, kind: "target", basis: "DV" });
      expect(dv.values.potassium?.amount).toBe(4700);
    }
    const child = referenceIntakesFor(null, 3);
    expect(child.personal).toBe(true);
    expect(child.label).toMatch(/^Children 1–3/);
    expect(child.values.vitaminC?.amount).toBe(15);
  });
});
