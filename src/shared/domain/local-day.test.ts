import { describe, expect, it } from "vitest";
import {
  addDays,
  canonicalTimeZone,
  dayBoundsUtc,
  instantOfWallTime,
  isDateString,
  lastNDays,
  localDayOf,
  localTimeOnDay,
  sameLocalTimeOnDay,
  zoneOffsetMs,
} from "./local-day.js";

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();

describe("localDayOf", () => {
  it("puts one instant on different days in zones far from UTC", () => {
    const instant = new Date("2026-05-10T10:30:00Z");
    expect(localDayOf(instant, "UTC")).toBe("2026-05-10");
    expect(localDayOf(instant, "Pacific/Kiritimati")).toBe("2026-05-11"); // 00:30 next day
    expect(localDayOf(instant, "Pacific/Honolulu")).toBe("2026-05-10"); // 00:30 same day
    expect(localDayOf(new Date("2026-05-10T09:30:00Z"), "Pacific/Kiritimati")).toBe("2026-05-10"); // 23:30
    expect(localDayOf(new Date("2026-05-10T09:30:00Z"), "Pacific/Honolulu")).toBe("2026-05-09"); // 23:30
  });
});

describe("dayBoundsUtc", () => {
  it("gives Kiritimati (+14) and Honolulu (-10) days that start at local midnight", () => {
    expect(dayBoundsUtc("2026-05-10", "Pacific/Kiritimati")).toEqual({
      start: new Date("2026-05-09T10:00:00Z"),
      end: new Date("2026-05-10T10:00:00Z"),
    });
    expect(dayBoundsUtc("2026-05-10", "Pacific/Honolulu")).toEqual({
      start: new Date("2026-05-10T10:00:00Z"),
      end: new Date("2026-05-11T10:00:00Z"),
    });
  });

  it("knows that the Rome spring-forward day has 23 hours and the fall-back day 25", () => {
    const spring = dayBoundsUtc("2026-03-29", "Europe/Rome");
    expect(iso(spring.start)).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(spring.end)).toBe("2026-03-29T22:00:00.000Z");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = dayBoundsUtc("2026-10-25", "Europe/Rome");
    expect(iso(autumn.start)).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(autumn.end)).toBe("2026-10-25T23:00:00.000Z");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it("handles a zone whose midnight does not exist (Santiago springs forward at 00:00)", () => {
    const { start } = dayBoundsUtc("2026-09-06", "America/Santiago");
    expect(localDayOf(start, "America/Santiago")).toBe("2026-09-06");
    expect(localDayOf(start.getTime() - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("refuses a string that is not a calendar date", () => {
    expect(() => dayBoundsUtc("2026-02-30", "UTC")).toThrow(RangeError);
    expect(() => dayBoundsUtc("2026-02-30", "UTC")).toThrow(RangeError);
  });

  it("answers the same when asked again, whatever the first caller did with its answer", () => {
    const first = dayBoundsUtc("2026-03-29", "Europe/Rome");
    first.start.setTime(0);
    first.end.setTime(0);
    const again = dayBoundsUtc("2026-03-29", "Europe/Rome");
    expect(iso(again.start)).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(again.end)).toBe("2026-03-29T22:00:00.000Z");
  });
});

describe("wall times", () => {
  it("moves a wall time inside the spring gap forward and takes the earlier of a repeated one", () => {
    expect(iso(instantOfWallTime(Date.UTC(2026, 2, 29, 2, 30), "Europe/Rome"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(instantOfWallTime(Date.UTC(2026, 9, 25, 2, 30), "Europe/Rome"))).toBe("2026-10-25T00:30:00.000Z");
  });

  it("reports offsets", () => {
    expect(zoneOffsetMs(new Date("2026-07-01T00:00:00Z"), "Europe/Rome")).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date("2026-01-01T00:00:00Z"), "Pacific/Kiritimati")).toBe(14 * HOUR);
    expect(zoneOffsetMs(new Date("2026-01-01T00:00:00Z"), "Pacific/Honolulu")).toBe(-10 * HOUR);
  });

  it("keeps the local time of day when a meal is copied across a DST change", () => {
    const before = new Date("2026-03-28T07:15:00Z"); // 08:15 in Rome (+1)
    expect(iso(sameLocalTimeOnDay(before, "2026-03-30", "Europe/Rome"))).toBe("2026-03-30T06:15:00.000Z"); // 08:15 (+2)
    expect(iso(localTimeOnDay("2026-05-10", 23, 30, "Pacific/Kiritimati"))).toBe("2026-05-10T09:30:00.000Z");
  });
});

describe("date strings", () => {
  it("validates, adds days and lists the trend's N + 1 days", () => {
    expect(isDateString("2024-02-29")).toBe(true);
    expect(isDateString("2026-02-29")).toBe(false);
    expect(isDateString("2026-1-01")).toBe(false);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    const week = lastNDays("2026-03-02", 7);
    expect(week).toHaveLength(8);
    expect(week[0]).toBe("2026-02-23");
    expect(week.at(-1)).toBe("2026-03-02");
  });

  it("hands out a day list nobody can change for the next caller", () => {
    const days = lastNDays("2026-03-02", 14) as string[];
    expect(() => days.push("2026-03-03")).toThrow(TypeError);
    expect(lastNDays("2026-03-02", 14)).toHaveLength(15);
    expect(lastNDays("2026-03-02", 7)).toHaveLength(8);
  });

  it("canonicalises zones and refuses unknown ones", () => {
    expect(canonicalTimeZone("europe/rome")).toBe("Europe/Rome");
    expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });
});
