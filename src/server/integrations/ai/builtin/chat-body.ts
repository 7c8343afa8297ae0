/** Chat answers about the body (issue 26): the measured expenditure, how fast the weight moves, being on track. */
import { changeText, expenditureText, trackVerdict, weightText } from "../body-lines.js";
import type { BodyContext, NutritionContext } from "../provider.js";
import { tdeeAnswer } from "./chat-health.js";

const NO_BODY =
  "Fill in your profile, then log your meals and weigh in on most days: after two weeks I can measure your expenditure and tell how fast your weight is moving.";
const HIDDEN =
  "You chose not to see your weight, so I won't quote numbers from the scale. Your expenditure and weekly check-ins keep working from your weigh-ins:";
const NOT_ENOUGH =
  "There are not enough weigh-ins yet to tell how fast your weight is moving: weigh in on most days for two weeks and I'll know.";

const kcal = (value: number) => `${Math.round(value).toLocaleString("en-US")} kcal`;

export function expenditureAnswer(context: NutritionContext): string {
  if (!context.body) return `${NO_BODY} ${tdeeAnswer(context)}`;
  return expenditureText(context.body);
}

function goalRateText(body: BodyContext): string {
  const { direction, rateKgPerWeek } = body.goal;
  if (direction === "maintain") return "your goal is to maintain your weight";
  return `your goal is to ${direction} ${weightText(rateKgPerWeek, body.units)} a week`;
}

export function weightRateAnswer(context: NutritionContext): string {
  const body = context.body;
  if (!body) return NO_BODY;
  if (body.weightDisplay === "hidden") return `${HIDDEN} ${expenditureText(body)}`;
  const { perWeek, fourWeeks } = body.changes;
  if (perWeek === null) return `${NOT_ENOUGH} ${upper(goalRateText(body))}.`;
  const moving =
    Math.abs(perWeek) < 0.05
      ? "Your trend weight is steady (less than 0.1 a week either way)"
      : `Your trend weight is ${perWeek < 0 ? "going down" : "going up"} by ${weightText(Math.abs(perWeek), body.units)} a week`;
  const month = fourWeeks === null ? "" : `; over the last 4 weeks it changed by ${changeText(fourWeeks, body.units)}`;
  return `${moving}, from a line through your weigh-ins of the last 28 days${month}. ${upper(goalRateText(body))}.`;
}

export function onTrackAnswer(context: NutritionContext): string {
  const body = context.body;
  if (!body) return NO_BODY;
  const { verdict, targetPerWeek } = trackVerdict(body);
  const sentences: string[] = [];
  const hidden = body.weightDisplay === "hidden";
  const actual = body.changes.perWeek;
  const pace = hidden || actual === null ? "" : ` (${changeText(actual, body.units)} a week)`;
  const target = targetPerWeek === 0 ? "to hold steady" : `${changeText(targetPerWeek, body.units)} a week`;
  if (verdict === "unknown") sentences.push(NOT_ENOUGH);
  else if (verdict === "on-track") sentences.push(`Yes: your trend${pace} matches your goal (${target}).`);
  else if (verdict === "slower") sentences.push(`Not quite: your trend${pace} is slower than your goal (${target}).`);
  else if (verdict === "faster")
    sentences.push(`Faster than planned: your trend${pace} is ahead of your goal (${target}).`);
  else sentences.push(`Not yet: your trend${pace} is going the other way from your goal (${target}).`);
  const e = body.expenditure;
  if (context.activeGoal) {
    const gap = context.activeGoal.calories - e.expenditure;
    const side = gap < 0 ? `${kcal(-gap)} below` : `${kcal(gap)} above`;
    sentences.push(
      `Your active goal "${context.activeGoal.name}" (${kcal(context.activeGoal.calories)}) is ${side} your expenditure of ${kcal(e.expenditure)} a day.`,
    );
  } else sentences.push(`Your expenditure is ${kcal(e.expenditure)} a day; you have no active goal.`);
  const check = body.checkIn;
  if (check.calories !== context.activeGoal?.calories)
    sentences.push(
      `This week's check-in${check.due ? " (due today)" : ""} proposes ${kcal(check.calories)}: ${check.why}`,
    );
  return sentences.join(" ");
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
