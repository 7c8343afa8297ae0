import { describe, expect, it } from "vitest";
import { mapLegacyActivityLevel, mapLegacyGender } from "./legacy-values.js";

describe("legacy Italian values", () => {
  it.each([
    ["maschio", "male"],
    ["Uomo", "male"],
    ["FEMMINA", "female"],
    ["donna", "female"],
    ["altro", "other"],
    ["Male", "male"],
  ])("maps gender %s to %s", (legacy, english) => {
    expect(mapLegacyGender(legacy)).toBe(english);
  });

  it.each([
    ["sedentario", "sedentary"],
    ["leggero", "light"],
    ["Leggera", "light"],
    ["moderato", "moderate"],
    ["moderata", "moderate"],
    ["attivo", "active"],
    ["attiva", "active"],
    ["molto_attivo", "very_active"],
    ["Molto Attivo", "very_active"],
    ["molto_attiva", "very_active"],
    ["VERY_ACTIVE", "very_active"],
  ])("maps activity %s to %s", (legacy, english) => {
    expect(mapLegacyActivityLevel(legacy)).toBe(english);
  });

  it("leaves unknown values and non-strings alone for the schema to refuse", () => {
    expect(mapLegacyGender("robot")).toBe("robot");
    expect(mapLegacyActivityLevel(3)).toBe(3);
    expect(mapLegacyGender(undefined)).toBeUndefined();
  });
});
