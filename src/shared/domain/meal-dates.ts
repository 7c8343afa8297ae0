/**
 * Which dates a meal may carry. A meal dated in 2030 was saved and then shown nowhere (the history
 * and the charts look at recent days), so it is refused instead: at most 1 day ahead (a meal
 * planned for tomorrow, or a zone far east of the server) and 5 years back. Manual meals, meals
 * from a food, copies and edits all go through this one rule, on the server with its clock and in
 * the browser for an immediate message.
 */

export const MEAL_MAX_DAYS_AHEAD = 1;
export const MEAL_MAX_YEARS_BACK = 5;
export const mealDateMessage = "A meal can be dated at most 1 day ahead and 5 years back";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest and latest instants a meal may be dated at, seen from `now` (both inclusive). */
export function mealDateBounds(now: Date): { earliest: Date; latest: Date } {
  const earliest = new Date(now.getTime());
  earliest.setUTCFullYear(earliest.getUTCFullYear() - MEAL_MAX_YEARS_BACK);
  return { earliest, latest: new Date(now.getTime() + MEAL_MAX_DAYS_AHEAD * DAY_MS) };
}

export function isAllowedMealDate(eatenAt: Date, now: Date): boolean {
  const { earliest, latest } = mealDateBounds(now);
  const t = eatenAt.getTime();
  return Number.isFinite(t) && t >= earliest.getTime() && t <= latest.getTime();
}
