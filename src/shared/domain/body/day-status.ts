/**
 * Day status (issue 26, 3): whether a day's food log can be trusted as the day's whole intake.
 * The expenditure uses only complete days (and fasted days as 0 kcal): "partially logged days are
 * the one true enemy of the expenditure" (MacroFactor), since they look exactly like under-eating.
 */

/** What a day counts as: complete (its kcal count), partial (left out), fasted (0 kcal), missing (left out, never 0). */
export type DayStatus = "complete" | "partial" | "fasted" | "missing";

/** What a person can mark a day as from the day diary; a mark overrides the default rule. */
export type DayMark = "complete" | "partial" | "fasted";

/** By default a day is complete with at least this many meals ... */
export const COMPLETE_DAY_MIN_MEALS = 2;
/** ... and at least this share of the day's calorie target. */
export const COMPLETE_DAY_MIN_TARGET_SHARE = 0.4;

export interface DayLog {
  /** Meals logged on the local day. */
  mealCount: number;
  /** kcal of those meals. */
  intakeKcal: number;
  /**
   * The day's calorie target: the goal active that day, or the formula's daily energy when there
   * is none (the caller chooses; a target of 0 or less drops the share rule).
   */
  targetKcal: number;
  /** The person's own mark for the day, if any. */
  mark?: DayMark | null;
}

/**
 * The day's status: the person's mark if there is one; else missing with no meals, complete with
 * at least 2 meals and 40 % of the target, partial otherwise.
 */
export function dayStatus({ mealCount, intakeKcal, targetKcal, mark }: DayLog): DayStatus {
  if (mark) return mark;
  if (mealCount <= 0) return "missing";
  const enoughMeals = mealCount >= COMPLETE_DAY_MIN_MEALS;
  const enoughEnergy = targetKcal <= 0 || intakeKcal >= COMPLETE_DAY_MIN_TARGET_SHARE * targetKcal;
  return enoughMeals && enoughEnergy ? "complete" : "partial";
}

/**
 * The kcal a day contributes to the expenditure: its intake when complete, 0 when fasted, and
 * null (not counted, never zero) when partial or missing.
 */
export function countedIntake(status: DayStatus, intakeKcal: number | null): number | null {
  if (status === "fasted") return 0;
  if (status === "complete") return intakeKcal ?? null;
  return null;
}
