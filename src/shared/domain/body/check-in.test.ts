import { describe, expect, it } from "vitest";
import { proposeCheckIn, safetyFloorKcal } from "./check-in.js";
import { checkInTestInput } from "./check-in-test-input.js";

const base = checkInTestInput;

describe("weekly check-in", () => {
  it("proposes expenditure plus the rate's energy, with the split's macros", () => {
    const proposal = proposeCheckIn(base);
    expect(proposal).toMatchObject({ calories: 1950, targetKcal: 1950, rateKgPerWeek: -0.5, limitedBy: "none" });
    expect(proposal).toMatchObject({ proteins: 195, carbs: 146, fats: 65 });
    expect(proposal.explanation).toEqual({
      basis: "measured",
      expenditureKcal: 2500,
      direction: "lose",
      rate: 0.5,
      unit: "kg",
      rateCapped: false,
      energyKcal: 550,
      targetKcal: 1950,
      limit: { by: "none" },
    });
    expect(proposeCheckIn({ ...base, expenditureCollecting: true }).explanation.basis).toBe("estimated");
    const gain = proposeCheckIn({ ...base, direction: "gain", rateKgPerWeek: 0.25, lastWeekKcal: null });
    expect(gain).toMatchObject({ calories: 2775, rateKgPerWeek: 0.25 });
    expect(gain.explanation).toMatchObject({ direction: "gain", rate: 0.25, energyKcal: 275, targetKcal: 2775 });
    const maintain = proposeCheckIn({ ...base, direction: "maintain", lastWeekKcal: 2450 });
    expect(maintain.calories).toBe(2500);
    expect(maintain.explanation).toMatchObject({ direction: "maintain", rate: 0, energyKcal: 0 });
  });

  it("caps the rate at 1 % of body weight a week", () => {
    const proposal = proposeCheckIn({ ...base, rateKgPerWeek: 2, lastWeekKcal: null, weightKg: 70 });
    expect(proposal).toMatchObject({ rateCapped: true, calories: 1730 });
    expect(proposal.rateKgPerWeek).toBeCloseTo(-0.7, 10);
    expect(proposal.explanation).toMatchObject({ rateCapped: true, rate: 0.7, energyKcal: 770 });
  });

  it("moves at most 150 kcal a day from last week unless the person accepts more", () => {
    const limited = proposeCheckIn({ ...base, lastWeekKcal: 2300 });
    expect(limited).toMatchObject({ calories: 2150, targetKcal: 1950, limitedBy: "weekly-change" });
    expect(limited.explanation.limit).toEqual({
      by: "weekly-change",
      calories: 2150,
      stepKcal: 150,
      lastWeekKcal: 2300,
    });
    expect(proposeCheckIn({ ...base, lastWeekKcal: 1700 }).calories).toBe(1850);
    expect(proposeCheckIn({ ...base, lastWeekKcal: 2300, acceptLargerChange: true }).calories).toBe(1950);
  });

  it("never goes under the safety floor: the BMR, and at least 1,200 (women) or 1,500 (men)", () => {
    expect(safetyFloorKcal("female", 1100)).toBe(1200);
    expect(safetyFloorKcal("male", 1400)).toBe(1500);
    expect(safetyFloorKcal("male", 1820.4)).toBe(1820);
    const small = proposeCheckIn({ ...base, expenditureKcal: 1600, lastWeekKcal: null, weightKg: 55 });
    expect(small).toMatchObject({ calories: 1450, floorKcal: 1450, limitedBy: "safety-floor" });
    expect(small.explanation.limit).toEqual({ by: "safety-floor", floorKcal: 1450 });
    // Even when last week was lower: the floor wins over the 150 kcal limit.
    expect(proposeCheckIn({ ...base, expenditureKcal: 1600, lastWeekKcal: 1100 }).calories).toBe(1450);
  });

  it("speaks the person's units", () => {
    const proposal = proposeCheckIn({ ...base, units: "imperial", rateKgPerWeek: 0.45359237 });
    expect(proposal.explanation).toMatchObject({ direction: "lose", rate: 1, unit: "lb" });
  });
});
