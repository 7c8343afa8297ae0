import type { Goal } from "../../../shared/contracts/goals.js";
import type { NutritionGoalRow } from "../../db/schema/index.js";

export function presentGoal(row: NutritionGoalRow): Goal {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    calories: row.calories,
    proteins: row.proteins,
    carbs: row.carbs,
    fats: row.fats,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
