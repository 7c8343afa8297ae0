import { describe, expect, it } from "vitest";
import type { Meal } from "../../../shared/contracts/meals.js";
import { createMealSchema, mealMessages } from "../../../shared/contracts/meals.js";
import { toDateTimeLocal } from "../../lib/dates.js";
import { emptyMealForm, mealFormOf, mealFormSchema, toMealRequestInput } from "./meal-form-values.js";

const at = (hour: number) => new Date(2026, 10, 16, hour, 0);
const sampleMeal: Meal = {
  id: 1,
  userId: 1,
  food: "Risotto",
  calories: 350,
  proteins: 20,
  carbs: 40,
  fats: 10,
  macrosGiven: true,
  mealType: "dinner",
  timestamp: "2026-11-16T19:00:00.000Z",
  localDate: "2026-11-16",
  notes: null,
  foodId: null,
  grams: null,
  micronutrients: null,
  createdAt: "2026-11-16T19:00:00.000Z",
  updatedAt: "2026-11-16T19:00:00.000Z",
};

describe("the meal form's values", () => {
  it("starts with the meal type of the time of day, as the food database form does", () => {
    expect(emptyMealForm(at(8)).mealType).toBe("breakfast");
    expect(emptyMealForm(at(13)).mealType).toBe("lunch");
    expect(emptyMealForm(at(16)).mealType).toBe("snack");
    expect(emptyMealForm(at(20)).mealType).toBe("dinner");
  });

  it("takes a quick add of calories only, with the macros left out", () => {
    const parsed = createMealSchema.parse(
      toMealRequestInput({ ...emptyMealForm(at(12)), food: "Quick add", calories: "350" }),
    );
    expect(parsed).toMatchObject({ calories: 350, mealType: "lunch" });
    expect(parsed.proteins).toBeUndefined();
    expect(parsed.carbs).toBeUndefined();
    expect(parsed.fats).toBeUndefined();
  });

  it("refuses a date more than a day ahead or 5 years back with the server's message", () => {
    const form = { ...emptyMealForm(), food: "Pasta", calories: "500" };
    const issues = (when: Date) =>
      mealFormSchema.safeParse({ ...form, timestamp: toDateTimeLocal(when) }).error?.issues ?? [];
    expect(issues(new Date("2030-01-01T12:00:00"))).toMatchObject([
      { path: ["timestamp"], message: mealMessages.dateRange },
    ]);
    expect(issues(new Date("2019-01-01T12:00:00"))).toMatchObject([
      { path: ["timestamp"], message: mealMessages.dateRange },
    ]);
    expect(issues(new Date())).toEqual([]);
  });

  it("says what is wrong with the date beside what is wrong with the other fields", () => {
    const result = mealFormSchema.safeParse({ ...emptyMealForm(), timestamp: "2030-01-01T12:00" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["food", mealMessages.food],
      ["calories", "Calories are required"],
      ["timestamp", mealMessages.dateRange],
    ]);
  });

  it("reports the spec's messages for an empty form", () => {
    const result = createMealSchema.safeParse(toMealRequestInput({ ...emptyMealForm(), mealType: "", timestamp: "" }));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(mealMessages.mealType);
    expect(messages).toContain(mealMessages.food);
    expect(messages).toContain(mealMessages.timestamp);
  });

  it("rounds amounts and sends the time as an ISO instant", () => {
    const parsed = createMealSchema.parse(
      toMealRequestInput({
        mealType: "lunch",
        food: "Soup",
        calories: "120.6",
        proteins: "4.4",
        carbs: "10.5",
        fats: "0.2",
        timestamp: "2026-11-16T12:30",
        notes: "  ",
      }),
    );
    expect(parsed).toMatchObject({ calories: 121, proteins: 4, carbs: 11, fats: 0, notes: null });
    expect(parsed.timestamp).toBe(new Date("2026-11-16T12:30").toISOString());
  });

  it("holds empty number fields as empty text, never NaN, and leaves them out of the request", () => {
    const empty = emptyMealForm();
    for (const key of ["calories", "proteins", "carbs", "fats"] as const) expect(empty[key]).toBe("");
    const request = toMealRequestInput({ ...empty, food: "Tea", calories: "0", proteins: " " });
    expect(request).toMatchObject({ calories: 0, proteins: undefined, carbs: undefined, fats: undefined });
    expect(
      mealFormOf({
        ...sampleMeal,
        macrosGiven: false,
      }),
    ).toMatchObject({ calories: "350", proteins: "", carbs: "", fats: "" });
    expect(mealFormOf(sampleMeal)).toMatchObject({ calories: "350", proteins: "20", carbs: "40", fats: "10" });
  });

  it("rejects negative amounts with the spec's messages", () => {
    const result = createMealSchema.safeParse(
      toMealRequestInput({
        ...emptyMealForm(),
        mealType: "snack",
        food: "x",
        calories: "-1",
        proteins: "-1",
        carbs: "-1",
        fats: "-1",
      }),
    );
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([mealMessages.calories, mealMessages.proteins, mealMessages.carbs, mealMessages.fats]),
    );
  });
});
