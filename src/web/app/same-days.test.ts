import { afterEach, describe, expect, it } from "vitest";
import { dayBoundsUtc, zoneOffsetMs } from "../../shared/domain/local-day.js";
import { sameDaysHere } from "./same-days.js";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

/** The starts of the days around Rome's spring change (2026-03-29 has 23 hours), as the server sends them. */
function dayStartsIn(timeZone: string) {
  return ["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"].map((date) => {
    const at = dayBoundsUtc(date, timeZone).start.getTime();
    return { at, offsetMinutes: zoneOffsetMs(at, timeZone) / 60_000 };
  });
}

describe("sameDaysHere", () => {
  it("agrees in the zone the days were counted in, across a DST change", () => {
    process.env.TZ = "Europe/Rome";
    expect(sameDaysHere(dayStartsIn("Europe/Rome"))).toBe(true);
  });

  it("agrees in another zone whose days begin at the same instants", () => {
    process.env.TZ = "Europe/Berlin";
    expect(sameDaysHere(dayStartsIn("Europe/Rome"))).toBe(true);
  });

  it("disagrees where the days begin elsewhere, or where only the DST change differs", () => {
    process.env.TZ = "Pacific/Auckland";
    expect(sameDaysHere(dayStartsIn("Europe/Rome"))).toBe(false);
    // Lagos is UTC+1 all year, like Rome until the change: the last days begin an hour apart.
    process.env.TZ = "Africa/Lagos";
    expect(sameDaysHere(dayStartsIn("Europe/Rome"))).toBe(false);
  });
});
