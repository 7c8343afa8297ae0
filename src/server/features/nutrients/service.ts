import type { DayNutrients, DayNutrientsQuery } from "../../../shared/contracts/nutrients.js";
import { dayBoundsUtc, localDayOf } from "../../../shared/domain/local-day.js";
import { MICRONUTRIENT_KEYS, roundMicronutrient } from "../../../shared/domain/nutrients.js";
import { referenceIntakesFor, type Sex } from "../../../shared/domain/reference-intakes.js";
import type { NutrientsRepository } from "./repository.js";

export function nutrientsService(deps: { nutrients: NutrientsRepository }, clock: () => Date = () => new Date()) {
  return {
    /**
     * A local day's micronutrients against the reference intakes for the user's sex and age (from
     * the profile): sums over the meals that carry each value, and how many meals do not.
     */
    async day(userId: number, query: DayNutrientsQuery, timeZone: string): Promise<DayNutrients> {
      const date = query.date ?? localDayOf(clock(), timeZone);
      const { start, end } = dayBoundsUtc(date, timeZone);
      // The sums and the profile's sex and age come in one round trip.
      const totals = await deps.nutrients.sums(userId, { from: start, before: end });
      const profile = totals.subject;
      const sex: Sex | null = profile?.gender === "male" || profile?.gender === "female" ? profile.gender : null;
      const reference = referenceIntakesFor(sex, profile?.age ?? null);
      return {
        date,
        timeZone,
        mealCount: totals.meals,
        mealsWithoutDetails: totals.meals - totals.mealsWithDetails,
        referenceLabel: reference.label,
        personalReference: reference.personal,
        nutrients: MICRONUTRIENT_KEYS.map((key) => {
          const { sum, meals } = totals.sums[key];
          return {
            key,
            amount: sum === null ? null : roundMicronutrient(sum),
            mealsMissing: totals.meals - meals,
            reference: reference.values[key] ?? null,
          };
        }),
      };
    },
  };
}

export type NutrientsService = ReturnType<typeof nutrientsService>;
