import { describe, expect, it } from "vitest";
import { bandPath, dayAt, dayTicks, dotsPath, linePaths, niceStep, valueScale } from "./day-chart-geometry.js";

const x = (index: number) => index * 10;

describe("the day chart's geometry", () => {
  it("picks steps a person reads: 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(10, 4)).toBe(2.5);
    expect(niceStep(3.2, 4)).toBe(1);
    expect(niceStep(0.7, 4)).toBe(0.2);
    expect(niceStep(900, 4)).toBe(250);
  });

  it("pads the value axis to whole steps and maps bottom to top", () => {
    const y = valueScale([71.3, null, 73.8], 200, 0);
    expect(y.ticks).toEqual([71, 72, 73, 74]);
    expect(y.at(71)).toBe(200);
    expect(y.at(74)).toBe(0);
    // A flat series sits mid-axis instead of dividing by zero.
    const flat = valueScale([70, 70], 100, 0);
    expect(flat.at(70)).toBeGreaterThan(0);
    expect(flat.at(70)).toBeLessThan(100);
  });

  it("draws every dot of five years in one path, skipping days without a value", () => {
    const values = Array.from({ length: 1826 }, (_, index) => (index % 3 === 0 ? null : 70 + (index % 7) / 10));
    const y = valueScale(values, 100, 0);
    const path = dotsPath(values, x, y);
    expect(path.match(/M/g)).toHaveLength(values.filter((value) => value !== null).length);
    expect(path).not.toContain("NaN");
  });

  it("splits the line into solid and dashed (estimated) segments and breaks it where a day has no value", () => {
    const y = valueScale([0, 10], 100, 0);
    const { solid, dashed } = linePaths([1, 2, 3, 4, null, 6], [false, false, true, false, false, false], x, y);
    // 0->1 measured; 1->2 and 2->3 touch the estimated day; 3->4 has no value; 4->5 has no start.
    expect(solid.match(/M/g)).toHaveLength(1);
    expect(dashed.match(/L/g)).toHaveLength(2);
    // Joined: one move, two lines, not two separate segments.
    expect(dashed.match(/M/g)).toHaveLength(1);
  });

  it("closes a band per run of days that have both bounds", () => {
    const y = valueScale([0, 100], 100, 0);
    const path = bandPath([10, 10, null, 10], [20, 20, null, 20], x, y);
    expect(path.match(/Z/g)).toHaveLength(2);
  });

  it("spreads date ticks with the first and last day, and finds the day under a pointer", () => {
    expect(dayTicks(31, 4)).toEqual([0, 10, 20, 30]);
    expect(dayTicks(1, 5)).toEqual([0]);
    expect(dayTicks(8, 3)).toEqual([0, 4, 7]);
    expect(dayAt(0, 31, 10, 310)).toBe(0);
    expect(dayAt(165, 31, 10, 310)).toBe(16);
    expect(dayAt(999, 31, 10, 310)).toBe(30);
  });
});
