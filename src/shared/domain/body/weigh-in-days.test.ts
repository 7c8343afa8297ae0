import { describe, expect, it } from "vitest";
import { localTimeOnDay } from "../local-day.js";
import { firstWeighInPerDay } from "./weigh-in-days.js";

describe("weigh-ins by local day", () => {
  for (const zone of ["Pacific/Honolulu", "Pacific/Kiritimati"]) {
    it(`puts 23:30 and 00:30 local on their own days in ${zone}`, () => {
      const late = localTimeOnDay("2026-03-10", 23, 30, zone);
      const early = localTimeOnDay("2026-03-11", 0, 30, zone);
      // In UTC-10 and UTC+14 both instants fall on one UTC date (the 11th, the 10th): bucketed by
      // UTC they would merge into one day.
      const days = firstWeighInPerDay(
        [
          { measuredAt: early.toISOString(), weightKg: 80.2 },
          { measuredAt: late, weightKg: 80.9 },
        ],
        zone,
      );
      expect(days).toEqual([
        { date: "2026-03-10", weightKg: 80.9 },
        { date: "2026-03-11", weightKg: 80.2 },
      ]);
    });
  }

  it("keeps the first weigh-in of a day, whatever the order given", () => {
    const zone = "Pacific/Kiritimati";
    const days = firstWeighInPerDay(
      [
        { measuredAt: localTimeOnDay("2026-03-11", 21, 0, zone), weightKg: 81.5 },
        { measuredAt: localTimeOnDay("2026-03-11", 7, 0, zone).getTime(), weightKg: 80.4 },
        { measuredAt: "not a time", weightKg: 70 },
        { measuredAt: localTimeOnDay("2026-03-11", 8, 0, zone), weightKg: Number.NaN },
      ],
      zone,
    );
    expect(days).toEqual([{ date: "2026-03-11", weightKg: 80.4 }]);
  });
});
