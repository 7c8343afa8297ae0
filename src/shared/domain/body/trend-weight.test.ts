import { describe, expect, it } from "vitest";
import { dateOfDayNumber, dayNumber } from "./day-numbers.js";
import { trendWeight } from "./trend-weight.js";

const start = dayNumber("2026-01-01");
const on = (day: number) => dateOfDayNumber(start + day);

describe("trend weight", () => {
  it("moves 10 % of the way to each day's weight, from the first weigh-in", () => {
    const { points } = trendWeight(
      [
        { date: on(0), weightKg: 80 },
        { date: on(1), weightKg: 81 },
        { date: on(2), weightKg: 79 },
      ],
      { from: on(0), to: on(2) },
    );
    expect(points.map((point) => point.trendKg)).toEqual([80, 80.1, 80.1 + 0.1 * (79 - 80.1)]);
    expect(points.every((point) => !point.interpolated)).toBe(true);
  });

  it("fills days between weigh-ins on a straight line and marks them", () => {
    const { points } = trendWeight(
      [
        { date: on(3), weightKg: 80 },
        { date: on(0), weightKg: 80 },
        { date: on(0), weightKg: 99 },
      ],
      { from: on(0), to: on(6) },
    );
    // Day 0 is the first entry given for that day; nothing after the last weigh-in (day 3).
    expect(points.map((point) => [point.date, point.weightKg, point.interpolated])).toEqual([
      [on(0), 80, false],
      [on(1), null, true],
      [on(2), null, true],
      [on(3), 80, false],
    ]);
    const gap = trendWeight(
      [
        { date: on(0), weightKg: 80 },
        { date: on(2), weightKg: 82 },
      ],
      { from: on(0), to: on(2) },
    );
    expect(gap.points[1]?.trendKg).toBeCloseTo(80.1, 10); // 10 % towards the interpolated 81
  });

  it("shows the changes only when enough weigh-ins back them", () => {
    const daily = Array.from({ length: 60 }, (_, day) => ({ date: on(day), weightKg: 90 - day * 0.1 }));
    const full = trendWeight(daily, { from: on(59), to: on(59) });
    expect(full.changes.perWeek).toBeCloseTo(-0.7, 10);
    // The trend has caught up with a steady 0.1 kg a day: its changes show that rate.
    expect(full.changes.week).toBeCloseTo(-0.7, 1);
    expect(full.changes.fourWeeks).toBeCloseTo(-2.8, 1);
    expect(full.latest).toEqual({ date: on(59), weightKg: daily[59]?.weightKg, trendKg: expect.any(Number) });

    // Two weigh-ins in the last week, five in the last two: too few for either change.
    const sparse = daily.filter((_entry, day) => day < 45 || [47, 50, 52, 56, 59].includes(day));
    const few = trendWeight(sparse, { from: on(59), to: on(59) });
    expect(few.changes.week).toBeNull();
    expect(few.changes.twoWeeks).toBeNull();
    expect(few.changes.fourWeeks).not.toBeNull();
    expect(trendWeight(daily.slice(0, 5), { from: on(0), to: on(4) }).changes).toEqual({
      week: null,
      twoWeeks: null,
      fourWeeks: null,
      perWeek: null,
    });
  });

  it("answers nothing without weigh-ins", () => {
    expect(trendWeight([], { from: on(0), to: on(9) })).toEqual({
      points: [],
      changes: { week: null, twoWeeks: null, fourWeeks: null, perWeek: null },
      latest: null,
    });
  });

  it("is fast with five years of daily weigh-ins", () => {
    const years = Array.from({ length: 5 * 365 }, (_, day) => ({ date: on(day), weightKg: 80 + Math.sin(day / 9) }));
    const began = performance.now();
    const trend = trendWeight(years, { from: on(0), to: on(5 * 365 - 1) });
    const elapsed = performance.now() - began;
    expect(trend.points).toHaveLength(5 * 365);
    expect(elapsed).toBeLessThan(100); // about 5 ms measured; linear, never a loop in a loop
  });
});
