/**
 * The rate of weight change: an ordinary least-squares line through the raw weigh-ins, never
 * through the trend line, whose lag understates any steady rate (research 1.4: endpoints of a
 * 10 % EMA were off by -162 kcal/day at day 28 in a 500 kcal cut; OLS by -3).
 */

export interface WeightSlope {
  /** kg per day. */
  slope: number;
  /**
   * Standard error of the slope (kg per day), widened for water swings: day-to-day water makes
   * neighbouring residuals alike (lag-1 autocorrelation r1), so the scatter holds less
   * information than its count suggests; the error is multiplied by sqrt((1 + r1) / (1 - r1)).
   */
  standardError: number;
  /** Weigh-ins used. */
  count: number;
  /** Days between the first and last weigh-in used. */
  spanDays: number;
}

/** Autocorrelation above this is treated as this: r1 -> 1 would make the error infinite. */
const MAX_AUTOCORRELATION = 0.9;

/**
 * The least-squares slope of weights (kg) over days (any numbering; ascending), or null with
 * fewer than 3 points or no spread in days (no slope and no error can be measured). One pass
 * to sum and one over the residuals: linear in the number of weigh-ins.
 */
export function weightSlope(days: ArrayLike<number>, weights: ArrayLike<number>): WeightSlope | null {
  const n = days.length;
  if (n < 3) return null;
  const first = days[0] as number;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i++) {
    sumX += (days[i] as number) - first;
    sumY += weights[i] as number;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (days[i] as number) - first - meanX;
    sxx += dx * dx;
    sxy += dx * ((weights[i] as number) - meanY);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;

  let sumSquares = 0;
  let lagProducts = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const residual = (weights[i] as number) - intercept - slope * ((days[i] as number) - first);
    sumSquares += residual * residual;
    if (i > 0) lagProducts += residual * previous;
    previous = residual;
  }
  // Residuals of a fit with an intercept have mean 0, so this is their lag-1 correlation.
  // The lag-1 correlation of n residuals reads low by about (1 + 3 r) / n (Kendall 1954; Marriott
  // & Pope): added back, the 95 % interval held the truth for 89.9 % of the cohort at day 28, not 88.9 %.
  const measured = sumSquares > 0 ? lagProducts / sumSquares : 0;
  const r1 = Math.min(MAX_AUTOCORRELATION, Math.max(0, measured + (1 + 3 * measured) / n));
  const baseError = Math.sqrt(sumSquares / (n - 2) / sxx);
  return {
    slope,
    standardError: baseError * Math.sqrt((1 + r1) / (1 - r1)),
    count: n,
    spanDays: (days[n - 1] as number) - first,
  };
}
