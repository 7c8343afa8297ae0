import { afterAll, describe, expect, it } from "vitest";
import { fixtureBytes, fixtureZip, removeTempFiles, tempFile, totalsByDay, zipOf } from "./fixtures/build.js";
import { readImport } from "./read-import.js";

afterAll(removeTempFiles);

const zone = { timeZone: "Europe/Rome" };
const MFP = "File-Export-2024-07-01-to-2024-07-03/";
const mfp = (name: string) => fixtureBytes(`myfitnesspal/${MFP}${name}-2024-07-01-to-2024-07-03.csv`);

describe("MyFitnessPal export ZIP", () => {
  it("gives a meal per date and meal with its totals; %DV columns are not read as masses", async () => {
    const parsed = await readImport(await tempFile("export.zip", fixtureZip("myfitnesspal")), zone);
    expect(parsed.source).toBe("myfitnesspal");
    expect(parsed.kind).toBe("zip");
    expect(totalsByDay(parsed.meals)).toEqual({
      "2024-07-01": { meals: 3, calories: 1370.5, proteins: 72.7 },
      "2024-07-02": { meals: 3, calories: 1510, proteins: 90 },
      "2024-07-03": { meals: 1, calories: 600, proteins: 35 },
    });
    const [breakfast, lunch, snacks] = parsed.meals;
    expect(breakfast).toMatchObject({ mealType: "breakfast", time: "08:15", name: "Breakfast (MyFitnessPal)" });
    expect(breakfast?.micronutrients).toMatchObject({ sodium: 574.5, potassium: 740, saturatedFat: 7.9, fiber: 2.1 });
    // Vitamin A, Vitamin C, Calcium and Iron are % Daily Value in MFP's file.
    expect(breakfast?.micronutrients).toMatchObject({ vitaminA: null, vitaminC: null, calcium: null, iron: null });
    expect(lunch).toMatchObject({ time: null, notes: "Salad, no dressing", micronutrients: { potassium: null } });
    // Blank is not zero.
    expect(snacks).toMatchObject({ calories: 150, proteins: null, carbs: null, fats: null, time: "15:40" });
    const postWorkout = parsed.meals.find((m) => m.mealLabel === "Post-Workout");
    expect(postWorkout).toMatchObject({ mealType: "snack", time: "12:30" });
    expect(parsed.meals.find((m) => m.date === "2024-07-02" && m.mealType === "breakfast")?.time).toBe("00:05");
  });

  it("reads the weights in pounds from the Exercise-Summary's header, and reports the exercise", async () => {
    const parsed = await readImport(await tempFile("export.zip", fixtureZip("myfitnesspal")), zone);
    expect(parsed.weighIns.map((w) => [w.date, w.weightKg])).toEqual([
      ["2024-07-01", 90.72],
      ["2024-07-03", 89.99],
    ]);
    expect(parsed.measurements).toMatchObject([{ date: "2024-07-01", kind: "bodyFatPercent", value: 24.5 }]);
    expect(parsed.needs).toEqual([]);
    expect(parsed.reported).toEqual([expect.objectContaining({ rows: 3, what: expect.stringMatching(/exercise/) })]);
  });

  it("asks for the weight unit when no exercise file tells it, and uses the answer", async () => {
    const path = await tempFile(
      "export.zip",
      zipOf({
        "Nutrition-Summary.csv": mfp("Nutrition-Summary"),
        "Measurement-Summary.csv": mfp("Measurement-Summary"),
      }),
    );
    const unanswered = await readImport(path, zone);
    expect(unanswered.needs).toEqual([expect.objectContaining({ id: "weightUnit", options: ["kg", "lb"] })]);
    expect(unanswered.weighIns).toEqual([]);
    expect(unanswered.meals).toHaveLength(7);
    const answered = await readImport(path, { ...zone, answers: { weightUnit: "kg" } });
    expect(answered.needs).toEqual([]);
    expect(answered.weighIns.map((w) => w.weightKg)).toEqual([200, 198.4]);
  });

  it("reads the older per-food shape (a Food column) as a meal per food", async () => {
    const csv = [
      "Date,Meal,Food,Calories,Fat (g),Carbohydrates (g),Protein (g)",
      '2023-11-02,Breakfast,"Quaker, Oats",150,3,27,5',
      '2023-11-02,Breakfast,"Generic, Milk 2%",61,2.4,5.9,4.1',
    ].join("\r\n");
    const parsed = await readImport(await tempFile("Nutrition-Summary.csv", csv), zone);
    expect(parsed.source).toBe("myfitnesspal");
    expect(parsed.meals.map((m) => [m.name, m.calories, m.mealType])).toEqual([
      ["Quaker, Oats", 150, "breakfast"],
      ["Generic, Milk 2%", 61, "breakfast"],
    ]);
    expect(new Set(parsed.meals.map((m) => m.key)).size).toBe(2);
  });

  it("gives every row a stable key: the same file twice gives the same keys, all distinct", async () => {
    const path = await tempFile("export.zip", fixtureZip("myfitnesspal"));
    const first = await readImport(path, zone);
    const second = await readImport(path, zone);
    const keys = (p: typeof first) => [...p.meals, ...p.weighIns, ...p.measurements].map((r) => r.key);
    expect(keys(second)).toEqual(keys(first));
    expect(new Set(keys(first)).size).toBe(keys(first).length);
    // The file's dated name is not part of the key: a later export of the same days gives the same keys.
    expect(keys(first).every((key) => !key.includes("2024-07-01-to"))).toBe(true);
  });
});

