import { describe, expect, it } from "vitest";
import { foodMessages } from "../../../shared/contracts/foods.js";
import { emptyOwnFoodForm, ownFoodFormSchema } from "./own-food-form-values.js";

const messagesOf = (values: Parameters<typeof ownFoodFormSchema.safeParse>[0]) =>
  ownFoodFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the new food form's values", () => {
  it("start empty, as text, and an empty form gets the server's messages", () => {
    const empty = emptyOwnFoodForm("Granola");
    expect(Object.values(empty).every((value) => typeof value === "string")).toBe(true);
    expect(messagesOf({ ...empty, name: " " })).toEqual([
      ["name", foodMessages.name],
      ["calories", "Calories are required"],
      ["proteins", "Proteins are required"],
      ["carbs", "Carbs are required"],
      ["fats", "Fats are required"],
    ]);
  });

  it("send values per 100 g, leaving out what the label does not give", () => {
    const food = ownFoodFormSchema.parse({
      ...emptyOwnFoodForm("Granola"),
      calories: "450",
      proteins: "10.5",
      carbs: "60",
      fats: "18",
      sodium: "0.2",
    });
    expect(food).toMatchObject({ name: "Granola", basis: "g", referenceGrams: 100, calories: 450, proteins: 10.5 });
    expect(food.sodium).toBe(0.2);
    expect(food.fiber).toBeUndefined();
    expect(food.portionName).toBeUndefined();
  });

  it("send a portion's size and name when the values are per portion", () => {
    const values = { ...emptyOwnFoodForm("Bar"), per: "portion" as const, calories: "200", proteins: "5" };
    const withMacros = { ...values, carbs: "20", fats: "9" };
    expect(messagesOf(withMacros)).toEqual([["referenceGrams", foodMessages.referenceGrams]]);
    expect(ownFoodFormSchema.parse({ ...withMacros, portionName: "1 bar", referenceGrams: "40" })).toMatchObject({
      referenceGrams: 40,
      portionName: "1 bar",
    });
  });
});
