/**
 * The accuracy figures on the research's synthetic cohort (test/cohort.ts): 400 seeded
 * people per scenario, so the figures are the same at every run (bench/expenditure.ts runs more).
 */
import { describe, expect, it } from "vitest";
import { dayNumber } from "./day-numbers.js";
import { estimateExpenditure } from "./expenditure.js";
import {
  COHORT_START,
  formulaAlone,
  inputOn,
  ourMethod,
  type SyntheticPerson,
  summarize,
  syntheticCohort,
} from "./test/cohort.js";

const cut = syntheticCohort(26, 400, { days: 29, deficit: 500 });
const dayOf = (date: string) => dayNumber(date) - dayNumber(COHORT_START);

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe("expenditure on the synthetic cohort (500 kcal cut)", () => {
  it("at day 28: mean error within 25 kcal, mean absolute error at most 175, 90th percentile at most 350", () => {
    const day28 = summarize(cut, 28, ourMethod);
    expect(Math.abs(day28.bias)).toBeLessThanOrEqual(25);
    expect(day28.meanAbsolute).toBeLessThanOrEqual(175);
    expect(day28.p90).toBeLessThanOrEqual(350);
  });

  it("at day 14 is never worse than the formula alone", () => {
    const ours = summarize(cut, 14, ourMethod);
    const formula = summarize(cut, 14, formulaAlone);
    expect(ours.meanAbsolute).toBeLessThanOrEqual(formula.meanAbsolute);
    expect(ours.p90).toBeLessThanOrEqual(formula.p90);
  });

  it("holds the true value in its 95 % interval for 85-98 % of people", () => {
    for (const day of [14, 21, 28]) {
      const coverage = summarize(cut, day, ourMethod).coverage as number;
      expect(coverage).toBeGreaterThanOrEqual(0.85);
      expect(coverage).toBeLessThanOrEqual(0.98);
    }
  });

  it("is not lowered by a 10-day gap in weigh-ins or by unlogged days", () => {
    const changes = (edit: (input: ReturnType<typeof inputOn>) => void) =>
      cut.map((person) => {
        const input = inputOn(person, 28);
        const whole = estimateExpenditure(input).expenditure;
        edit(input);
        return estimateExpenditure(input).expenditure - whole;
      });
    const gap = changes((input) => {
      input.weighIns = input.weighIns.filter(({ date }) => dayOf(date) < 10 || dayOf(date) > 19);
    });
    // A third of the logged days dropped: missing, not zero.
    const unlogged = changes((input) => {
      input.days = input.days.filter(({ date }) => dayOf(date) % 3 !== 2);
    });
    // Less data moves each person's figure at random (it is less sure); on average not at all.
    for (const change of [gap, unlogged]) expect(Math.abs(mean(change))).toBeLessThanOrEqual(15);
    // Counted as zeros instead, the same days would pull it down by about a third of the intake.
    const zeros = cut.map((person) => {
      const input = inputOn(person, 28);
      const whole = estimateExpenditure(input).expenditure;
      for (const day of input.days) if (dayOf(day.date) % 3 === 2) day.intakeKcal = 0;
      return estimateExpenditure(input).expenditure - whole;
    });
    expect(mean(zeros)).toBeLessThan(-300);
  });

  it("follows a +300 kcal change of true expenditure by at least 150 within 21 days", () => {
    const changed = syntheticCohort(2026, 400, { days: 52, deficit: 500, step: { day: 30, kcal: 300 } });
    const moves = changed.map((person: SyntheticPerson) => ourMethod(person, 51).value - ourMethod(person, 30).value);
    expect(mean(moves)).toBeGreaterThanOrEqual(150);
  });

  it("has no bias when maintaining or gaining either", () => {
    for (const deficit of [0, -300]) {
      const people = syntheticCohort(deficit + 1000, 400, { days: 29, deficit });
      expect(Math.abs(summarize(people, 28, ourMethod).bias)).toBeLessThanOrEqual(25);
    }
  });
});
