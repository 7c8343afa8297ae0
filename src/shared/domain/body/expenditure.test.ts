import { describe, expect, it } from "vitest";
import { dateOfDayNumber, dayNumber } from "./day-numbers.js";
import type { DayStatus } from "./day-status.js";
import {
  type ExpenditureInput,
  estimateExpenditure,
  estimateExpenditureWithDetails,
  expenditureHistory,
} from "./expenditure.js";

const start = dayNumber("2026-02-01");
const on = (day: number) => dateOfDayNumber(start + day);

interface Plan {
  days: number;
  intake: (day: number) => number;
  weight: (day: number) => number;
  logged?: (day: number) => boolean;
  weighed?: (day: number) => boolean;
  status?: (day: number) => DayStatus;
}

/** The input on day `plan.days` with data on days 0..days-1. */
function input({ days, intake, weight, logged, weighed, status }: Plan, formulaKcal = 2000): ExpenditureInput {
  const list: ExpenditureInput["days"][number][] = [];
  const weighIns: ExpenditureInput["weighIns"][number][] = [];
  for (let day = 0; day < days; day++) {
    if (logged?.(day) ?? true)
      list.push({ date: on(day), intakeKcal: intake(day), status: status?.(day) ?? "complete" });
    if (weighed?.(day) ?? true) weighIns.push({ date: on(day), weightKg: weight(day) });
  }
  return { days: list, weighIns, formulaKcal, today: on(days) };
}

const flat: Plan = { days: 28, intake: () => 2500, weight: () => 80 };
const losing: Plan = { days: 28, intake: () => 2000, weight: (day) => 90 - (0.5 / 7) * day };

describe("measured expenditure: fixed cases", () => {
  it("gives 2,500 for 2,500 kcal a day and a flat weight, in exactly the route's shape", () => {
    const answer = estimateExpenditure(input(flat, 1900));
    expect(answer).toEqual({
      status: "updating",
      expenditure: 2500,
      low: 2500,
      high: 2500,
      confidence: "high",
      formula: 1900,
      completeDays: 28,
      weighIns: 28,
      windowDays: 28,
    });
    expect(Object.keys(answer)).not.toContain("reason");
  });

  it("gives 2,550 for 2,000 kcal a day while losing 0.5 kg a week", () => {
    const details = estimateExpenditureWithDetails(input(losing));
    expect(details.estimate.expenditure).toBe(2550);
    expect(details.measurement?.slopeKgPerDay).toBeCloseTo(-0.5 / 7, 10);
  });

  it("is not lowered by a 10-day gap in weigh-ins, or by unlogged and partial days", () => {
    const gap = { ...losing, weighed: (day: number) => day < 8 || day > 17 };
    expect(estimateExpenditure(input(gap))).toMatchObject({ status: "updating", expenditure: 2550, weighIns: 18 });

    // Every third day unlogged, and two days with one small meal marked partial: left out, not zeros.
    const holes = {
      ...losing,
      logged: (day: number) => day % 3 !== 1,
      intake: (day: number) => (day === 20 || day === 24 ? 400 : 2000),
      status: (day: number): DayStatus => (day === 20 || day === 24 ? "partial" : "complete"),
    };
    expect(estimateExpenditure(input(holes))).toMatchObject({ expenditure: 2550, completeDays: 17 });
    // The same two days counted as complete would lower it: the status is what protects it.
    const counted = { ...holes, status: () => "complete" as const };
    expect(estimateExpenditure(input(counted)).expenditure).toBeLessThan(2450);
  });

  it("counts a fasted day as 0 kcal", () => {
    const fasted = { ...flat, status: (day: number): DayStatus => (day === 10 ? "fasted" : "complete") };
    const details = estimateExpenditureWithDetails(input(fasted));
    expect(details.measurement?.meanIntakeKcal).toBeCloseTo((27 * 2500) / 28, 8);
  });

  it("follows a +300 kcal change of true expenditure by at least 150 within 21 days", () => {
    // Eating 2,500 throughout; from day 56 the body burns 2,800, so the weight falls 300/7,700 kg a day.
    const weight = (day: number) => 80 - (Math.max(0, day - 56) * 300) / 7700;
    const before = estimateExpenditure(input({ days: 56, intake: () => 2500, weight }));
    const after = estimateExpenditure(input({ days: 77, intake: () => 2500, weight }));
    expect(before.expenditure).toBe(2500);
    expect(after.expenditure - before.expenditure).toBeGreaterThanOrEqual(150);
  });
});

