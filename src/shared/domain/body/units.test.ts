import { describe, expect, it } from "vitest";
import {
  displayLength,
  displayWeight,
  displayWeightChange,
  kgToLb,
  lbToKg,
  lengthInputToCm,
  roundTo,
  weightInputToKg,
  weightUnit,
} from "./units.js";

describe("body units", () => {
  it("converts with the exact definitions", () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(0.45359237)).toBeCloseTo(1, 12);
    expect(displayWeight(70, "imperial")).toBe(154.3);
    expect(displayWeight(70.04, "metric")).toBe(70);
    expect(displayLength(2.54, "imperial")).toBe(1);
    expect(lengthInputToCm(32, "imperial")).toBe(81.28);
    expect(weightUnit("imperial")).toBe("lb");
    expect(displayWeightChange(-0.5, "imperial")).toBe(-1.1);
  });

  it("rounds half away from zero without float surprises", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(2.44999, 1)).toBe(2.4);
  });

  it("reads back every lb value typed with one decimal, stored as kg with two", () => {
    for (let tenths = 440; tenths <= 6610; tenths++) {
      const typed = tenths / 10;
      expect(displayWeight(weightInputToKg(typed, "imperial"), "imperial")).toBe(typed);
    }
  });

  it("reads back every inch value typed with one decimal", () => {
    for (let tenths = 100; tenths <= 1000; tenths++) {
      const typed = tenths / 10;
      expect(displayLength(lengthInputToCm(typed, "imperial"), "imperial")).toBe(typed);
    }
  });
});
