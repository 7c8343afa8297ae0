import { describe, expect, it } from "vitest";
import type { Meal } from "../../../shared/contracts/meals.js";
import { groupMealsByDay } from "./group-meals.js";

const meal = (id: number, localDate: string, timestamp: string, calories: number): Meal => ({
  id,
  userId: 1,
  food: `food ${id}`,
  calories,
  proteins: 1,
  carbs: 2,
  fats: 3,
  mealType: "lunch",
  timestamp,
  localDate,
  notes: null,
  foodId: null,
  grams: null,
  createdAt: timestamp,
  updatedAt: timestamp,
});

describe("groupMealsByDay", () => {
  it("groups by the server's local day, newest day first, meals in time order, with totals", () => {
    const days = groupMealsByDay([
      meal(1, "2026-11-15", "2026-11-15T12:00:00.000Z", 100),
      meal(2, "2026-11-16", "2026-11-16T19:00:00.000Z", 300),
      // Late evening in Honolulu is already the next UTC day: the local day decides.
      meal(3, "2026-11-15", "2026-11-16T08:30:00.000Z", 50),
      meal(4, "2026-11-16", "2026-11-16T07:00:00.000Z", 200),
    ]);
    expect(days.map((day) => day.date)).toEqual(["2026-11-16", "2026-11-15"]);
    expect(days[0]?.meals.map((m) => m.id)).toEqual([4, 2]);
    expect(days[0]?.totals).toEqual({ calories: 500, proteins: 2, carbs: 4, fats: 6 });
    expect(days[1]?.meals.map((m) => m.id)).toEqual([1, 3]);
  });

  it("gives no days for no meals", () => {
    expect(groupMealsByDay([])).toEqual([]);
  });
});
