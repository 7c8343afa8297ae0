import { describe, expect, it } from "vitest";
import { isAllowedMealDate, mealDateBounds } from "./meal-dates.js";

const now = new Date("2026-06-15T12:00:00.000Z");
const at = (iso: string) => isAllowedMealDate(new Date(iso), now);

describe("the dates a meal may carry", () => {
  it("allows up to exactly one day ahead, not a millisecond more", () => {
    expect(at("2026-06-16T12:00:00.000Z")).toBe(true);
    expect(at("2026-06-16T12:00:00.001Z")).toBe(false);
    expect(at("2030-01-01T12:00:00.000Z")).toBe(false);
  });

  it("allows up to exactly five years back, not a millisecond more", () => {
    expect(at("2021-06-15T12:00:00.000Z")).toBe(true);
    expect(at("2021-06-15T11:59:59.999Z")).toBe(false);
    expect(at("1999-01-01T00:00:00.000Z")).toBe(false);
  });

  it("allows now and refuses an invalid date", () => {
    expect(at(now.toISOString())).toBe(true);
    expect(isAllowedMealDate(new Date("nonsense"), now)).toBe(false);
  });

  it("counts five calendar years back from a leap day", () => {
    const { earliest } = mealDateBounds(new Date("2028-02-29T08:00:00.000Z"));
    expect(earliest.toISOString()).toBe("2023-03-01T08:00:00.000Z");
  });
});
