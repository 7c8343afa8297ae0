import type { Locale } from "../../../shared/i18n/locales.js";
import type { BodyContext } from "../../integrations/ai/provider.js";
import type { ExpenditureService } from "../expenditure/service.js";
import type { ProfileRepository } from "../profile/repository.js";
import type { WeightsService } from "../weights/service.js";

export type BodyContextSource = (userId: number, timeZone: string, locale?: Locale) => Promise<BodyContext | null>;

/**
 * What the assistant knows of the person's body (issue 26), from the same services as the body
 * screens and /api/v1: this week's check-in (which carries the expenditure) and the trend up to
 * today, its sentences (the check-in's why, the expenditure's reason) in the chat's language. Null
 * without a profile (neither can be computed).
 */
export function bodyContextSource(deps: {
  expenditure: ExpenditureService;
  weights: WeightsService;
  profiles: ProfileRepository;
}): BodyContextSource {
  return async (userId, timeZone, locale = "en") => {
    const profile = await deps.profiles.findByUser(userId);
    if (!profile) return null;
    const [proposal, trend] = await Promise.all([
      deps.expenditure.proposal(userId, timeZone, locale),
      deps.weights.trend(userId, {}, timeZone),
    ]);
    return {
      units: profile.units,
      weightDisplay: profile.weightDisplay,
      expenditure: proposal.expenditure,
      latest: trend.latest,
      changes: trend.changes,
      goal: {
        direction: profile.goalDirection,
        rateKgPerWeek: profile.goalDirection === "maintain" ? 0 : profile.goalRateKgPerWeek,
        goalWeightKg: profile.goalWeightKg,
      },
      checkIn: {
        due: proposal.due,
        calories: proposal.calories,
        previousCalories: proposal.previousCalories,
        why: proposal.why,
      },
    };
  };
}
