import { createReadStream } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { fixturePath, fixtureZip, removeTempFiles, tempFile } from "./fixtures/build.js";
import type { ReadProgress } from "./parsed.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

const zone = { timeZone: "Europe/Rome" };

describe("Apple Health", () => {
  it("sums dietary records per local day and app (Cal and kJ converted), in the record's own offset", async () => {
    const parsed = await readImport(
      await tempFile("export.zip", fixtureZip("apple-health", "apple_health_export/")),
      zone,
    );
    expect(parsed.source).toBe("apple-health");
    expect(parsed.meals.map((m) => [m.date, m.sourceApp, m.calories, m.proteins, m.carbs, m.fats])).toEqual([
      ["2026-04-22", "MyFitnessPal", 1850, 95.5, 210, 60.25],
      // 23:30 at -0700 is still the 22nd where it was eaten.
      ["2026-04-22", "Lifesum", 1700, null, null, null],
      ["2026-04-23", "Lifesum", 500, null, null, null],
      ["2026-04-23", "MyFitnessPal", 980, null, null, null],
    ]);
    expect(parsed.meals[0]?.micronutrients).toMatchObject({ sodium: 2100, vitaminD: 5, iron: null });
    expect(parsed.problems).toEqual([
      {
        file: "apple_health_export/export.xml",
        line: 51,
        reason: "A DietaryEnergyConsumed record without a date or value.",
      },
      {
        file: "apple_health_export/export.xml",
        line: 50,
        reason: "Lifesum recorded nutrients but no energy on 2026-04-24; that day was left out.",
      },
    ]);
  });

  it("keeps each app's last weight and body fat of the day (lb converted, fraction to percent), and lists the apps", async () => {
    const parsed = await readImport(fixturePath("apple-health/export.xml"), zone);
    expect(parsed.kind).toBe("xml");
    expect(parsed.weighIns.map((w) => [w.date, w.time, w.sourceApp, w.weightKg])).toEqual([
      ["2026-04-22", "07:35", "Health", 90.72],
      ["2026-04-22", "21:10", "Withings", 91.1],
    ]);
    expect(parsed.measurements).toMatchObject([
      { date: "2026-04-22", kind: "bodyFatPercent", value: 18.4, sourceApp: "Withings" },
    ]);
    expect(parsed.sources).toEqual([
      { name: "Health", meals: 0, weighIns: 1, measurements: 0 },
      { name: "Lifesum", meals: 2, weighIns: 0, measurements: 0 },
      { name: "MyFitnessPal", meals: 2, weighIns: 0, measurements: 0 },
      { name: "Withings", meals: 0, weighIns: 1, measurements: 1 },
    ]);
  });

  it("reads from a stream and reports progress up to the whole file", async () => {
    const progress: ReadProgress[] = [];
    const parsed = await readImport(
      { stream: createReadStream(fixturePath("apple-health/export.xml")), name: "export.xml" },
      { ...zone, onProgress: (p) => progress.push(p) },
    );
    expect(parsed.meals).toHaveLength(4);
    const last = progress.at(-1);
    expect(last?.bytesRead).toBe(last?.totalBytes);
    expect(last?.totalBytes).toBeGreaterThan(4000);
  });
});

describe("Macrowise's own export", () => {
  it("reads meals at their instants, weigh-ins, measurements and what a new account needs, not billing", async () => {
    const parsed = await readImport(fixturePath("macrowise/export.json"), zone);
    expect(parsed.source).toBe("macrowise");
    expect(parsed.meals.map((m) => [m.date, m.time, m.mealType, m.name, m.calories, m.proteins, m.timestamp])).toEqual([
      ["2026-04-30", "07:30", "breakfast", "Oats", 311, 11, "2026-04-30T05:30:00.000Z"],
      // A quick add without macros: unknown, not 0 g.
      ["2026-04-30", "13:00", "lunch", "Pasta al pomodoro", 620, null, "2026-04-30T11:00:00.000Z"],
      ["2026-05-01", "00:30", "dinner", "Pizza margherita", 850, 35, "2026-04-30T22:30:00.000Z"],
    ]);
    expect(parsed.meals[0]).toMatchObject({ foodId: 900, grams: 80, micronutrients: { fiber: 8.5, iron: 3.78 } });
    expect(parsed.meals[1]).toMatchObject({ notes: "at the canteen", foodId: null });
    expect(parsed.weighIns).toMatchObject([{ date: "2026-04-30", weightKg: 64.2 }]);
    expect(parsed.measurements.map((m) => [m.kind, m.value])).toEqual([
      ["waistCm", 71.5],
      ["bodyFatPercent", 24.1],
    ]);
    expect(parsed.macrowise).toMatchObject({
      timeZone: "Europe/Rome",
      profile: { name: "Anna", height: 168 },
      goals: [{ name: "Maintain", calories: 2100 }],
      foods: [{ id: 900, name: "Oats (my bag)", portions: [{ name: "1 bowl", grams: 80 }] }],
      catalogFoods: [{ id: 1, slug: "pizza-margherita" }],
      dayMarks: [{ date: "2026-04-29", status: "partial" }],
    });
    expect(parsed.reported.map((r) => r.what.split(":")[0])).toEqual(["chatMessages", "subscriptions"]);
    expect(parsed.problems).toEqual([{ file: "export.json", line: 0, reason: expect.stringMatching(/^meals\[3\]: /) }]);
  });

  it("refuses JSON that is not a Macrowise export, and one from a newer version", async () => {
    await expect(readImport(await tempFile("x.json", '{"hello": 1}'), zone)).rejects.toMatchObject({
      code: "not-what-it-claims",
    });
    const newer = '{"format":"macrowise-export","version":9,"exportedAt":"2026-01-01T00:00:00Z","timeZone":"UTC"}';
    await expect(readImport(await tempFile("x.json", newer), zone)).rejects.toMatchObject({
      code: "not-what-it-claims",
      message: expect.stringMatching(/newer Macrowise/),
    });
  });
});
