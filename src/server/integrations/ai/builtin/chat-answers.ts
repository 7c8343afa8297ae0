/** Chat answers built from the user's data: today's totals, the goal, meals and recommendations. */
import type { ChatType, MealSuggestion } from "../../../../shared/contracts/ai.js";
import type { MealType } from "../../../../shared/contracts/meals.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { ChatInput, NutritionContext } from "../provider.js";
import { expenditureAnswer, onTrackAnswer, weightRateAnswer } from "./chat-body.js";
import { currentGoal, goalRealistic, recommendGoal } from "./chat-goal.js";
import { bmiAnswer, bmrAnswer, macrosAnswer, tdeeAnswer } from "./chat-health.js";
import { detectIntent, type Intent, type Macro } from "./chat-intents.js";
import { type DayTarget, dailyTarget, type Macros, mealTypeAt, remainingToday } from "./targets.js";
import { wordsFor } from "./words.js";

export interface ChatDeps {
  suggest(context: NutritionContext, mealType: MealType | null): MealSuggestion[];
}

const examples: Record<ChatType, string[]> = {
  meals: [
    msg("What is left today?"),
    msg("How much protein have I eaten today?"),
    msg("What did I eat today?"),
    msg("What should I eat for dinner?"),
    msg("How do macro splits work?"),
  ],
  goals: [
    msg("Is my goal realistic?"),
    msg("Am I on track?"),
    msg("What goal do you recommend?"),
    msg("What is left today?"),
    msg("What is my BMR?"),
    msg("What is my BMI?"),
    msg("How does TDEE work?"),
  ],
};

const keyOf: Record<Macro, keyof Macros> = { calories: "calories", protein: "proteins", carbs: "carbs", fat: "fats" };

const macros: Macro[] = ["calories", "protein", "carbs", "fat"];

function basisText(context: NutritionContext, day: DayTarget): string {
  const { i18n } = wordsFor(context);
  if (day.basis === "goal") return i18n._('your goal "{name}"', { name: day.goalName ?? "" });
  if (day.basis === "profile") return i18n._("your estimated daily needs (you have no active goal)");
  return i18n._("a default 2,000 kcal day (you have no goal or profile yet)");
}

/** Quick adds gave calories only: their grams count as 0, which the answer must not hide. */
function withoutMacrosNote(context: NutritionContext, macro: Macro | null): string | null {
  if (macro === "calories") return null;
  const count = context.mealsToday.filter((m) => m.macrosGiven === false).length;
  if (count === 0) return null;
  return wordsFor(context).i18n._(
    "{count, plural, one {1 meal was logged without macros, so the grams eaten may be higher than shown.} other {# meals were logged without macros, so the grams eaten may be higher than shown.}}",
    { count },
  );
}

function remaining(context: NutritionContext, focus: Macro | null): string {
  const w = wordsFor(context);
  const { i18n } = w;
  const day = dailyTarget(context);
  const rem = remainingToday(context, day);
  const left = macros.filter((m) => rem[keyOf[m]] >= 0).map((m) => w.short(m, rem[keyOf[m]]));
  const over = macros.filter((m) => rem[keyOf[m]] < 0).map((m) => w.short(m, -rem[keyOf[m]]));
  const target = macros.map((m) => w.short(m, day[keyOf[m]]));
  const eaten = macros.map((m) => w.short(m, context.totalsToday[keyOf[m]]));
  const sentences: string[] = [];
  if (focus) {
    const value = rem[keyOf[focus]];
    sentences.push(
      value >= 0
        ? i18n._("You have {amount} left today.", { amount: w.amount(focus, value) })
        : i18n._("You are {amount} over your target today.", { amount: w.amount(focus, -value) }),
    );
  }
  sentences.push(
    i18n._("Against {basis} ({target}) you have had {eaten} today.", {
      basis: basisText(context, day),
      target: w.and(target),
      eaten: w.and(eaten),
    }),
  );
  if (left.length > 0) sentences.push(i18n._("Left: {list}.", { list: w.and(left) }));
  if (over.length > 0) sentences.push(i18n._("Over: {list}.", { list: w.and(over) }));
  const note = withoutMacrosNote(context, focus);
  if (note) sentences.push(note);
  return sentences.join(" ");
}

