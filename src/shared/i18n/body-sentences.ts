import type { I18n } from "@lingui/core";
import type { CheckInExplanation } from "../domain/body/check-in.js";
import type { ExpenditureReason } from "../domain/body/expenditure-window.js";
import { INTL_LOCALES, isLocale, type Locale, SOURCE_LOCALE } from "./locales.js";
import { numberText } from "./number-text.js";

/**
 * The body screens' explanations (issue 26) as whole sentences in `i18n`'s language: the check-in's
 * why, the expenditure's reason and the name of the goal a check-in makes. The domain gives only
 * figures and choices (shared/domain/body); each sentence here is one catalog message, so a
 * language orders its own words and no English fragment is glued into another language. The
 * server writes them for the request's language (`i18nFor(request.locale)`).
 */

const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/** The check-in's why: a sentence for the expenditure, one for the rate, one for a limit. */
export function checkInWhy(i18n: I18n, why: CheckInExplanation): string {
  const locale = localeOf(i18n);
  const figure = (value: number) => numberText(locale, value);
  const kcal = figure(why.expenditureKcal);
  const sentences = [
    why.basis === "measured"
      ? i18n._("Your measured expenditure is {kcal} kcal a day.", { kcal })
      : i18n._("Your expenditure, estimated from your profile until enough days are logged, is {kcal} kcal a day.", {
          kcal,
        }),
  ];
  const values = {
    rate: `${figure(why.rate)} ${why.unit}`,
    energy: figure(why.energyKcal),
    target: figure(why.targetKcal),
  };
  if (why.direction === "lose") {
    sentences.push(
      why.rateCapped
        ? i18n._(
            "Losing {rate} a week (capped at 1 % of your weight) takes about {energy} kcal less: {target} kcal a day.",
            values,
          )
        : i18n._("Losing {rate} a week takes about {energy} kcal less: {target} kcal a day.", values),
    );
  } else if (why.direction === "gain") {
    sentences.push(
      why.rateCapped
        ? i18n._(
            "Gaining {rate} a week (capped at 1 % of your weight) takes about {energy} kcal more: {target} kcal a day.",
            values,
          )
        : i18n._("Gaining {rate} a week takes about {energy} kcal more: {target} kcal a day.", values),
    );
  } else {
    sentences.push(i18n._("Eating that keeps your weight."));
  }
  const limit = why.limit;
  if (limit.by === "weekly-change") {
    sentences.push(
      i18n._("This week it is eased to {kcal} kcal (at most {step} kcal from last week's {last} kcal).", {
        kcal: figure(limit.calories),
        step: figure(limit.stepKcal),
        last: figure(limit.lastWeekKcal),
      }),
    );
  } else if (limit.by === "safety-floor") {
    sentences.push(i18n._("It is raised to your safe minimum of {kcal} kcal.", { kcal: figure(limit.floorKcal) }));
  }
  return sentences.join(" ");
}

/** Why the expenditure is collecting or holding, one sentence with its figures. */
export function expenditureReason(i18n: I18n, reason: ExpenditureReason): string {
  switch (reason.code) {
    case "collecting":
      return i18n._("Collecting data: {days} of {needed} days.", { days: reason.days, needed: reason.needed });
    case "few-weigh-ins":
      return i18n._(
        "{count, plural, one {# weigh-in} other {# weigh-ins}} in the last {days} days; at least {needed} are needed.",
        { count: reason.count, days: reason.days, needed: reason.needed },
      );
    case "short-span":
      return i18n._(
        "The weigh-ins span {count, plural, one {# day} other {# days}}; they need to span at least {needed}.",
        { count: reason.days, needed: reason.needed },
      );
    case "no-recent-weigh-in":
      return i18n._("No weigh-in in the last 7 days.");
    case "few-days-last-week":
      return i18n._(
        "{count, plural, one {# complete day} other {# complete days}} in the last 7; at least {needed} are needed.",
        { count: reason.count, needed: reason.needed },
      );
    case "few-days-week-before":
      return i18n._(
        "{count, plural, one {# complete day} other {# complete days}} in the week before; at least {needed} are needed.",
        { count: reason.count, needed: reason.needed },
      );
    case "no-line":
      return i18n._("The weigh-ins do not give a line.");
  }
}

/**
 * The name of the goal accepting a check-in makes, its date ('YYYY-MM-DD') as the language writes
 * it: "Check-in November 29, 2026", "Check-in del 29 novembre 2026".
 */
export function checkInGoalName(i18n: I18n, date: string): string {
  const written = new Intl.DateTimeFormat(INTL_LOCALES[localeOf(i18n)], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return i18n._("Check-in {date}", { date: written });
}
