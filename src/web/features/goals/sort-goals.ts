import type { Goal } from "../../../shared/contracts/goals.js";

export const goalSortKeys = ["name", "calories", "startDate", "endDate", "createdAt"] as const;
export type GoalSortKey = (typeof goalSortKeys)[number];
export type SortDirection = "asc" | "desc";
export interface GoalSort {
  key: GoalSortKey;
  direction: SortDirection;
}

/** Spec core 9: the history starts sorted by createdAt, newest first. */
export const defaultGoalSort: GoalSort = { key: "createdAt", direction: "desc" };

function compare(a: Goal, b: Goal, key: GoalSortKey): number {
  switch (key) {
    case "name":
      return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
    case "calories":
      return a.calories - b.calories;
    case "endDate":
      // Open-ended goals (no end date) sort after every dated one.
      if (a.endDate === b.endDate) return 0;
      if (a.endDate === null) return 1;
      if (b.endDate === null) return -1;
      return a.endDate.localeCompare(b.endDate);
    default:
      return a[key].localeCompare(b[key]);
  }
}

export function sortGoals(goals: readonly Goal[], sort: GoalSort): Goal[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...goals].sort((a, b) => sign * compare(a, b, sort.key) || b.id - a.id);
}

/** Clicking the sorted column flips it; another column starts ascending (dates newest first). */
export function nextSort(current: GoalSort, key: GoalSortKey): GoalSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "name" || key === "calories" ? "asc" : "desc" };
}
