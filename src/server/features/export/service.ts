import { localDayOf, localPartsOf, pad } from "../../../shared/domain/local-day.js";
import { MICRONUTRIENTS } from "../../../shared/domain/nutrients.js";
import type { AccessPolicy } from "../../../shared/domain/trial.js";
import type { UserRow } from "../../db/schema/index.js";
import { presentUser } from "../auth/present.js";
import { presentMeal } from "../meals/present.js";
import type { MealsRepository } from "../meals/repository.js";
import { presentGoal } from "../nutrition-goals/present.js";
import type { NutritionGoalsRepository } from "../nutrition-goals/repository.js";
import { presentProfile } from "../user-profile/present.js";
import type { UserProfileRepository } from "../user-profile/repository.js";
import { toCsv } from "./csv.js";

export const MEAL_CSV_HEADER = [
  "id",
  "date",
  "time",
  "timestamp",
  "mealType",
  "food",
  "calories",
  "proteins",
  "carbs",
  "fats",
  "notes",
  // After the original columns, so existing spreadsheets keep their layout: unit in the name, and an
  // empty cell where the meal does not say (entered by hand).
  ...MICRONUTRIENTS.map((n) => `${n.key}_${n.unit === "µg" ? "ug" : n.unit}`),
];

export function exportService(
  deps: {
    meals: MealsRepository;
    goals: NutritionGoalsRepository;
    profiles: UserProfileRepository;
    /** With billing off, the exported user shows the plan everyone has. */
    accessPolicy?: AccessPolicy;
  },
  clock: () => Date = () => new Date(),
) {
  return {
    /** Everything the user has, presented as the API presents it: no hashes, no internal columns. */
    async data(user: UserRow, timeZone: string) {
      const now = clock();
      const [profile, goals, meals] = await Promise.all([
        deps.profiles.findByUser(user.id),
        deps.goals.list(user.id),
        deps.meals.list(user.id),
      ]);
      return {
        exportedAt: now.toISOString(),
        timeZone,
        user: presentUser(user, now, deps.accessPolicy),
        profile: profile ? presentProfile(profile) : null,
        goals: goals.map(presentGoal),
        meals: meals.map((meal) => presentMeal(meal, timeZone)),
      };
    },

    /** The meals as CSV, oldest first, with local date and time in the user's zone. */
    async mealsCsv(userId: number, timeZone: string): Promise<string> {
      const meals = (await deps.meals.list(userId)).reverse();
      return toCsv(
        MEAL_CSV_HEADER,
        meals.map((meal) => {
          const p = localPartsOf(meal.eatenAt, timeZone);
          return [
            meal.id,
            localDayOf(meal.eatenAt, timeZone),
            `${pad(p.hour)}:${pad(p.minute)}`,
            meal.eatenAt.toISOString(),
            meal.mealType,
            meal.food,
            meal.calories,
            // A quick add without macros: empty cells, not a 0 g nobody measured.
            meal.macrosGiven ? meal.proteins : null,
            meal.macrosGiven ? meal.carbs : null,
            meal.macrosGiven ? meal.fats : null,
            meal.notes,
            ...MICRONUTRIENTS.map((n) => meal[n.key]),
          ];
        }),
      );
    },

    /** 'YYYY-MM-DD' for file names. */
    today: (timeZone: string) => localDayOf(clock(), timeZone),
  };
}

export type ExportService = ReturnType<typeof exportService>;
