import { describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.js";
import { defaultGoalSort, nextSort, sortGoals } from "./sort-goals.js";

const goal = (id: number, name: string, calories: number, createdAt: string, endDate: string | null = null): Goal => ({
  id,
  userId: 1,
  name,
  calories,
  proteins: 0,
  carbs: 0,
  fats: 0,
  startDate: "2026-01-01",
  endDate,
  description: null,
  isActive: false,
  createdAt,
  updatedAt: createdAt,
});

const goals = [
  goal(1, "keto", 1900, "2026-01-01T10:00:00.000Z", "2026-03-01"),
  goal(2, "Bulk", 2500, "2026-02-01T10:00:00.000Z"),
  goal(3, "apple", 1600, "2026-01-15T10:00:00.000Z", "2026-02-01"),
];

describe("goal history sorting", () => {
  it("defaults to createdAt, newest first", () => {
    expect(sortGoals(goals, defaultGoalSort).map((g) => g.id)).toEqual([2, 3, 1]);
  });

  it("sorts by name ignoring case, by calories, and puts open-ended goals last by end date", () => {
    expect(sortGoals(goals, { key: "name", direction: "asc" }).map((g) => g.id)).toEqual([3, 2, 1]);
    expect(sortGoals(goals, { key: "calories", direction: "desc" }).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(sortGoals(goals, { key: "endDate", direction: "asc" }).map((g) => g.id)).toEqual([3, 1, 2]);
  });

  it("flips the direction when the same column is chosen again", () => {
    expect(nextSort(defaultGoalSort, "createdAt")).toEqual({ key: "createdAt", direction: "asc" });
    expect(nextSort(defaultGoalSort, "name")).toEqual({ key: "name", direction: "asc" });
  });
});
