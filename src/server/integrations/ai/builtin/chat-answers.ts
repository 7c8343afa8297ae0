/** Chat answers built from the user's data: today's totals, the goal, meals and recommendations. */
import type { ChatType, MealSuggestion } from "../../../../shared/contracts/ai.js";
import type { MealType } from "../../../../shared/contracts/meals.js";
import { bmr, tdee } from "../../../../shared/domain/health.js";
import type { ChatInput, NutritionContext } from "../provider.js";
import { expenditureAnswer, onTrackAnswer, weightRateAnswer } from "./chat-body.js";
import { bmiAnswer, bmrAnswer, macrosAnswer, tdeeAnswer } from "./chat-health.js";
import { detectIntent, type Intent, type Macro } from "./chat-intents.js";
import { fmt, fmt1, joinAnd, upperFirst } from "./foods.js";
import { calorieFloor, goalRecommendationsFor } from "./goal-advisor.js";
import { type DayTarget, dailyTarget, type Macros, mealTypeAt, remainingToday } from "./targets.js";

export interface ChatDeps {
  suggest(context: NutritionContext, mealType: MealType | null): MealSuggestion[];
}

const examples: Record<ChatType, string[]> = {
  meals: [
    "What is left today?",
    "How much protein have I eaten today?",
    "What did I eat today?",
    "What should I eat for dinner?",
    "How do macro splits work?",
  ],
  goals: [
    "Is my goal realistic?",
    "Am I on track?",
    "What goal do you recommend?",
    "What is left today?",
    "What is my BMR?",
    "What is my BMI?",
    "How does TDEE work?",
  ],
};

const keyOf: Record<Macro, keyof Macros> = { calories: "calories", protein: "proteins", carbs: "carbs", fat: "fats" };

function amount(macro: Macro, value: number): string {
  return macro === "calories" ? `${fmt1(value)} kcal` : `${fmt1(value)} g of ${macro}`;
}

function short(macro: Macro, value: number): string {
  return macro === "calories" ? `${fmt(value)} kcal` : `${fmt(value)} g ${macro}`;
}

const macros: Macro[] = ["calories", "protein", "carbs", "fat"];

function basisText(day: DayTarget): string {
  if (day.basis === "goal") return `your goal "${day.goalName}"`;
  if (day.basis === "profile") return "your estimated daily needs (you have no active goal)";
  return "a default 2,000 kcal day (you have no goal or profile yet)";
}

/** Quick adds gave calories only: their grams count as 0, which the answer must not hide. */
function withoutMacrosNote(context: NutritionContext, macro: Macro | null): string | null {
  if (macro === "calories") return null;
  const count = context.mealsToday.filter((m) => m.macrosGiven === false).length;
  if (count === 0) return null;
  const meals = count === 1 ? "1 meal was" : `${count} meals were`;
  return `${meals} logged without macros, so the grams eaten may be higher than shown.`;
}

function remaining(context: NutritionContext, focus: Macro | null): string {
  const day = dailyTarget(context);
  const rem = remainingToday(context, day);
  const left = macros.filter((m) => rem[keyOf[m]] >= 0).map((m) => short(m, rem[keyOf[m]]));
  const over = macros.filter((m) => rem[keyOf[m]] < 0).map((m) => short(m, -rem[keyOf[m]]));
  const target = macros.map((m) => short(m, day[keyOf[m]]));
  const eaten = macros.map((m) => short(m, context.totalsToday[keyOf[m]]));
  const sentences: string[] = [];
  if (focus) {
    const value = rem[keyOf[focus]];
    sentences.push(
      value >= 0
        ? `You have ${amount(focus, value)} left today.`
        : `You are ${amount(focus, -value)} over your target today.`,
    );
  }
  sentences.push(`Against ${basisText(day)} (${joinAnd(target)}) you have had ${joinAnd(eaten)} today.`);
  if (left.length > 0) sentences.push(`Left: ${joinAnd(left)}.`);
  if (over.length > 0) sentences.push(`Over: ${joinAnd(over)}.`);
  const note = withoutMacrosNote(context, focus);
  if (note) sentences.push(note);
  return sentences.join(" ");
}

