import { afterAll, describe, expect, it } from "vitest";
import { fixturePath, fixtureZip, removeTempFiles, tempFile, totalsByDay } from "./fixtures/build.js";
import { GENERIC_TEMPLATE } from "./generic.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

const zone = { timeZone: "Europe/Rome" };

describe("Lose It!", () => {
  it("skips rows marked deleted and reads MM/DD/YYYY dates, told by the 15th and 16th", async () => {
    const parsed = await readImport(await tempFile("loseit.zip", fixtureZip("loseit")), zone);
    expect(parsed.source).toBe("loseit");
    expect(totalsByDay(parsed.meals)).toEqual({
      "2026-01-15": { meals: 3, calories: 595, proteins: 46.3 },
      "2026-01-16": { meals: 2, calories: 525, proteins: 46 },
    });
    expect(parsed.meals.map((m) => m.name)).not.toContain("Pizza slice");
    expect(parsed.meals[0]).toMatchObject({ name: "Banana, Medium", amount: "1 Each", mealType: "breakfast" });
    expect(parsed.meals[0]?.micronutrients).toMatchObject({ saturatedFat: 0.1, sugars: 14.4, fiber: 3.1, sodium: 1 });
    expect(parsed.reported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "food-logs.csv", rows: 2, what: expect.stringMatching(/deleted/) }),
        expect.objectContaining({ file: "exercise-logs.csv", rows: 1 }),
        expect.objectContaining({ file: "steps.csv", rows: 1 }),
      ]),
    );
    expect(parsed.measurements).toMatchObject([{ date: "2026-01-15", kind: "bodyFatPercent", value: 22.5 }]);
  });

  it("asks the weight unit (the file has none), then converts pounds; deleted weights skipped", async () => {
    const path = await tempFile("loseit.zip", fixtureZip("loseit"));
    const unanswered = await readImport(path, zone);
    expect(unanswered.needs.map((n) => n.id)).toEqual(["weightUnit"]);
    expect(unanswered.weighIns).toEqual([]);
    const parsed = await readImport(path, { ...zone, answers: { weightUnit: "lb" } });
    expect(parsed.weighIns.map((w) => [w.date, w.weightKg])).toEqual([
      ["2026-01-15", 82.74],
      ["2026-01-16", 82.46],
    ]);
  });

  it("reads the simplified web export, asking the date order when every date fits both", async () => {
    const path = fixturePath("loseit-web-export.csv");
    const unanswered = await readImport(path, zone);
    expect(unanswered.needs).toEqual([
      {
        id: "dateOrder",
        file: "loseit-web-export.csv",
        examples: ["02/03/2026", "03/04/2026"],
        options: ["DMY", "MDY"],
      },
    ]);
    expect(unanswered.meals).toEqual([]);
    const us = await readImport(path, { ...zone, answers: { dateOrder: "MDY" } });
    expect(us.meals.map((m) => [m.date, m.name, m.calories])).toEqual([
      ["2026-02-03", "Apple, Medium", 95],
      ["2026-03-04", "Rice", 206],
    ]);
    const eu = await readImport(path, { ...zone, answers: { dateOrder: "DMY" } });
    expect(eu.meals.map((m) => m.date)).toEqual(["2026-03-02", "2026-04-03"]);
    expect(us.reported).toEqual([expect.objectContaining({ rows: 1, what: expect.stringMatching(/exercise/) })]);
  });
});

describe("generic CSV", () => {
  it("reads semicolons, decimal commas, kJ, Day/Name synonyms, DD/MM and 12-hour times; bad rows are problems", async () => {
    const parsed = await readImport(fixturePath("generic/semicolons-kj.csv"), zone);
    expect(parsed.source).toBe("generic-csv");
    expect(totalsByDay(parsed.meals)).toEqual({
      "2025-12-25": { meals: 2, calories: 800, proteins: 57.5 },
      "2025-12-26": { meals: 1, calories: 750, proteins: 20 },
    });
    expect(parsed.meals[0]).toMatchObject({ name: "Porridge", time: "08:30", proteins: 12.5, fats: 8.2 });
    expect(parsed.meals[0]?.micronutrients.fiber).toBe(5);
    expect(parsed.meals[1]).toMatchObject({ time: "13:00", carbs: null });
    expect(parsed.problems).toEqual([
      { file: "semicolons-kj.csv", line: 5, reason: "No food name." },
      { file: "semicolons-kj.csv", line: 6, reason: '"31/13/2025" is not a date.' },
    ]);
    expect(parsed.problemCount).toBe(2);
  });

  it("reads the template it offers, and says which row has a word for a number", async () => {
    const template = await readImport(await tempFile("template.csv", GENERIC_TEMPLATE), zone);
    expect(template.meals.map((m) => [m.date, m.time, m.mealType, m.name, m.calories])).toEqual([
      ["2026-03-13", "08:30", "breakfast", "Porridge with milk", 320],
      ["2026-03-13", "13:00", "lunch", "Chicken salad", 450],
    ]);
    const parsed = await readImport(fixturePath("generic/template.csv"), zone);
    expect(parsed.meals).toHaveLength(2);
    expect(parsed.problems).toEqual([
      { file: "template.csv", line: 4, reason: "Not a number (or below 0): calories." },
    ]);
  });

  it("cuts a very long food name to 200 characters and keeps its key short", async () => {
    const long = "x".repeat(5000);
    const parsed = await readImport(await tempFile("long.csv", `date,food,calories\n2026-03-13,${long},100\n`), zone);
    expect(parsed.meals[0]?.name).toHaveLength(200);
    expect(parsed.meals[0]?.key.length).toBeLessThan(300);
    expect(parsed.meals[0]?.key).toMatch(/^generic-csv:meals:2026-03-13\|sha256:[0-9a-f]{64}$/);
  });

  it("reads dates and weights in pounds as weigh-ins", async () => {
    const parsed = await readImport(fixturePath("generic/weights-lb.csv"), zone);
    expect(parsed.weighIns.map((w) => [w.date, w.weightKg])).toEqual([
      ["2026-03-01", 80.01],
      ["2026-03-02", 79.79],
    ]);
  });

  it("reads a Windows-1252 file (Excel's CSV on Windows) without turning è or µ into �", async () => {
    const latin1 = Buffer.from("date;food;kcal;Selenium (\u00b5g)\r\n13/03/2026;Caff\u00e8 latte;120;2\r\n", "latin1");
    const parsed = await readImport(await tempFile("excel.csv", latin1), zone);
    expect(parsed.meals.map((m) => [m.date, m.name, m.calories, m.micronutrients.selenium])).toEqual([
      ["2026-03-13", "Caffè latte", 120, 2],
    ]);
  });

  it("puts an instant with a zone on the person's own day", async () => {
    const csv = "date,food,calories\r\n2026-03-13T23:30:00Z,Late snack,200\r\n";
    const rome = await readImport(await tempFile("late.csv", csv), { timeZone: "Europe/Rome" });
    expect(rome.meals.map((m) => [m.date, m.time])).toEqual([["2026-03-14", "00:30"]]);
    const ny = await readImport(await tempFile("late.csv", csv), { timeZone: "America/New_York" });
    expect(ny.meals.map((m) => [m.date, m.time])).toEqual([["2026-03-13", "19:30"]]);
  });
});
