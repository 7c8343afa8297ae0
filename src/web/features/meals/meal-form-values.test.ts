import { describe, expect, it } from "vitest";
import { createMealSchema, mealMessages } from "../../../shared/contracts/meals.js";
import { toDateTimeLocal } from "../../lib/dates.js";
import { emptyMealForm, mealFormResolver, toMealRequestInput } from "./meal-form-values.js";

const at = (hour: number) => new Date(2026, 10, 16, hour, 0);

describe("the meal form's values", () => {
  it("starts with the meal type of the time of day, as the food database form does", () => {
    expect(emptyMealForm(at(8)).mealType).toBe("breakfast");
    expect(emptyMealForm(at(13)).mealType).toBe("lunch");
    expect(emptyMealForm(at(16)).mealType).toBe("snack");
    expect(emptyMealForm(at(20)).mealType).toBe("dinner");
  });

  it("takes a quick add of calories only, with the macros left out", () => {
    const parsed = createMealSchema.parse(
      toMealRequestInput({ ...emptyMealForm(at(12)), food: "Quick add", calories: 350 }),
    );
    expect(parsed).toMatchObject({ calories: 350, mealType: "lunch" });
    expect(parsed.proteins).toBeUndefined();
    expect(parsed.carbs).toBeUndefined();
    expect(parsed.fats).toBeUndefined();
  });

  it("refuses a date more than a day ahead or 5 years back with the server's message", async () => {
    const form = { ...emptyMealForm(), food: "Pasta", calories: 500 };
    const resolve = (when: Date) =>
      mealFormResolver({ ...form, timestamp: toDateTimeLocal(when) }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
    expect((await resolve(new Date("2030-01-01T12:00:00"))).errors.timestamp?.message).toBe(mealMessages.dateRange);
    expect((await resolve(new Date("2019-01-01T12:00:00"))).errors.timestamp?.message).toBe(mealMessages.dateRange);
    expect((await resolve(new Date())).errors).toEqual({});
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
        calories: 120.6,
        proteins: 4.4,
        carbs: 10.5,
        fats: 0.2,
        timestamp: "2026-11-16T12:30",
        notes: "  ",
      }),
    );
    expect(parsed).toMatchObject({ calories: 121, proteins: 4, carbs: 11, fats: 0, notes: null });
    expect(parsed.timestamp).toBe(new Date("2026-11-16T12:30").toISOString());
  });

  it("rejects negative amounts with the spec's messages", () => {
    const result = createMealSchema.safeParse(
      toMealRequestInput({
        ...emptyMealForm(),
        mealType: "snack",
        food: "x",
        calories: -1,
        proteins: -1,
        carbs: -1,
        fats: -1,
      }),
    );
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([mealMessages.calories, mealMessages.proteins, mealMessages.carbs, mealMessages.fats]),
    );
  });
});
