import type { I18n } from "@lingui/core";
import type { CheckIn, CheckInProposal } from "../../../shared/contracts/check-ins.js";
import { weekdays } from "../../../shared/contracts/check-ins.js";
import type { Expenditure } from "../../../shared/contracts/expenditure.js";
import type { Goal } from "../../../shared/contracts/goals.js";
import { proposeCheckIn } from "../../../shared/domain/body/check-in.js";
import type { ExpenditureDetails } from "../../../shared/domain/body/expenditure.js";
import { trendWeight } from "../../../shared/domain/body/trend-weight.js";
import { bmr } from "../../../shared/domain/health.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { type MacroSplit, macroCalories, macroSplits } from "../../../shared/domain/macros.js";
import { checkInWhy, expenditureReason } from "../../../shared/i18n/body-sentences.js";
import type { CheckInRow } from "../../db/schema/index.js";
import type { BodyLog, BodyProfile } from "./repository.js";

/** What the check-in is computed from: the person's local today, their log and the expenditure. */
export interface CheckInBasis {
  today: string;
  log: BodyLog;
  profile: BodyProfile;
  details: ExpenditureDetails;
}

/** Days after a check-in before the next one is due again. */
const CHECK_IN_EVERY_DAYS = 7;

/** The weekday of a local date, as the profile names it. */
export function weekdayOf(date: string): (typeof weekdays)[number] {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as (typeof weekdays)[number];
}

/** The active goal's shares of kcal, so a check-in keeps the person's macros; else the direction's preset. */
function splitOf(goal: Goal | null, direction: BodyProfile["goalDirection"]): MacroSplit {
  if (goal) {
    const kcal = macroCalories(goal);
    const total = kcal.proteins + kcal.carbs + kcal.fats;
    if (total > 0) {
      return {
        protein: (100 * kcal.proteins) / total,
        carbs: (100 * kcal.carbs) / total,
        fat: (100 * kcal.fats) / total,
      };
    }
  }
  return direction === "lose"
    ? macroSplits.weightloss
    : direction === "gain"
      ? macroSplits.muscle_gain
      : macroSplits.maintenance;
}

/** The domain's expenditure in the contract's shape: its reason written in `i18n`'s language. */
export function presentExpenditure(estimate: ExpenditureDetails["estimate"], i18n: I18n): Expenditure {
  const { reason, ...figures } = estimate;
  return reason ? { ...figures, reason: expenditureReason(i18n, reason) } : figures;
}

/**
 * This week's proposal (shared/domain/body/check-in.ts) in the contract's shape, its why and the
 * expenditure's reason written in `i18n`'s language.
 */
export function proposal(
  basis: CheckInBasis,
  active: Goal | null,
  acceptLargerChange: boolean,
  i18n: I18n,
): CheckInProposal {
  const { today, log, profile, details } = basis;
  const expenditure = presentExpenditure(details.estimate, i18n);
  // The weight the rate is capped by: the trend's, else the profile's.
  const weightKg = trendWeight(log.weighIns, { from: today, to: today }).latest?.trendKg ?? profile.weight;
  const offer = proposeCheckIn({
    expenditureKcal: expenditure.expenditure,
    expenditureCollecting: expenditure.status === "collecting",
    direction: profile.goalDirection,
    rateKgPerWeek: profile.goalRateKgPerWeek,
    weightKg,
    lastWeekKcal: active?.calories ?? null,
    acceptLargerChange,
    gender: profile.gender,
    bmrKcal: bmr(profile),
    split: splitOf(active, profile.goalDirection),
    units: profile.units,
  });
  const last = log.lastCheckIn;
  const recent = last !== null && last.date > addDays(today, -CHECK_IN_EVERY_DAYS);
  return {
    date: today,
    weekday: profile.checkInWeekday,
    due: weekdayOf(today) === profile.checkInWeekday && !recent,
    expenditure,
    goalDirection: profile.goalDirection,
    rateKgPerWeek: Math.round(Math.abs(offer.rateKgPerWeek) * 100) / 100,
    previousCalories: active?.calories ?? null,
    calories: offer.calories,
    proteins: offer.proteins,
    carbs: offer.carbs,
    fats: offer.fats,
    target: offer.targetKcal,
    limitedBy: offer.limitedBy,
    rateCapped: offer.rateCapped,
    floor: offer.floorKcal,
    why: checkInWhy(i18n, offer.explanation),
  };
}

/**
 * The row a check-in is stored as: the figures it was made from and what was proposed. Its why is
 * the sentence as it was written at the decision, in the language the person read it in: the
 * record of what they were shown, not re-written later (the explanation's figures are not stored).
 */
export function checkInRow(
  userId: number,
  basis: CheckInBasis,
  offer: CheckInProposal,
  goal: Goal | null,
): Omit<CheckInRow, "id" | "createdAt"> {
  const { estimate, measurement } = basis.details;
  return {
    userId,
    date: basis.today,
    expenditure: estimate.expenditure,
    low: estimate.low,
    high: estimate.high,
    confidence: estimate.confidence,
    slopeKgPerWeek: measurement ? Math.round(measurement.slopeKgPerDay * 7 * 1000) / 1000 : null,
    completeDays: estimate.completeDays,
    weighIns: estimate.weighIns,
    calories: offer.calories,
    proteins: offer.proteins,
    carbs: offer.carbs,
    fats: offer.fats,
    why: offer.why,
    accepted: goal !== null,
    goalId: goal?.id ?? null,
  };
}

/** The one presenter of a stored check-in: the web app, /api/v1, MCP and the export. */
export function presentCheckIn(row: CheckInRow): CheckIn {
  return {
    id: row.id,
    date: row.date,
    expenditure: row.expenditure,
    low: row.low,
    high: row.high,
    confidence: row.confidence,
    slopeKgPerWeek: row.slopeKgPerWeek,
    completeDays: row.completeDays,
    weighIns: row.weighIns,
    calories: row.calories,
    proteins: row.proteins,
    carbs: row.carbs,
    fats: row.fats,
    why: row.why,
    accepted: row.accepted,
    goalId: row.goalId,
    createdAt: row.createdAt.toISOString(),
  };
}
