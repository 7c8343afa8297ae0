import { macroSplits } from "../macros.js";
import type { CheckInInput } from "./check-in.js";

/**
 * The check-in tests' person (domain and sentences): 2,500 kcal measured, losing 0.5 kg a week at
 * 80 kg, 2,000 kcal last week. A test changes only what it is about.
 */
export const checkInTestInput: CheckInInput = {
  expenditureKcal: 2500,
  direction: "lose",
  rateKgPerWeek: 0.5,
  weightKg: 80,
  lastWeekKcal: 2000,
  gender: "female",
  bmrKcal: 1450,
  split: macroSplits.weightloss,
};
