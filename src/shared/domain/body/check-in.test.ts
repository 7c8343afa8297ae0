import { describe, expect, it } from "vitest";
import { macroSplits } from "../macros.js";
import { type CheckInInput, proposeCheckIn, safetyFloorKcal } from "./check-in.js";

const base: CheckInInput = {
  expenditureKcal: 2500,
  direction: "lose",
  rateKgPerWeek: 0.5,
  weightKg: 80,
  lastWeekKcal: 2000,
  gender: "female",
  bmrKcal: 1450,
  split: macroSplits.weightloss,
};

describe("weekly check-in", () => {
  it("proposes expenditure plus the rate's energy, with the split's macros", () => {
    const proposal = proposeCheckIn(base);
    expect(proposal).toMatchObject({ calories: 1950, targetKcal: 1950, rateKgPerWeek: -0.5, limitedBy: "none" });
    expect(proposal).toMatchObject({ proteins: 195, carbs: 146, fats: 65 });
    expect(proposal.why).toBe(
      "Your measured expenditure is 2,500 kcal a day; losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day.",
    );
    expect(proposeCheckIn({ ...base, expenditureCollecting: true }).why).toBe(
      "Your expenditure, estimated from your profile until enough days are logged, is 2,500 kcal a day; losing 0.5 kg a week takes about 550 kcal less: 1,950 kcal a day.",
    );
    expect(proposeCheckIn({ ...base, direction: "gain", rateKgPerWeek: 0.25, lastWeekKcal: null })).toMatchObject({
      calories: 2775,
      rateKgPerWeek: 0.25,
    });
    expect(proposeCheckIn({ ...base, direction: "maintain", lastWeekKcal: 2450 }).calories).toBe(2500);
  });

  it("caps the rate at 1 % of body weight a week", () => {
    const proposal = proposeCheckIn({ ...base, rateKgPerWeek: 2, lastWeekKcal: null, weightKg: 70 });
    expect(proposal).toMatchObject({ rateCapped: true, calories: 1730 });
    expect(proposal.rateKgPerWeek).toBeCloseTo(-0.7, 10);
    expect(proposal.why).toContain("capped at 1 % of your weight");
  });

  it("moves at most 150 kcal a day from last week unless the person accepts more", () => {
    const limited = proposeCheckIn({ ...base, lastWeekKcal: 2300 });
    expect(limited).toMatchObject({ calories: 2150, targetKcal: 1950, limitedBy: "weekly-change" });
    expect(limited.why).toContain("eased to 2,150 kcal this week (at most 150 kcal from last week's 2,300 kcal)");
    expect(proposeCheckIn({ ...base, lastWeekKcal: 1700 }).calories).toBe(1850);
    expect(proposeCheckIn({ ...base, lastWeekKcal: 2300, acceptLargerChange: true }).calories).toBe(1950);
  });

  it("never goes under the safety floor: the BMR, and at least 1,200 (women) or 1,500 (men)", () => {
    expect(safetyFloorKcal("female", 1100)).toBe(1200);
    expect(safetyFloorKcal("male", 1400)).toBe(1500);
    expect(safetyFloorKcal("male", 1820.4)).toBe(1820);
    const small = proposeCheckIn({ ...base, expenditureKcal: 1600, lastWeekKcal: null, weightKg: 55 });
    expect(small).toMatchObject({ calories: 1450, floorKcal: 1450, limitedBy: "safety-floor" });
    expect(small.why).toContain("raised to your safe minimum of 1,450 kcal");
    // Even when last week was lower: the floor wins over the 150 kcal limit.
    expect(proposeCheckIn({ ...base, expenditureKcal: 1600, lastWeekKcal: 1100 }).calories).toBe(1450);
  });

  it("speaks the person's units", () => {
    const proposal = proposeCheckIn({ ...base, units: "imperial", rateKgPerWeek: 0.45359237 });
    expect(proposal.why).toContain("losing 1 lb a week");
  });
});
