/** The built-in AiProvider: offline and deterministic, answering from the user's data and the food catalog. */
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { type AiProvider, AiProviderError } from "../provider.js";
import { answerChat } from "./chat-answers.js";
import type { BuiltinFood } from "./foods.js";
import { goalRecommendationsFor } from "./goal-advisor.js";
import { createMealPlanner } from "./meal-builder.js";
import { mealSvg } from "./meal-svg.js";

export { type BuiltinFood, builtinFoodsFromCatalog } from "./foods.js";

export interface BuiltinProviderDeps {
  /** The built-in food catalog (from the database, or builtinFoodsFromCatalog(parseCatalog(foods.csv))). */
  catalog: BuiltinFood[];
}

/** Splits an answer into a few pieces (sentences, or groups of words); their concatenation is the answer. */
export function chunkAnswer(text: string, maxWords = 8): string[] {
  const tokens = text.match(/\s+|\S+\s*/g) ?? [];
  const chunks: string[] = [];
  let current = "";
  let words = 0;
  for (const token of tokens) {
    current += token;
    if (token.trim() !== "") words++;
    if (/[.!?:\n]\s*$/.test(token) || words >= maxWords) {
      chunks.push(current);
      current = "";
      words = 0;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function checkSignal(signal: AbortSignal | undefined, message: string): void {
  if (signal?.aborted) throw new AiProviderError(message, "timeout", { cause: signal.reason });
}

export function createBuiltinProvider(deps: BuiltinProviderDeps): AiProvider {
  const planner = createMealPlanner(deps.catalog);
  const categories = new Map(deps.catalog.map((f) => [f.name.toLowerCase(), f.category]));
  // Italian suggestions name their ingredients in Italian: their pictures know them too.
  for (const f of deps.catalog) if (f.nameIt) categories.set(f.nameIt.toLowerCase(), f.category);
  const categoryOf = (ingredient: string) => categories.get(ingredient.toLowerCase()) ?? null;

  return {
    name: "builtin",
    seesPhotos: false,

    async *chat(input, signal) {
      checkSignal(signal, aiMessages.chatFailed);
      const answer = answerChat(input, { suggest: planner.suggest });
      for (const chunk of chunkAnswer(answer)) {
        checkSignal(signal, aiMessages.chatFailed);
        yield chunk;
      }
    },

    async mealSuggestions(context, mealType, signal) {
      checkSignal(signal, aiMessages.generationFailed);
      return planner.suggest(context, mealType);
    },

    async goalRecommendations(context, signal) {
      checkSignal(signal, aiMessages.generationFailed);
      return goalRecommendationsFor(context);
    },

    async analyzeFoodImage() {
      // Recognising food in a photo needs a vision model; the UI offers food search instead.
      return null;
    },

    async mealImage(meal, signal) {
      checkSignal(signal, aiMessages.imageFailed);
      return { mimeType: "image/svg+xml", bytes: Buffer.from(mealSvg(meal, categoryOf), "utf8") };
    },
  };
}