describe("measured expenditure: status", () => {
  it("collects during the first two weeks, answering the formula", () => {
    const answer = estimateExpenditure(input({ ...flat, days: 8 }, 2300));
    expect(answer).toEqual({
      status: "collecting",
      expenditure: 2300,
      low: 1614,
      high: 2986,
      confidence: "low",
      formula: 2300,
      completeDays: 8,
      weighIns: 8,
      windowDays: 8,
      reason: { code: "collecting", days: 8, needed: 14 },
    });
  });

  it("starts from the person's own estimate instead of the formula", () => {
    const answer = estimateExpenditure({ ...input({ ...flat, days: 8 }, 2300), startingKcal: 2650 });
    expect(answer).toMatchObject({ status: "collecting", expenditure: 2650, formula: 2650 });
  });

  it("holds the last value, and says why, when weigh-ins stop", () => {
    const stopped = { ...losing, days: 35, weighed: (day: number) => day < 27 };
    const details = estimateExpenditureWithDetails(input(stopped));
    expect(details.estimate).toMatchObject({
      status: "holding",
      expenditure: 2550,
      weighIns: 20,
      reason: { code: "no-recent-weigh-in" },
    });
    expect(details.heldFrom).toBe(on(33)); // the last day with a weigh-in in the 7 before it
  });

  it("holds when too few days of the last week are complete", () => {
    const lazy = { ...losing, days: 35, logged: (day: number) => day < 30 || day === 33 };
    const answer = estimateExpenditure(input(lazy));
    expect(answer).toMatchObject({ status: "holding", expenditure: 2550 });
    expect(answer.reason).toEqual({ code: "few-days-last-week", count: 3, needed: 4 });
  });

  it("holds a stored value when no day in the look-back passed the gates", () => {
    const old = { ...losing, days: 120, weighed: (day: number) => day < 20, logged: (day: number) => day < 20 };
    const previous = { expenditure: 2480, low: 2200, high: 2760, confidence: "medium" as const };
    expect(estimateExpenditure(input(old))).toMatchObject({ status: "collecting", expenditure: 2000 });
    expect(estimateExpenditure({ ...input(old), previous })).toMatchObject({ status: "holding", ...previous });
  });
});

describe("measured expenditure: history and speed", () => {
  it("gives each day the answer estimateExpenditure gives on it", () => {
    const plan = { ...losing, days: 60, weighed: (day: number) => day < 40 || day > 50 };
    const { today, ...rest } = input(plan);
    const history = expenditureHistory(rest, { from: on(5), to: on(60) });
    expect(history).toHaveLength(56);
    for (const point of history) {
      const single = estimateExpenditure({ ...rest, today: point.date });
      expect(point).toEqual({
        date: point.date,
        status: single.status,
        expenditure: single.expenditure,
        low: single.low,
        high: single.high,
        confidence: single.confidence,
      });
    }
    expect(new Set(history.map((point) => point.status))).toEqual(new Set(["collecting", "updating", "holding"]));
  });

  it("is fast with five years of daily data", () => {
    const years = input({ days: 5 * 365, intake: (day) => 2200 + (day % 7) * 40, weight: (day) => 80 + Math.sin(day) });
    const began = performance.now();
    estimateExpenditure(years);
    const { today, ...rest } = years;
    const history = expenditureHistory(rest, { from: on(4 * 365), to: on(5 * 365) });
    const elapsed = performance.now() - began;
    expect(history).toHaveLength(366);
    expect(elapsed).toBeLessThan(500); // about 25 ms measured (2 ms the estimate, the rest a year of history)
  });
});
