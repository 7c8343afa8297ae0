/** Chat answers about the body (issue 26): the measured expenditure, how fast the weight moves, being on track. */

import { msg } from "../../../../shared/i18n/msg.js";
import { changeText, expenditureText, trackVerdict, weightText } from "../body-lines.js";
import type { BodyContext, NutritionContext } from "../provider.js";
import { tdeeAnswer } from "./chat-health.js";
import { type Words, wordsFor } from "./words.js";

const NO_BODY = msg(
  "Fill in your profile, then log your meals and weigh in on most days: after two weeks I can measure your expenditure and tell how fast your weight is moving.",
);
const HIDDEN = msg(
  "You chose not to see your weight, so I won't quote numbers from the scale. Your expenditure and weekly check-ins keep working from your weigh-ins:",
);
const NOT_ENOUGH = msg(
  "There are not enough weigh-ins yet to tell how fast your weight is moving: weigh in on most days for two weeks and I'll know.",
);

export function expenditureAnswer(context: NutritionContext): string {
  const { i18n } = wordsFor(context);
  if (!context.body) return `${i18n._(NO_BODY)} ${tdeeAnswer(context)}`;
  return expenditureText(context.body, context.locale);
}

/** "Your goal is to lose 0.5 kg a week.", as a whole sentence. */
function goalRateSentence(body: BodyContext, w: Words): string {
  const { direction, rateKgPerWeek } = body.goal;
  const rate = weightText(rateKgPerWeek, body.units, w.locale);
  if (direction === "maintain") return w.i18n._("Your goal is to maintain your weight.");
  if (direction === "lose") return w.i18n._("Your goal is to lose {rate} a week.", { rate });
  return w.i18n._("Your goal is to gain {rate} a week.", { rate });
}

export function weightRateAnswer(context: NutritionContext): string {
  const w = wordsFor(context);
  const { i18n, locale } = w;
  const body = context.body;
  if (!body) return i18n._(NO_BODY);
  if (body.weightDisplay === "hidden") return `${i18n._(HIDDEN)} ${expenditureText(body, locale)}`;
  const { perWeek, fourWeeks } = body.changes;
  if (perWeek === null) return `${i18n._(NOT_ENOUGH)} ${goalRateSentence(body, w)}`;
  const change = weightText(Math.abs(perWeek), body.units, locale);
  const moving =
    Math.abs(perWeek) < 0.05
      ? i18n._("Your trend weight is steady (less than 0.1 a week either way)")
      : perWeek < 0
        ? i18n._("Your trend weight is going down by {change} a week", { change })
        : i18n._("Your trend weight is going up by {change} a week", { change });
  const sentence =
    fourWeeks === null
      ? i18n._("{moving}, from a line through your weigh-ins of the last 28 days.", { moving })
      : i18n._(
          "{moving}, from a line through your weigh-ins of the last 28 days; over the last 4 weeks it changed by {month}.",
          { moving, month: changeText(fourWeeks, body.units, locale) },
        );
  return `${sentence} ${goalRateSentence(body, w)}`;
}

export function onTrackAnswer(context: NutritionContext): string {
  const w = wordsFor(context);
  const { i18n, locale } = w;
  const kcal = (value: number) => i18n._("{value} kcal", { value: w.n(value) });
  const body = context.body;
  if (!body) return i18n._(NO_BODY);
  const { verdict, targetPerWeek } = trackVerdict(body);
  const sentences: string[] = [];
  const hidden = body.weightDisplay === "hidden";
  const actual = body.changes.perWeek;
  const pace =
    hidden || actual === null
      ? ""
      : ` ${i18n._("({change} a week)", { change: changeText(actual, body.units, locale) })}`;
  const target =
    targetPerWeek === 0
      ? i18n._("to hold steady")
      : i18n._("{change} a week", { change: changeText(targetPerWeek, body.units, locale) });
  const values = { pace, target };
  if (verdict === "unknown") sentences.push(i18n._(NOT_ENOUGH));
  else if (verdict === "on-track")
    sentences.push(i18n._("Yes: your trend{pace} matches your goal ({target}).", values));
  else if (verdict === "slower")
    sentences.push(i18n._("Not quite: your trend{pace} is slower than your goal ({target}).", values));
  else if (verdict === "faster")
    sentences.push(i18n._("Faster than planned: your trend{pace} is ahead of your goal ({target}).", values));
  else sentences.push(i18n._("Not yet: your trend{pace} is going the other way from your goal ({target}).", values));
  const e = body.expenditure;
  const goal = context.activeGoal;
  if (goal) {
    const gap = goal.calories - e.expenditure;
    const goalValues = {
      name: goal.name,
      calories: kcal(goal.calories),
      gap: kcal(Math.abs(gap)),
      expenditure: kcal(e.expenditure),
    };
    sentences.push(
      gap < 0
        ? i18n._(
            'Your active goal "{name}" ({calories}) is {gap} below your expenditure of {expenditure} a day.',
            goalValues,
          )
        : i18n._(
            'Your active goal "{name}" ({calories}) is {gap} above your expenditure of {expenditure} a day.',
            goalValues,
          ),
    );
  } else
    sentences.push(
      i18n._("Your expenditure is {expenditure} a day; you have no active goal.", { expenditure: kcal(e.expenditure) }),
    );
  const check = body.checkIn;
  if (check.calories !== goal?.calories) {
    const checkValues = { calories: kcal(check.calories), why: check.why };
    sentences.push(
      check.due
        ? i18n._("This week's check-in (due today) proposes {calories}: {why}", checkValues)
        : i18n._("This week's check-in proposes {calories}: {why}", checkValues),
    );
  }
  return sentences.join(" ");
}
