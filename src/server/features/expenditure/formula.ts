import { tdee } from "../../../shared/domain/health.js";
import type { BodyProfile } from "./repository.js";

/** The profile's formula estimate (BMR x activity), whole kcal: the prior the measurement starts from. */
export function formulaOf(profile: BodyProfile): number {
  return Math.round(tdee(profile, profile.activityLevel));
}
