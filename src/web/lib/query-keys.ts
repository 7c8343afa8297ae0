import type { QueryClient } from "@tanstack/react-query";

/**
 * The first part of the query keys that more than one feature names: a feature's queries start
 * with its root, and a write that moves another noun's answers invalidates that noun by its root
 * here, so no feature imports another for it. (A noun no other feature touches keeps its root in
 * its own api.ts.)
 */
export const queryRoots = {
  user: ["user"],
  trialStatus: ["trial-status"],
  payments: ["payments"],
  meals: ["meals"],
  dashboard: ["dashboard"],
  trends: ["trends"],
  nutrients: ["nutrients"],
  foods: ["foods"],
  recentFoods: ["foods", "recent"],
  goals: ["goals"],
  profile: ["profile"],
  weights: ["weights"],
  measurements: ["measurements"],
  expenditure: ["expenditure"],
  dayStatus: ["day-status"],
} as const;

/**
 * Everything a meal change can move: the lists, today's dashboard, the trend charts, nutrients,
 * recent foods, and what the day's intake feeds (its status, the expenditure and the check-in).
 */
export function invalidateMealData(queryClient: QueryClient) {
  return Promise.all(
    [
      queryRoots.meals,
      queryRoots.dashboard,
      queryRoots.trends,
      queryRoots.nutrients,
      queryRoots.recentFoods,
      queryRoots.dayStatus,
      queryRoots.expenditure,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * Everything a weigh-in moves: the weights and their trend, the expenditure and check-in it feeds,
 * the dashboard's weight, and the profile (its weight follows the latest weigh-in).
 */
export function invalidateWeightData(queryClient: QueryClient) {
  return Promise.all(
    [queryRoots.weights, queryRoots.expenditure, queryRoots.dashboard, queryRoots.profile].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