function eaten(context: NutritionContext, macro: Macro): string {
  const w = wordsFor(context);
  const { i18n } = w;
  const count = context.mealsToday.length;
  const value = context.totalsToday[keyOf[macro]];
  if (count === 0 && value === 0)
    return i18n._("You haven't logged any meals today, so you're at {amount}.", { amount: w.amount(macro, 0) });
  const meals = i18n._("{count, plural, one {# meal} other {# meals}}", { count });
  const parts = [i18n._("So far today you have eaten {amount} ({meals}).", { amount: w.amount(macro, value), meals })];
  const goal = context.activeGoal;
  if (goal) {
    const target = goal[keyOf[macro]];
    const pct = target > 0 ? ` (${Math.round((value / target) * 100)}%)` : "";
    const rest = target - value;
    const values = { target: w.short(macro, target), pct, rest: w.short(macro, Math.abs(rest)) };
    parts.push(
      rest >= 0
        ? i18n._("Your goal is {target}{pct}, so {rest} to go.", values)
        : i18n._("Your goal is {target}{pct}, so you are {rest} over.", values),
    );
  }
  const note = withoutMacrosNote(context, macro);
  if (note) parts.push(note);
  return parts.join(" ");
}

function mealsToday(context: NutritionContext): string {
  const w = wordsFor(context);
  const { i18n, n } = w;
  const list = context.mealsToday;
  if (list.length === 0) return i18n._("You haven't logged any meals today yet.");
  const lines = list.map(
    (m) =>
      `- ${w.mealLabel(m.mealType)}: ${m.food}, ${n(m.calories)} kcal ` +
      (m.macrosGiven === false
        ? i18n._("(macros not given)")
        : i18n._("({proteins} g protein, {carbs} g carbs, {fats} g fat)", {
            proteins: n(m.proteins),
            carbs: n(m.carbs),
            fats: n(m.fats),
          })),
  );
  const head = i18n._(
    "{count, plural, one {Today you logged 1 meal, {calories} kcal in total:} other {Today you logged # meals, {calories} kcal in total:}}",
    { count: list.length, calories: n(context.totalsToday.calories) },
  );
  return [head, ...lines].join("\n");
}

/** "For dinner I suggest ...": one sentence per meal type, so each language says it its own way. */
function suggestionSentence(context: NutritionContext, type: MealType, name: string, ingredients: string): string {
  const { i18n } = wordsFor(context);
  const values = { name, ingredients };
  if (type === "breakfast") return i18n._("For breakfast I suggest {name} ({ingredients}).", values);
  if (type === "lunch") return i18n._("For lunch I suggest {name} ({ingredients}).", values);
  if (type === "dinner") return i18n._("For dinner I suggest {name} ({ingredients}).", values);
  return i18n._("For snack I suggest {name} ({ingredients}).", values);
}

function suggestMeal(context: NutritionContext, mealType: MealType | null, deps: ChatDeps): string {
  const w = wordsFor(context);
  const { i18n, n } = w;
  const type = mealType ?? mealTypeAt(context.localTime);
  const [best, ...others] = deps.suggest(context, type);
  if (!best) return i18n._("I couldn't put a {type} together from the food catalog.", { type: w.mealWord(type) });
  const ingredients = best.ingredients.map((i) => `${n(i.grams)} g ${i.name}`).join("; ");
  const parts = [suggestionSentence(context, type, best.name, ingredients), best.description];
  if (others.length > 0) {
    const list = w.and(others.map((o) => `${o.name} (${n(o.calories)} kcal)`));
    parts.push(i18n._("Other ideas: {list}.", { list }));
  }
  return parts.join(" ");
}

function greeting(input: ChatInput): string {
  const { i18n } = wordsFor(input.context);
  const role =
    input.chatType === "goals"
      ? i18n._(
          "I'm your offline goals consultant: I can check your goal, explain BMR, TDEE and macro splits with your numbers, and recommend a goal from your profile.",
        )
      : i18n._(
          "I'm your offline nutrition assistant: I can tell you what you have eaten today, what is left of your goal and what to eat next.",
        );
  const hello = input.context.username ? i18n._("Hi {name}!", { name: input.context.username }) : i18n._("Hi!");
  return `${hello} ${role} ${tryAsking(input)}`;
}

function tryAsking(input: ChatInput): string {
  const { i18n } = wordsFor(input.context);
  const list = examples[input.chatType].map((q) => `"${i18n._(q)}"`).join(", ");
  return i18n._("Try asking: {list}", { list });
}

function unknown(input: ChatInput): string {
  const { i18n } = wordsFor(input.context);
  return i18n._(
    "Sorry, I can't answer that. I'm an offline assistant without a language model, so I only understand a few questions about your own data. {tryAsking}",
    { tryAsking: tryAsking(input) },
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
      return wordsFor(context).i18n._(
        "I'm an offline assistant without a language model; I answer from your own data. {tryAsking}",
        { tryAsking: tryAsking(input) },
      );
    case "thanks":
      return wordsFor(context).i18n._(
        "You're welcome! Ask me anything else about your day, your goal or what to eat next.",
      );
    case "unknown":
      return unknown(input);
  }
}

/** The answer to the last user turn of the conversation. */
export function answerChat(input: ChatInput, deps: ChatDeps): string {
  const question = [...input.history].reverse().find((turn) => turn.role === "user")?.content ?? "";
  return answerIntent(detectIntent(question, input.chatType), input, deps);
}
