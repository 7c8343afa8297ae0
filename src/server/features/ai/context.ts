import { addDays, dayBoundsUtc, localDayOf, localPartsOf, pad } from "../../../shared/domain/local-day.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { NutritionContext } from "../../integrations/ai/provider.js";
import type { GoalsRepository } from "../goals/repository.js";
import type { MealsRepository } from "../meals/repository.js";
import type { ProfileRepository } from "../profile/repository.js";
import type { TrendsRepository } from "../trends/repository.js";
import type { BodyContextSource } from "./body-context.js";

export interface ContextSources {
  meals: MealsRepository;
  goals: GoalsRepository;
  profiles: ProfileRepository;
  trends: TrendsRepository;
  /** Weigh-ins and the expenditure (issue 26); without it the context has no body. */
  body?: BodyContextSource;
}

/** Everything the assistant may know about the user, gathered on the server from their own data. */
export async function nutritionContext(
  sources: ContextSources,
  user: { id: number; username: string },
  timeZone: string,
  now = new Date(),
  locale: Locale = "en",
): Promise<NutritionContext> {
  const today = localDayOf(now, timeZone);
  const { start, end } = dayBoundsUtc(today, timeZone);
  const [mealsToday, goal, profile, week, body] = await Promise.all([
    sources.meals.list(user.id, { from: start, before: end }),
    sources.goals.findActive(user.id),
    sources.profiles.findByUser(user.id),
    sources.trends.totalsByDay(user.id, timeZone, addDays(today, -7), addDays(today, -1)),
    sources.body ? sources.body(user.id, timeZone, locale) : null,
  ]);
  const sum = (key: "calories" | "proteins" | "carbs" | "fats") => mealsToday.reduce((acc, m) => acc + m[key], 0);
  const logged = week.filter((d) => d.calories > 0);
  const average = (key: "calories" | "proteins" | "carbs" | "fats") =>
    logged.length === 0 ? 0 : Math.round(logged.reduce((acc, d) => acc + d[key], 0) / logged.length);
  const parts = localPartsOf(now, timeZone);
  return {
    username: user.username,
    locale,
    timeZone,
    today,
    localTime: `${pad(parts.hour)}:${pad(parts.minute)}`,
    totalsToday: { calories: sum("calories"), proteins: sum("proteins"), carbs: sum("carbs"), fats: sum("fats") },
    mealsToday: mealsToday.map((m) => ({
      food: m.food,
      mealType: m.mealType,
      calories: m.calories,
      proteins: m.proteins,
      carbs: m.carbs,
      fats: m.fats,
      macrosGiven: m.macrosGiven,
    })),
    activeGoal: goal
      ? { name: goal.name, calories: goal.calories, proteins: goal.proteins, carbs: goal.carbs, fats: goal.fats }
      : null,
    profile: profile
      ? {
          age: profile.age,
          gender: profile.gender,
          weight: Number(profile.weight),
          height: Number(profile.height),
          activityLevel: profile.activityLevel,
        }
      : null,
    weekAverage: {
      calories: average("calories"),
      proteins: average("proteins"),
      carbs: average("carbs"),
      fats: average("fats"),
      daysLogged: logged.length,
    },
    body,
  };
}