function eaten(context: NutritionContext, macro: Macro): string {
  const count = context.mealsToday.length;
  const value = context.totalsToday[keyOf[macro]];
  if (count === 0 && value === 0) return `You haven't logged any meals today, so you're at ${amount(macro, 0)}.`;
  const meals = count === 1 ? "1 meal" : `${count} meals`;
  const parts = [`So far today you have eaten ${amount(macro, value)} (${meals}).`];
  const goal = context.activeGoal;
  if (goal) {
    const target = goal[keyOf[macro]];
    const pct = target > 0 ? ` (${Math.round((value / target) * 100)}%)` : "";
    const rest = target - value;
    parts.push(
      rest >= 0
        ? `Your goal is ${short(macro, target)}${pct}, so ${short(macro, rest)} to go.`
        : `Your goal is ${short(macro, target)}${pct}, so you are ${short(macro, -rest)} over.`,
    );
  }
  const note = withoutMacrosNote(context, macro);
  if (note) parts.push(note);
  return parts.join(" ");
}

function mealsToday(context: NutritionContext): string {
  const list = context.mealsToday;
  if (list.length === 0) return "You haven't logged any meals today yet.";
  const lines = list.map(
    (m) =>
      `- ${upperFirst(m.mealType)}: ${m.food}, ${fmt(m.calories)} kcal ` +
      (m.macrosGiven === false
        ? "(macros not given)"
        : `(${fmt(m.proteins)} g protein, ${fmt(m.carbs)} g carbs, ${fmt(m.fats)} g fat)`),
  );
  const t = context.totalsToday;
  const head = `Today you logged ${list.length === 1 ? "1 meal" : `${list.length} meals`}, ${fmt(t.calories)} kcal in total:`;
  return [head, ...lines].join("\n");
}

function goalRealistic(context: NutritionContext): string {
  const goal = context.activeGoal;
  if (!goal) {
    return 'You have no active goal, so there is nothing to check yet. Ask me "What goal do you recommend?" to get one that fits your profile.';
  }
  const parts: string[] = [];
  const p = context.profile;
  if (p) {
    const maintenance = Math.round(tdee(p, p.activityLevel));
    const floor = calorieFloor(p.gender, bmr(p));
    const diff = goal.calories - maintenance;
    const perWeek = fmt1((Math.abs(diff) * 7) / 7700);
    const head = `Your goal "${goal.name}" is ${fmt(goal.calories)} kcal and your maintenance (TDEE) is about ${fmt(maintenance)} kcal.`;
    if (goal.calories < floor) {
      parts.push(
        `${head} That is below the safe minimum for you (${fmt(floor)} kcal), so it is not realistic to sustain; aim for at least ${fmt(floor)} kcal.`,
      );
    } else if (diff < -1000) {
      parts.push(
        `${head} A deficit of ${fmt(-diff)} kcal a day (about ${perWeek} kg a week) is very aggressive; about ${fmt(Math.max(maintenance - 500, floor))} kcal is easier to keep up.`,
      );
    } else if (diff < -150) {
      parts.push(`${head} A deficit of ${fmt(-diff)} kcal a day (about ${perWeek} kg a week) is realistic.`);
    } else if (diff <= 150) {
      parts.push(`${head} It is close to maintenance: realistic for keeping your weight stable.`);
    } else if (diff <= 500) {
      parts.push(`${head} A surplus of ${fmt(diff)} kcal a day is realistic for slow, lean gain.`);
    } else {
      parts.push(
        `${head} A surplus of ${fmt(diff)} kcal a day is more than needed; about ${fmt(maintenance + 300)} kcal is enough for lean gain.`,
      );
    }
    const perKg = goal.proteins / p.weight;
    if (perKg < 0.8)
      parts.push(`Protein is low at ${fmt1(perKg)} g per kg of body weight; 1.2 to 2 g per kg is a good range.`);
    else if (perKg > 2.2)
      parts.push(`Protein is very high at ${fmt1(perKg)} g per kg; more than 2.2 g per kg brings little extra.`);
    else parts.push(`Protein at ${fmt1(perKg)} g per kg of body weight is fine.`);
  } else {
    parts.push(
      `Your goal "${goal.name}" is ${fmt(goal.calories)} kcal. Without a profile I can't estimate what you burn; add it in the Profile tab for a full check.`,
    );
  }
  const week = context.weekAverage;
  if (week.daysLogged > 0) {
    const gap = week.calories - goal.calories;
    const days = week.daysLogged === 1 ? "1 logged day" : `${week.daysLogged} logged days`;
    const side = gap >= 0 ? "above" : "below";
    let note = "You are already close to it.";
    if (gap > goal.calories * 0.1) note = "Closing the gap in steps of about 200 kcal makes it easier.";
    if (gap < -goal.calories * 0.1) note = "You are eating less than the goal; make sure you are logging everything.";
    parts.push(
      `In the 7 days before today you averaged ${fmt(week.calories)} kcal (${days}), ${fmt(Math.abs(gap))} kcal ${side} your goal. ${note}`,
    );
  } else {
    parts.push("You haven't logged meals in the 7 days before today, so I can't compare it with your habits yet.");
  }
  return parts.join(" ");
}

