/**
 * How well the measured expenditure finds the truth: `npm run bench:expenditure`.
 *
 * The research's synthetic cohort (src/shared/domain/body/test/cohort.ts: true expenditure
 * U(1,900-3,100), noisy intake, tissue at 7,700 kcal/kg, water swings, 70 % of days weighed,
 * 85 % logged, the formula 12 % off) in four scenarios, each person estimated on days 14, 21,
 * 28, 42 and 56 by three methods: ours (estimateExpenditure), the formula alone, and the
 * endpoints of the 10 % trend line over the last 28 days (what most peers do). Prints, per day,
 * the mean error (bias), the mean absolute error, the 90th percentile of the absolute error
 * (kcal/day) and the share of people whose 95 % interval held the truth. BENCH_PEOPLE (default
 * 2,000 per scenario), BENCH_SEED (default 42).
 */
import {
  type ErrorSummary,
  formulaAlone,
  type Method,
  ourMethod,
  type Scenario,
  summarize,
  syntheticCohort,
  trendEndpoints,
} from "../src/shared/domain/body/test/cohort.js";

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const SEED = Number(process.env.BENCH_SEED ?? 42);
const DAYS = [14, 21, 28, 42, 56];

const scenarios: Array<{ name: string; scenario: Scenario }> = [
  { name: "Cut: eating 500 kcal/day under expenditure", scenario: { days: 57, deficit: 500 } },
  { name: "Maintenance", scenario: { days: 57, deficit: 0 } },
  { name: "Gain: eating 300 kcal/day over expenditure", scenario: { days: 57, deficit: -300 } },
  {
    name: "Change: in a 500 kcal cut, true expenditure +300 kcal/day from day 28 (intake unchanged)",
    scenario: { days: 57, deficit: 500, step: { day: 28, kcal: 300 } },
  },
];

const methods: Array<[string, Method]> = [
  ["ours", ourMethod],
  ["formula alone", formulaAlone],
  ["trend endpoints", trendEndpoints],
];

const cell = (s: ErrorSummary) =>
  `${s.bias.toFixed(0).padStart(5)} ${s.meanAbsolute.toFixed(0).padStart(4)} ${s.p90.toFixed(0).padStart(4)}` +
  (s.coverage === null ? "" : ` ${(s.coverage * 100).toFixed(1).padStart(5)} %`);

console.log(`Synthetic cohort, ${PEOPLE} people per scenario, seed ${SEED}; kcal/day vs the true expenditure.`);
console.log("Each cell: bias, mean absolute error, 90th percentile (and the 95 % interval's coverage).\n");
const began = performance.now();
let calls = 0;
for (const [index, { name, scenario }] of scenarios.entries()) {
  const people = syntheticCohort(SEED + index, PEOPLE, scenario);
  console.log(`## ${name}\n`);
  console.log(`| day | ${methods.map(([label]) => label).join(" | ")} |`);
  console.log(`|---|${methods.map(() => "---").join("|")}|`);
  for (const day of DAYS) {
    const cells = methods.map(([, method]) => cell(summarize(people, day, method)));
    calls += PEOPLE;
    console.log(`| ${day} | ${cells.join(" | ")} |`);
  }
  console.log("");
}
const elapsed = performance.now() - began;
console.log(
  `${(elapsed / 1000).toFixed(1)} s; ${((elapsed / calls / methods.length) * 1000).toFixed(0)} µs per estimate on average`,
);
