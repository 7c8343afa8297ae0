/** The body context (issue 26) in words: shared by the offline answers and the OpenAI prompt. */
import { displayWeightChange, kgToLb } from "../../../shared/domain/body/units.js";
import { INTL_LOCALES, type Locale } from "../../../shared/i18n/locales.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18nFor } from "../../i18n.js";
import type { BodyContext, NutritionContext } from "./provider.js";

const kcal = (value: number, locale: Locale = "en") => `${Math.round(value).toLocaleString(INTL_LOCALES[locale])} kcal`;

/** kg or lb as the profile reads them, at most one decimal (Italian: a decimal comma). */
export function weightText(kg: number, units: BodyContext["units"], locale: Locale = "en"): string {
  const value = units === "imperial" ? kgToLb(kg) : kg;
  return `${(Math.round(value * 10) / 10).toLocaleString(INTL_LOCALES[locale], { maximumFractionDigits: 1 })} ${units === "imperial" ? "lb" : "kg"}`;
}

/** A change per week in the profile's units, signed: "-0.4 kg", "+0.9 lb". */
export function changeText(kg: number, units: BodyContext["units"], locale: Locale = "en"): string {
  const value = displayWeightChange(kg, units);
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${weightText(Math.abs(kg), units, locale).replace(/^-/, "")}`;
}

const confidenceWords: Record<BodyContext["expenditure"]["confidence"], string> = {
  low: msg("low"),
  medium: msg("medium"),
  high: msg("high"),
};

/** The expenditure in one or two sentences: the figure, its interval and what it rests on. */
export function expenditureText(body: BodyContext, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  const e = body.expenditure;
  const interval = i18n._("95 % interval {low} to {high}, {confidence} confidence", {
    low: kcal(e.low, locale),
    high: kcal(e.high, locale),
    confidence: i18n._(confidenceWords[e.confidence] ?? e.confidence),
  });
  const basis = i18n._("{days} complete days and {weighIns} weigh-ins in the last {window} days", {
    days: String(e.completeDays),
    weighIns: String(e.weighIns),
    window: String(e.windowDays || 28),
  });
  const expenditure = kcal(e.expenditure, locale);
  if (e.status === "collecting") {
    const text = i18n._(
      "Your expenditure is still being measured (collecting: {basis}), so for now it is your formula estimate, {expenditure} a day ({interval}).",
      { basis, expenditure, interval },
    );
    return e.reason ? `${text} ${e.reason}` : text;
  }
  const held =
    e.status !== "holding"
      ? ""
      : ` ${e.reason ? i18n._("It is held at its last value: {reason}", { reason: e.reason }) : i18n._("It is held at its last value.")}`;
  return `${i18n._(
    "Your measured energy expenditure is {expenditure} a day ({interval}), from {basis}; the formula alone says {formula}.",
    { expenditure, interval, basis, formula: kcal(e.formula, locale) },
  )}${held}`;
}

export type TrackVerdict = "unknown" | "on-track" | "slower" | "faster" | "wrong-way";

/**
 * The trend's weekly change against the goal's: within a quarter of the rate (at least 0.15 kg a
 * week, a scale's week-to-week noise) is on track; maintaining is on track within 0.15 kg a week.
 */
export function trackVerdict(body: BodyContext): { verdict: TrackVerdict; targetPerWeek: number } {
  const { direction, rateKgPerWeek } = body.goal;
  const targetPerWeek = direction === "lose" ? -rateKgPerWeek : direction === "gain" ? rateKgPerWeek : 0;
  const actual = body.changes.perWeek;
  if (actual === null) return { verdict: "unknown", targetPerWeek };
  const tolerance = Math.max(0.15, rateKgPerWeek / 4);
  if (Math.abs(actual - targetPerWeek) <= tolerance) return { verdict: "on-track", targetPerWeek };
  if (targetPerWeek === 0) return { verdict: actual < 0 ? "faster" : "wrong-way", targetPerWeek };
  if (Math.sign(actual) !== Math.sign(targetPerWeek) && Math.abs(actual) > 0.15)
    return { verdict: "wrong-way", targetPerWeek };
  return { verdict: Math.abs(actual) < Math.abs(targetPerWeek) ? "slower" : "faster", targetPerWeek };
}

/** Lines for the OpenAI prompt: the figures, and what the person asked not to be shown. */
export function describeBody(context: NutritionContext): string[] {
  const body = context.body;
  if (!body) return ["Body data: none (no profile yet, so no weigh-in trend or measured expenditure)."];
  const { units } = body;
  const lines = [`Energy expenditure: ${expenditureText(body)}`];
  const goal = body.goal;
  lines.push(
    goal.direction === "maintain"
      ? "Weight goal: maintain."
      : `Weight goal: ${goal.direction} ${weightText(goal.rateKgPerWeek, units)} a week${goal.goalWeightKg ? `, toward ${weightText(goal.goalWeightKg, units)}` : ""}.`,
  );
  if (body.weightDisplay === "hidden") {
    lines.push(
      "The user chose to hide their weight: never state their weight, weight changes or goal weight; speak of the expenditure and calories only.",
    );
  } else {
    const c = body.changes;
    const per = (value: number | null) => (value === null ? "not enough weigh-ins" : changeText(value, units));
    if (body.latest && body.weightDisplay === "show")
      lines.push(`Latest weigh-in ${body.latest.date}: ${weightText(body.latest.weightKg, units)}.`);
    if (body.latest) lines.push(`Trend weight (smoothed): ${weightText(body.latest.trendKg, units)}.`);
    else lines.push("No weigh-ins yet.");
    lines.push(
      `Trend change: per week ${per(c.perWeek)}; over 1 week ${per(c.week)}, 2 weeks ${per(c.twoWeeks)}, 4 weeks ${per(c.fourWeeks)}.`,
    );
    if (body.weightDisplay === "trends") lines.push("The user sees trends only: do not quote single weigh-ins.");
  }
  const check = body.checkIn;
  lines.push(
    `This week's check-in${check.due ? " (due today)" : ""} proposes ${kcal(check.calories)} a day${check.previousCalories === null ? "" : ` (the active goal has ${kcal(check.previousCalories)})`}: ${check.why}`,
  );
  return lines;
}
