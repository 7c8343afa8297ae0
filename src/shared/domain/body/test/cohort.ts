/**
 * The synthetic cohort of the research (body-i18n-imports.md 1.4 and Appendix A), ported with a
 * seeded generator so every run sees the same people: true expenditure U(1,900-3,100), true
 * intake = expenditure - deficit + N(0, 350) a day, tissue changing by (intake - expenditure) /
 * 7,700 kg, scale = tissue + water (AR(1), SD 0.5 kg, phi 0.8) + N(0, 0.5) kg, a weigh-in on 70 %
 * of days and a log on 85 %, logged kcal = true x (1 + N(0, 5 %)), the formula = truth x
 * (1 + N(0, 12 %)). Used by the unit tests and bench/expenditure.ts.
 */

import { dateOfDayNumber, dayNumber } from "../day-numbers.js";
import { type ExpenditureInput, estimateExpenditure } from "../expenditure.js";
import { KCAL_PER_KG } from "../expenditure-window.js";
import { trendWeight } from "../trend-weight.js";

/** A small, fast, seedable generator (mulberry32) with normal draws by Box-Muller. */
export class SeededRandom {
  private state: number;
  private spare: number | null = null;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  uniform(low: number, high: number): number {
    return low + (high - low) * this.next();
  }
  normal(mean = 0, sd = 1): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return mean + sd * value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spare = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  }
}

export interface Scenario {
  days: number;
  /** kcal a day eaten under the true expenditure (500: a cut; -300: a gain). */
  deficit: number;
  weighShare?: number;
  logShare?: number;
  /** The true expenditure moves by `kcal` from `day` on, while intake stays as it was. */
  step?: { day: number; kcal: number };
}

export interface SyntheticPerson {
  /** True expenditure each day. */
  truth: number[];
  scale: number[];
  weighed: boolean[];
  reported: number[];
  logged: boolean[];
  formula: number;
}

export const COHORT_START = "2026-01-05";
const startDay = dayNumber(COHORT_START);
export const cohortDate = (day: number) => dateOfDayNumber(startDay + day);

export function syntheticPerson(random: SeededRandom, scenario: Scenario): SyntheticPerson {
  const { days, deficit, weighShare = 0.7, logShare = 0.85, step } = scenario;
  const base = random.uniform(1900, 3100);
  let tissue = random.uniform(60, 110);
  const innovation = 0.5 * Math.sqrt(1 - 0.8 ** 2);
  let water = 0;
  const person: SyntheticPerson = { truth: [], scale: [], weighed: [], reported: [], logged: [], formula: 0 };
  for (let day = 0; day < days; day++) {
    const truth = base + (step && day >= step.day ? step.kcal : 0);
    const intake = base - deficit + random.normal(0, 350);
    tissue += (intake - truth) / KCAL_PER_KG;
    if (day > 0) water = 0.8 * water + random.normal(0, innovation);
    person.truth.push(truth);
    person.scale.push(tissue + water + random.normal(0, 0.5));
    person.weighed.push(day === 0 || random.next() < weighShare);
    person.logged.push(day === 0 || random.next() < logShare);
    person.reported.push(intake * (1 + random.normal(0, 0.05)));
  }
  person.formula = base * (1 + random.normal(0, 0.12));
  return person;
}

export function syntheticCohort(seed: number, size: number, scenario: Scenario): SyntheticPerson[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: size }, () => syntheticPerson(random, scenario));
}

/** The estimate's input on day `today` (data from days 0..today-1). */
export function inputOn(person: SyntheticPerson, today: number): ExpenditureInput {
  const days: ExpenditureInput["days"][number][] = [];
  const weighIns: ExpenditureInput["weighIns"][number][] = [];
  for (let day = 0; day < today; day++) {
    const date = cohortDate(day);
    if (person.logged[day]) days.push({ date, intakeKcal: person.reported[day] as number, status: "complete" });
    if (person.weighed[day]) weighIns.push({ date, weightKg: person.scale[day] as number });
  }
  return { days, weighIns, formulaKcal: person.formula, today: cohortDate(today) };
}

export interface Estimate {
  value: number;
  low?: number;
  high?: number;
}

export type Method = (person: SyntheticPerson, today: number) => Estimate;

export const ourMethod: Method = (person, today) => {
  const { expenditure, low, high } = estimateExpenditure(inputOn(person, today));
  return { value: expenditure, low, high };
};

export const formulaAlone: Method = (person) => ({ value: person.formula });

/**
 * What most peers do: mean intake minus 7,700 x the change of the 10 % trend line between the
 * window's ends, over the last 28 days (or all of them while fewer).
 */
export const trendEndpoints: Method = (person, today) => {
  const input = inputOn(person, today);
  const from = Math.max(0, today - 28);
  const { points } = trendWeight(input.weighIns, { from: cohortDate(from), to: cohortDate(today - 1) });
  const first = points[0];
  const last = points[points.length - 1];
  let sum = 0;
  let count = 0;
  for (let day = from; day < today; day++) {
    if (person.logged[day]) {
      sum += person.reported[day] as number;
      count++;
    }
  }
  if (!first || !last || first === last || count === 0) return { value: person.formula };
  const span = dayNumber(last.date) - dayNumber(first.date);
  return { value: sum / count - (KCAL_PER_KG * (last.trendKg - first.trendKg)) / span };
};

export interface ErrorSummary {
  /** Mean of estimate - truth (kcal/day). */
  bias: number;
  meanAbsolute: number;
  p90: number;
  /** Share of people whose 95 % interval held the truth, or null for a method without one. */
  coverage: number | null;
}

export function summarize(people: readonly SyntheticPerson[], today: number, method: Method): ErrorSummary {
  const errors: number[] = [];
  let covered = 0;
  let intervals = 0;
  for (const person of people) {
    const truth = person.truth[today - 1] as number;
    const estimate = method(person, today);
    errors.push(estimate.value - truth);
    if (estimate.low !== undefined && estimate.high !== undefined) {
      intervals++;
      if (estimate.low <= truth && truth <= estimate.high) covered++;
    }
  }
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);
  return {
    bias: errors.reduce((a, b) => a + b, 0) / errors.length,
    meanAbsolute: absolute.reduce((a, b) => a + b, 0) / absolute.length,
    p90: absolute[Math.min(absolute.length - 1, Math.ceil(0.9 * absolute.length) - 1)] as number,
    coverage: intervals === 0 ? null : covered / intervals,
  };
}
