/** Dashboard progress (spec core 2): a rounded percentage of the goal, the bar capped at 100 %. */

export function progressPercent(value: number, goal: number | null | undefined): number {
  if (!goal || goal <= 0 || !Number.isFinite(value)) return 0;
  return Math.round((value / goal) * 100);
}

export function progressBarPercent(value: number, goal: number | null | undefined): number {
  return Math.min(100, Math.max(0, progressPercent(value, goal)));
}
