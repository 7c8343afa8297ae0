import { describe, expect, it } from "vitest";
import { createMealSchema, mealMessages } from "../../../shared/contracts/meals.js";
import { emptyMealForm, toMealRequestInput } from "./meal-form-values.js";

describe("the meal form's values", () => {
  it("reports the spec's messages for an empty form", () => {
    const result = createMealSchema.safeParse(toMealRequestInput({ ...emptyMealForm(), timestamp: "" }));
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
