import { describe, expect, it } from "vitest";
import type { Meal } from "../../../shared/contracts/meals.js";
import { groupBySlot } from "./group-meals.js";

const meal = (
  id: number,
  localDate: string,
  timestamp: string,
  calories: number,
  mealType: Meal["mealType"] = "lunch",
): Meal => ({
  id,
  userId: 1,
  food: `food ${id}`,
  calories,
  proteins: 1,
  carbs: 2,
  fats: 3,
  macrosGiven: true,
  mealType,
  timestamp,
  localDate,
  notes: null,
  foodId: null,
  grams: null,
  micronutrients: null,
  createdAt: timestamp,
  updatedAt: timestamp,
});

describe("groupBySlot", () => {
  it("puts a day's meals in breakfast, lunch, dinner and snacks, by time, with subtotals; empty slots stay", () => {
    const slots = groupBySlot([
      meal(1, "2026-11-16", "2026-11-16T16:00:00.000Z", 150, "snack"),
      meal(2, "2026-11-16", "2026-11-16T07:30:00.000Z", 300, "breakfast"),
      meal(3, "2026-11-16", "2026-11-16T10:00:00.000Z", 90, "snack"),
      meal(4, "2026-11-16", "2026-11-16T07:00:00.000Z", 200, "breakfast"),
    ]);
    expect(slots.map((slot) => slot.type)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    expect(slots[0]?.meals.map((m) => m.id)).toEqual([4, 2]);
    expect(slots[0]?.totals.calories).toBe(500);
    expect(slots[1]?.meals).toEqual([]);
    expect(slots[1]?.totals).toEqual({ calories: 0, proteins: 0, carbs: 0, fats: 0 });
    expect(slots[3]?.meals.map((m) => m.id)).toEqual([3, 1]);
    expect(slots[3]?.totals.calories).toBe(240);
  });
});
