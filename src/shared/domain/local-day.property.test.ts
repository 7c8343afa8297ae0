import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localPartsOf } from "./local-day.js";

const zones = [
  "Europe/Rome",
  "Pacific/Kiritimati",
  "Pacific/Honolulu",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "America/St_Johns",
  "Europe/Amsterdam",
  "UTC",
];

/** Intl's own reading of the wall clock, with no cache in between. */
function intlParts(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

describe("localPartsOf (cached offsets)", () => {
  it("agrees with Intl for any instant from 1900 to 2100 in zones with odd offsets and transitions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(localPartsOf(ms, zone)).toEqual(intlParts(ms, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("agrees with Intl second by second around a DST change", () => {
    const change = Date.UTC(2026, 9, 25, 1, 0, 0); // Europe/Rome falls back at 01:00 UTC
    for (let ms = change - 3600_000; ms <= change + 3600_000; ms += 59_000) {
      expect(localPartsOf(ms, "Europe/Rome")).toEqual(intlParts(ms, "Europe/Rome"));
    }
  });
});
