import { describe, expect, it } from "vitest";
import { dayHeading, fromDateTimeLocal, longDate, shortDate } from "./dates.js";

describe("date display", () => {
  it("names today and yesterday and writes other days in full", () => {
    expect(dayHeading("2026-11-18", "2026-11-18")).toBe("Today");
    expect(dayHeading("2026-11-17", "2026-11-18")).toBe("Yesterday");
    expect(dayHeading("2026-11-16", "2026-11-18")).toBe("Monday, 16 November 2026");
    expect(dayHeading("2026-02-28", "2026-03-01")).toBe("Yesterday");
  });

  it("formats goal dates as the spec shows them", () => {
    expect(longDate("2026-11-22")).toBe("November 22, 2026");
    expect(shortDate("2026-11-02")).toBe("02/11/2026");
  });

  it("rejects a datetime-local value that is empty or malformed", () => {
    expect(fromDateTimeLocal("")).toBe("");
    expect(fromDateTimeLocal("2026-13-45T10:00")).toBe("");
    expect(fromDateTimeLocal("2026-11-16T10:30")).toMatch(/^2026-11-1\dT\d{2}:30:00\.000Z$/);
  });
});