function currentGoal(context: NutritionContext): string {
  const goal = context.activeGoal;
  if (!goal) return 'You have no active goal. Create one in the Goals tab, or ask me "What goal do you recommend?".';
  const pct = goal.calories > 0 ? Math.round((context.totalsToday.calories / goal.calories) * 100) : 0;
  return (
    `Your active goal "${goal.name}" is ${fmt(goal.calories)} kcal, ${fmt(goal.proteins)} g protein, ` +
    `${fmt(goal.carbs)} g carbs and ${fmt(goal.fats)} g fat a day. Today you are at ${pct}% of its calories.`
  );
}

function recommendGoal(context: NutritionContext): string {
  const recs = goalRecommendationsFor(context);
  const lines = recs.map(
    (r) => `- ${r.title} (${fmt(r.proteins)} g protein, ${fmt(r.carbs)} g carbs, ${fmt(r.fats)} g fat)`,
  );
  const first = recs[0];
  const head = context.profile ? "Based on your profile, these goals fit you:" : "Here are three starting points:";
  return [head, ...lines, first?.reason ?? ""].filter(Boolean).join("\n");
}

function suggestMeal(context: NutritionContext, mealType: MealType | null, deps: ChatDeps): string {
  const type = mealType ?? mealTypeAt(context.localTime);
  const [best, ...others] = deps.suggest(context, type);
  if (!best) return `I couldn't put a ${type} together from the food catalog.`;
  const ingredients = best.ingredients.map((i) => `${fmt(i.grams)} g ${i.name}`).join("; ");
  const parts = [`For ${type} I suggest ${best.name} (${ingredients}).`, best.description];
  if (others.length > 0) {
    parts.push(`Other ideas: ${joinAnd(others.map((o) => `${o.name} (${fmt(o.calories)} kcal)`))}.`);
  }
  return parts.join(" ");
}

function greeting(input: ChatInput): string {
  const name = input.context.username ? ` ${input.context.username}` : "";
  const role =
    input.chatType === "goals"
      ? "I'm your offline goals consultant: I can check your goal, explain BMR, TDEE and macro splits with your numbers, and recommend a goal from your profile."
      : "I'm your offline nutrition assistant: I can tell you what you have eaten today, what is left of your goal and what to eat next.";
  return `Hi${name}! ${role} ${tryAsking(input.chatType)}`;
}

function tryAsking(chatType: ChatType): string {
  return `Try asking: ${examples[chatType].map((q) => `"${q}"`).join(", ")}`;
}

function unknown(chatType: ChatType): string {
  return (
    "Sorry, I can't answer that. I'm an offline assistant without a language model, so I only understand a few " +
    `questions about your own data. ${tryAsking(chatType)}`
  );
}

export function answerIntent(intent: Intent, input: ChatInput, deps: ChatDeps): string {
  const context = input.context;
  switch (intent.kind) {
    case "remaining":
      return remaining(context, intent.macro);
    case "eaten":
      return eaten(context, intent.macro);
    case "mealsToday":
      return mealsToday(context);
    case "goalRealistic":
      return goalRealistic(context);
    case "currentGoal":
      return currentGoal(context);
    case "recommendGoal":
      return recommendGoal(context);
    case "suggestMeal":
      return suggestMeal(context, intent.mealType, deps);
    case "bmi":
      return bmiAnswer(context);
    case "bmr":
      return bmrAnswer(context);
    case "tdee":
      return tdeeAnswer(context);
    case "macros":
      return macrosAnswer(context);
    case "expenditure":
      return expenditureAnswer(context);
    case "weightRate":
      return weightRateAnswer(context);
    case "onTrack":
      return onTrackAnswer(context);
    case "greeting":
      return greeting(input);
    case "help":
      return `I'm an offline assistant without a language model; I answer from your own data. ${tryAsking(input.chatType)}`;
    case "thanks":
      return "You're welcome! Ask me anything else about your day, your goal or what to eat next.";
    case "unknown":
      return unknown(input.chatType);
  }
}

/** The answer to the last user turn of the conversation. */
export function answerChat(input: ChatInput, deps: ChatDeps): string {
  const question = [...input.history].reverse().find((turn) => turn.role === "user")?.content ?? "";
  return answerIntent(detectIntent(question, input.chatType), input, deps);
}
