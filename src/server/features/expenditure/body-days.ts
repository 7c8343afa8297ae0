import type { DayStatusView } from "../../../shared/contracts/day-status.js";
import { dayStatus } from "../../../shared/domain/body/day-status.js";
import type { ExpenditureDay } from "../../../shared/domain/body/expenditure.js";
import { addDays } from "../../../shared/domain/local-day.js";
import type { BodyLog, GoalPeriod } from "./repository.js";

/**
 * The day's calorie target for the 40 % rule: the goal in effect that day (started on or before
 * it, not ended; the active one first, else the latest made), else the formula's daily energy.
 */
export function targetOn(date: string, goals: readonly GoalPeriod[], formulaKcal: number): number {
  let chosen: GoalPeriod | undefined;
  for (const goal of goals) {
    if (goal.startDate > date || (goal.endDate !== null && goal.endDate < date)) continue;
    if (!chosen || goal.isActive || !chosen.isActive) chosen = goal;
  }
  return chosen?.calories ?? Math.round(formulaKcal);
}

/** Every day of firstDay..lastDay with its status (shared/domain/body/day-status.ts), oldest first. */
export function dayStatuses(log: BodyLog, firstDay: string, lastDay: string, formulaKcal: number): DayStatusView[] {
  const views: DayStatusView[] = [];
  let index = 0;
  for (let date = firstDay; date <= lastDay; date = addDays(date, 1), index++) {
    const meals = log.meals.get(index) ?? { mealCount: 0, calories: 0 };
    const target = targetOn(date, log.goals, formulaKcal);
    const marked = log.marks.get(date) ?? null;
    const status = dayStatus({
      mealCount: meals.mealCount,
      intakeKcal: meals.calories,
      targetKcal: target,
      mark: marked,
    });
    views.push({ date, status, marked, mealCount: meals.mealCount, calories: meals.calories, target });
  }
  return views;
}

/** The days as the expenditure reads them: every day with something logged or marked (the rest are missing). */
export function expenditureDays(views: readonly DayStatusView[]): ExpenditureDay[] {
  return views
    .filter((view) => view.status !== "missing")
    .map((view) => ({ date: view.date, intakeKcal: view.calories, status: view.status }));
}
