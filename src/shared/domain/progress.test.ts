import { describe, expect, it } from "vitest";
import { progressBarPercent, progressPercent } from "./progress.js";

describe("progress", () => {
  it("rounds the percentage and caps the bar at 100", () => {
    expect(progressPercent(1000, 2000)).toBe(50);
    expect(progressPercent(333, 1000)).toBe(33);
    expect(progressPercent(2500, 2000)).toBe(125);
    expect(progressBarPercent(2500, 2000)).toBe(100);
    expect(progressBarPercent(500, 2000)).toBe(25);
  });

  it("is 0 without a goal", () => {
    expect(progressPercent(500, null)).toBe(0);
    expect(progressPercent(500, 0)).toBe(0);
    expect(progressBarPercent(500, undefined)).toBe(0);
  });
});
