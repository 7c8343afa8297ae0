import type { Profile } from "../../../shared/contracts/profile.js";
import { healthFigures } from "../../../shared/domain/health.js";
import type { UserProfileRow } from "../../db/schema/index.js";

/** The profile with its health figures: BMI and category, Harris-Benedict BMR, daily energy (TDEE). */
export function presentProfile(row: UserProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    age: row.age,
    gender: row.gender,
    weight: row.weight,
    height: row.height,
    activityLevel: row.activityLevel,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...healthFigures(row),
  };
}
