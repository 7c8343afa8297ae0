import { describe, expect, it } from "vitest";
import { readPart } from "./meal-description.js";
import { type PortionedFood, resolveAmount } from "./portion-amount.js";

const rice: PortionedFood = {
  basis: "g",
  portions: [
    { name: "1/2 cup", grams: 79 },
    { name: "1 serving", grams: 150 },
  ],
};
const eggs: PortionedFood = {
  basis: "g",
  portions: [
    { name: "2 large eggs", grams: 100 },
    { name: "1 small", grams: 38 },
    { name: "1 cup (4.86 large eggs)", grams: 243 },
  ],
};
const juice: PortionedFood = { basis: "ml", portions: [{ name: "1 glass", grams: 200 }] };
const flour: PortionedFood = { basis: "g", portions: [] };

const amount = (food: PortionedFood, typed: string) => resolveAmount(food, readPart(typed));

describe("resolveAmount", () => {
  it("divides a portion by its own count: '1/2 cup' is half a cup, '2 large eggs' two eggs", () => {
    expect(amount(rice, "a cup of rice")).toEqual({ grams: 158, label: "1 cup", assumed: null });
    expect(amount(eggs, "3 large eggs")).toMatchObject({ grams: 150, assumed: null });
    expect(amount(eggs, "a small egg")).toMatchObject({ grams: 38, label: "1 small" });
  });

  it("weighs a volume with the food's own cup when it has one, and a drink by its ml", () => {
    expect(amount(rice, "100 ml rice")).toMatchObject({ grams: 65.8, assumed: null });
    expect(amount(juice, "2 cups orange juice")).toMatchObject({ grams: 480, assumed: null });
    expect(amount(flour, "2 tbsp flour")).toMatchObject({
      grams: 30,
      assumed: "Its volume was taken as its weight (1 g per ml).",
    });
  });

  it("takes the usual portion when no amount is given, and says so", () => {
    expect(amount(rice, "rice")).toEqual({
      grams: 150,
      label: "1 serving",
      assumed: "No amount given: 1 serving was taken.",
    });
    expect(amount(flour, "flour")).toMatchObject({ grams: 100, assumed: expect.stringMatching(/knows no portion/) });
  });

  it("says which size it took for a piece the food does not know", () => {
    expect(amount(juice, "a bowl of orange juice")).toMatchObject({
      grams: 250,
      assumed: "A bowl was taken as 250 ml.",
    });
    expect(amount(rice, "a handful of rice")).toMatchObject({ grams: 30, assumed: "A handful was taken as 30 g." });
    expect(amount(rice, "2 plates of rice")).toMatchObject({
      grams: 300,
      assumed: expect.stringMatching(/No “plate” size/),
    });
  });
});
