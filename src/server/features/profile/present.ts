import type { Profile } from "../../../shared/contracts/profile.js";
import type { PublicProfile } from "../../../shared/contracts/public/profile.js";
import { healthFigures } from "../../../shared/domain/health.js";
import type { ProfileRow } from "../../db/schema/index.js";

/**
 * The one presenter of a body profile, for every route that answers one (the web app, /api/v1,
 * MCP, the export): the profile with its health figures: BMI and category, Harris-Benedict BMR, daily energy (TDEE). */
export function presentProfile(row: ProfileRow): Profile {
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
    units: row.units,
    weightDisplay: row.weightDisplay,
    goalDirection: row.goalDirection,
    goalRateKgPerWeek: row.goalRateKgPerWeek,
    checkInWeekday: row.checkInWeekday,
    startingExpenditure: row.startingExpenditure,
    goalWeightKg: row.goalWeightKg,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...healthFigures(row),
  };
}

/** The public API's profile (shared/contracts/public/profile.ts): without its ids and creation time. */
export function publicProfile(profile: Profile): PublicProfile {
  const { id: _id, userId: _userId, createdAt: _createdAt, ...answer } = profile;
  return answer;
}
