import { describe, expect, it } from "vitest";
import { countedIntake, dayStatus } from "./day-status.js";

describe("day status", () => {
  it("counts a day with two meals and 40 % of the target as complete", () => {
    expect(dayStatus({ mealCount: 2, intakeKcal: 800, targetKcal: 2000 })).toBe("complete");
    expect(dayStatus({ mealCount: 2, intakeKcal: 799, targetKcal: 2000 })).toBe("partial");
    expect(dayStatus({ mealCount: 1, intakeKcal: 2500, targetKcal: 2000 })).toBe("partial");
  });

  it("calls a day with nothing logged missing, never a zero", () => {
    expect(dayStatus({ mealCount: 0, intakeKcal: 0, targetKcal: 2000 })).toBe("missing");
    expect(countedIntake("missing", 0)).toBeNull();
    expect(countedIntake("partial", 900)).toBeNull();
  });

  it("lets the person's mark override the rule", () => {
    expect(dayStatus({ mealCount: 0, intakeKcal: 0, targetKcal: 2000, mark: "fasted" })).toBe("fasted");
    expect(dayStatus({ mealCount: 3, intakeKcal: 2100, targetKcal: 2000, mark: "partial" })).toBe("partial");
    expect(dayStatus({ mealCount: 1, intakeKcal: 600, targetKcal: 2000, mark: "complete" })).toBe("complete");
    expect(countedIntake("fasted", null)).toBe(0);
    expect(countedIntake("complete", 1850)).toBe(1850);
  });

  it("drops the share rule when there is no target", () => {
    expect(dayStatus({ mealCount: 2, intakeKcal: 100, targetKcal: 0 })).toBe("complete");
  });
});
