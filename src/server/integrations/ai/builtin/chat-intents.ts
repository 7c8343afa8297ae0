/** What a chat question asks, by keywords (English and Italian). */
import type { ChatType } from "../../../../shared/contracts/ai.js";
import type { MealType } from "../../../../shared/contracts/meals.js";

export type Macro = "calories" | "protein" | "carbs" | "fat";

export type Intent =
  | { kind: "remaining"; macro: Macro | null }
  | { kind: "eaten"; macro: Macro }
  | { kind: "mealsToday" }
  | { kind: "goalRealistic" }
  | { kind: "currentGoal" }
  | { kind: "recommendGoal" }
  | { kind: "suggestMeal"; mealType: MealType | null }
  | { kind: "bmi" }
  | { kind: "bmr" }
  | { kind: "tdee" }
  | { kind: "expenditure" }
  | { kind: "weightRate" }
  | { kind: "onTrack" }
  | { kind: "macros" }
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "thanks" }
  | { kind: "unknown" };

/** Lower case, accents removed, apostrophes kept as plain ones, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const macroWords: [Macro, RegExp][] = [
  ["protein", /\b(proteins?|proteine?)\b/],
  ["carbs", /\b(carbs?|carbohydrates?|carboidrati)\b/],
  ["fat", /\b(fats?|grassi)\b/],
  ["calories", /\b(calories|calorie|kcal|cals?|energy)\b/],
];

export function macroIn(text: string): Macro | null {
  for (const [macro, pattern] of macroWords) if (pattern.test(text)) return macro;
  return null;
}

export function mealTypeIn(text: string): MealType | null {
  if (/\b(breakfast|colazione)\b/.test(text)) return "breakfast";
  if (/\b(lunch|pranzo)\b/.test(text)) return "lunch";
  if (/\b(dinner|supper|cena)\b/.test(text)) return "dinner";
  if (/\b(snacks?|spuntino|merenda)\b/.test(text)) return "snack";
  return null;
}

const REMAINING =
  /\b(left|remain(s|ing)?|rest of (the|my) day|still (eat|have)|can i (still )?(eat|have)|budget|rimast[eoi]|rimane|restano|mancano|resta|posso ancora|ancora a disposizione)\b/;
const EATEN_VERB =
  /\b(eat|eaten|ate|had|have i had|consumed|intake|so far|today|mangiat[oaie]|assunt[oaie]|preso|oggi|total)\b/;
const HOW_MUCH = /\b(how (much|many)|quant[oaie]|what('s| is) my|total)\b/;
const MEALS_TODAY =
  /\b(what|which)\b.*\b(did i|have i|i've|i have)\b.*\b(eat|ate|eaten|had)\b|\bmy meals\b|\b(list|show)\b.*\bmeals\b|\bmeals (today|logged)\b|cosa ho mangiato|\bi pasti\b/;
const REALISTIC =
  /\b(realistic|achievable|reasonable|feasible|too (low|high|much|little|aggressive)|sustainable|safe|realistico|raggiungibile|sensato)\b/;
const GOAL_WORD = /\b(goal|target|obiettivo)\b/;
const RECOMMEND_GOAL =
  /\b(recommend|suggest|which|what|choose|set|pick|create)\b.*\b(goal|target|obiettivo)\b|\bgoal (ideas?|recommendations?)\b|\b(consigli\w*|suggeri\w*|proponi\w*|quale|che|scegliere|impostare)\b.*\bobiettiv[oi]\b/;
const SUGGEST_MEAL =
  /\b(what (should|can|could|shall) i (eat|have|cook|make)|what to (eat|have|cook)|suggest|recommend|idea|ideas|cosa (potrei |posso )?mangi\w*|cosa mangio|cosa cucino|consigli\w*|suggeri\w*|propost[ae]|idee)\b|\b(eat|have) for (breakfast|lunch|dinner|supper|a snack)\b/;
const BMI = /\b(bmi|imc|body mass( index)?|indice di massa)\b/;
const BMR = /\b(bmr|basal|metabolism|metabolic rate|harris|benedict|metabolismo)\b/;
const TDEE =
  /\b(tdee|activity (level|multiplier|factor)|daily energy|energy expenditure|maintenance calories|calories (do )?i (need|burn)|how many calories should i|fabbisogno|livello di attivita)\b/;
/** Issue 26: the measured expenditure, the trend's pace, the goal's progress. */
const EXPENDITURE = /\b(expenditure|dispendio)\b/;
const WEIGHT_RATE =
  /\bhow (fast|quickly|much)\b.*\b(los(e|ing)|gain(ing)?|dropp?(ing)?|weight)\b|\b(rate|pace|speed)\b.*\b(loss|losing|gain|gaining|weight)\b|\b(am i|i'm|i am) (losing|gaining)\b|\bweight (trend|change)\b|\b(sto )?(dimagrendo|ingrassando)\b|\b(perdendo|prendendo|calando) (di )?peso\b|\bquanto (peso )?(sto )?(perdendo|calando)\b/;
const ON_TRACK =
  /\bon (track|course|pace|target)\b|\bin linea\b|\bam i (making )?progress|\bsto andando bene\b|\bcome (sto andando|sto procedendo|procede|va (la|questa) settimana)\b|\bsto facendo progressi\b/;
const MACROS = /\b(macros?|macronutrients?|split|ratio|keto|macronutrienti|40\/30\/30|30\/40\/30)\b/;
const GREETING = /^(hi|hello|hey|hiya|ciao|salve|buongiorno|buonasera|good (morning|afternoon|evening))\b/;
const HELP =
  /\b(help|what can you (do|answer)|what (questions|can i ask)|how do you work|who are you|aiuto|cosa sai fare|cosa puoi)\b/;
const THANKS = /^(thanks|thank you|thx|grazie|great|ok(ay)?|perfect|perfetto)\b/;

/**
 * The intent of a question (the first rule that matches wins). In the goals chat a bare "suggest
 * something" means a goal; in the meals chat, a meal.
 */
export function detectIntent(question: string, chatType: ChatType = "meals"): Intent {
  const text = normalise(question);
  if (text === "") return { kind: "greeting" };
  const macro = macroIn(text);

  if (MEALS_TODAY.test(text) && !macro) return { kind: "mealsToday" };
  if (ON_TRACK.test(text)) return { kind: "onTrack" };
  if (EXPENDITURE.test(text)) return { kind: "expenditure" };
  if (WEIGHT_RATE.test(text) && !macro) return { kind: "weightRate" };
  if (REMAINING.test(text) && !SUGGEST_MEAL.test(text)) return { kind: "remaining", macro };
  if (macro && HOW_MUCH.test(text) && EATEN_VERB.test(text) && !TDEE.test(text)) return { kind: "eaten", macro };
  if (GOAL_WORD.test(text) && REALISTIC.test(text)) return { kind: "goalRealistic" };
  if (RECOMMEND_GOAL.test(text) && !/\bmy (current |active )?goal\b|\bmio obiettivo\b/.test(text))
    return { kind: "recommendGoal" };
  if (BMI.test(text)) return { kind: "bmi" };
  if (BMR.test(text)) return { kind: "bmr" };
  if (TDEE.test(text)) return { kind: "tdee" };
  const mealType = mealTypeIn(text);
  if (SUGGEST_MEAL.test(text) || (mealType && /\b(eat|have|cook|mangiare)\b/.test(text))) {
    const aboutFood = mealType || /\b(eat|meal|food|cook|dish|mangi\w*|pasto|piatto)\b/.test(text);
    if (chatType === "goals" && !aboutFood) return { kind: "recommendGoal" };
    return { kind: "suggestMeal", mealType };
  }
  if (MACROS.test(text)) return { kind: "macros" };
  if (/\bmy (current |active )?(goal|target)\b|\bmio obiettivo\b/.test(text)) return { kind: "currentGoal" };
  if (macro && EATEN_VERB.test(text)) return { kind: "eaten", macro };
  if (HELP.test(text)) return { kind: "help" };
  if (GREETING.test(text) && text.split(" ").length <= 4) return { kind: "greeting" };
  if (THANKS.test(text) && text.split(" ").length <= 4) return { kind: "thanks" };
  return { kind: "unknown" };
}