describe("Cronometer", () => {
  it("gives each serving as a meal in its group, with µ and μ columns, IU converted and blank energy 0 kcal", async () => {
    const parsed = await readImport(await tempFile("cronometer.zip", fixtureZip("cronometer")), zone);
    expect(parsed.source).toBe("cronometer");
    // The day totals of dailysummary.csv are not meals when servings are given.
    expect(totalsByDay(parsed.meals)).toEqual({
      "2026-03-13": { meals: 4, calories: 471.5, proteins: 63.06 },
      "2026-03-14": { meals: 3, calories: 674, proteins: 30.58 },
    });
    const eggs = parsed.meals[0];
    expect(eggs).toMatchObject({
      name: "Eggs, Whole, Cooked",
      amount: "2 large",
      time: "08:33",
      mealType: "breakfast",
    });
    expect(eggs?.micronutrients).toMatchObject({ vitaminB12: 0.89, selenium: 30.8, folate: 47, vitaminD: 2.05 });
    // Vitamin A in IU cannot be turned into µg RAE without knowing its source.
    expect(eggs?.micronutrients.vitaminA).toBeNull();
    const supplement = parsed.meals.find((m) => m.name === "Vitamin D3 supplement");
    expect(supplement).toMatchObject({ calories: 0, proteins: null, time: "21:02", mealType: "snack" });
    expect(supplement?.micronutrients.vitaminD).toBe(25);
    const soup = parsed.meals.find((m) => m.name === "Lentil soup");
    expect(soup).toMatchObject({ mealLabel: "Uncategorized", mealType: "snack", time: "13:15" });
    // Two identical servings are two meals with two keys.
    const bananas = parsed.meals.filter((m) => m.name === "Banana, Raw").map((m) => m.key);
    expect(bananas).toHaveLength(2);
    expect(bananas[1]).toBe(`${bananas[0]}#2`);
  });

  it("marks complete days, reads weights in kg and lbs and body fat, reports exercise", async () => {
    const parsed = await readImport(await tempFile("cronometer.zip", fixtureZip("cronometer")), zone);
    expect(parsed.dayStatuses.map((d) => [d.date, d.completed])).toEqual([
      ["2026-03-13", true],
      ["2026-03-14", false],
    ]);
    expect(parsed.weighIns.map((w) => [w.date, w.weightKg, w.sourceApp])).toEqual([
      ["2026-03-13", 83.52, "Garmin"],
      ["2026-03-14", 83.28, null],
    ]);
    expect(parsed.measurements).toMatchObject([{ date: "2026-03-14", kind: "bodyFatPercent", value: 21.4 }]);
    expect(parsed.reported).toEqual([expect.objectContaining({ file: "exercises.csv", rows: 2 })]);
  });

  it("uses the daily totals when the servings carry no nutrients", async () => {
    const parsed = await readImport(await tempFile("c.zip", fixtureZip("cronometer-foods-only")), zone);
    expect(parsed.meals.map((m) => [m.date, m.name, m.calories, m.proteins])).toEqual([
      ["2026-03-13", "Day total (Cronometer)", 471.5, 63.06],
      ["2026-03-14", "Day total (Cronometer)", 674, 30.58],
    ]);
    expect(parsed.reported).toEqual([expect.objectContaining({ file: "servings.csv", rows: 1 })]);
  });

  it("reads a single servings.csv uploaded alone, whatever its name", async () => {
    const parsed = await readImport(await tempFile("my-food.txt", fixtureBytes("cronometer/servings.csv")), zone);
    expect(parsed.kind).toBe("csv");
    expect(parsed.meals).toHaveLength(7);
  });
});
