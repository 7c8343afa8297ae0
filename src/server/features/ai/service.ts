import { createHash, randomUUID } from "node:crypto";
import {
  aiMessages,
  type ChatType,
  type FoodAnalysis,
  type GoalRecommendation,
  type MealSuggestion,
} from "../../../shared/contracts/ai.js";
import type { MealType } from "../../../shared/contracts/meals.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import { HttpError } from "../../errors.js";
import { describeMeal } from "../../integrations/ai/builtin/describe-meal.js";
import { type AiProvider, AiProviderError, type FoodImage } from "../../integrations/ai/provider.js";
import type { FoodsRepository } from "../foods/repository.js";
import { type ContextSources, nutritionContext } from "./context.js";
import { foodFinder } from "./food-finder.js";
import type { AiRepository } from "./repository.js";

/** Turns of earlier conversation the provider sees with a new question. */
const HISTORY_TURNS = 12;
const CHAT_TIMEOUT_MS = 60_000;
const GENERATION_TIMEOUT_MS = 60_000;

interface Caller {
  id: number;
  username: string;
}

const generationFailed = (cause: unknown) => {
  const error = new HttpError(502, aiMessages.generationFailed);
  error.cause = cause;
  return error;
};

export interface AiServiceDeps {
  provider: AiProvider;
  repo: AiRepository;
  sources: ContextSources;
  /** The food database, for typed meal descriptions. */
  foods: Pick<FoodsRepository, "search">;
}

export function aiService(deps: AiServiceDeps) {
  const { provider, repo } = deps;

  return {
    providerName: provider.name,
    /** Whether the food analyzer can take photos here (a vision model is configured). */
    seesPhotos: provider.seesPhotos,

    history(userId: number, chatType: ChatType) {
      return repo.history(userId, chatType, 200);
    },

    clearHistory(userId: number, chatType: ChatType) {
      return repo.clearHistory(userId, chatType);
    },

    /**
     * Streams the answer; the exchange is stored once the answer is complete. A provider failure
     * surfaces as AiProviderError, which the route turns into the spec's chat error.
     */
    async *chat(
      user: Caller,
      chatType: ChatType,
      query: string,
      timeZone: string,
      signal?: AbortSignal,
      locale: Locale = "en",
    ) {
      const [context, earlier] = await Promise.all([
        nutritionContext(deps.sources, user, timeZone, new Date(), locale),
        repo.history(user.id, chatType, HISTORY_TURNS),
      ]);
      const history = [
        ...earlier.map((m) => ({ role: m.role, content: m.content })),
        { role: "user" as const, content: query },
      ];
      const timeout = AbortSignal.timeout(CHAT_TIMEOUT_MS);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let answer = "";
      for await (const piece of provider.chat({ chatType, context, history }, combined)) {
        answer += piece;
        yield piece;
      }
      if (answer.trim() === "") throw new AiProviderError(aiMessages.chatFailed, "malformed");
      await repo.appendExchange(user.id, chatType, query, answer);
    },

    async mealSuggestions(
      user: Caller,
      mealType: MealType | null,
      forceNew: boolean,
      timeZone: string,
      locale: Locale = "en",
    ) {
      const context = await nutritionContext(deps.sources, user, timeZone, new Date(), locale);
      // Suggestions are written in the request's language: each language keeps its own.
      const key = `meals:${mealType ?? "any"}:${context.today}${locale === "en" ? "" : `:${locale}`}`;
      if (!forceNew) {
        const cached = (await repo.cached(user.id, key)) as MealSuggestion[] | undefined;
        if (cached && cached.length > 0) return cached;
      }
      let suggestions: MealSuggestion[];
      try {
        suggestions = await provider.mealSuggestions(context, mealType, AbortSignal.timeout(GENERATION_TIMEOUT_MS));
      } catch (error) {
        throw generationFailed(error);
      }
      if (suggestions.length === 0) throw new HttpError(502, aiMessages.noSuggestions);
      await repo.cache(user.id, key, suggestions);
      return suggestions;
    },

    async goalRecommendations(user: Caller, forceNew: boolean, timeZone: string, locale: Locale = "en") {
      const key = locale === "en" ? "nutrition-goals" : `nutrition-goals:${locale}`;
      if (!forceNew) {
        const cached = (await repo.cached(user.id, key)) as GoalRecommendation[] | undefined;
        if (cached && cached.length > 0) return cached;
      }
      const context = await nutritionContext(deps.sources, user, timeZone, new Date(), locale);
      let recommendations: GoalRecommendation[];
      try {
        recommendations = await provider.goalRecommendations(context, AbortSignal.timeout(GENERATION_TIMEOUT_MS));
      } catch (error) {
        throw generationFailed(error);
      }
      if (recommendations.length === 0) throw new HttpError(502, aiMessages.noRecommendations);
      await repo.cache(user.id, key, recommendations);
      return recommendations;
    },

    /** The meal's picture, drawn once per user and meal, served from the app's own URL. */
    async mealImage(userId: number, meal: { name: string; description: string }, regenerate = false): Promise<string> {
      const mealKey = createHash("sha256").update(`${provider.name}\n${meal.name}\n${meal.description}`).digest("hex");
      const existing = regenerate ? undefined : await repo.findImageByKey(userId, mealKey);
      if (existing) return `/api/meal-images/${existing.id}`;
      const image = await provider.mealImage(meal, AbortSignal.timeout(GENERATION_TIMEOUT_MS));
      const id = randomUUID();
      await repo.saveImage({ id, userId, mealKey, mimeType: image.mimeType, bytes: image.bytes });
      return `/api/meal-images/${id}`;
    },

    findImage(userId: number, id: string) {
      return repo.findImage(userId, id);
    },

    async analyze(image: FoodImage): Promise<FoodAnalysis | null> {
      try {
        return await provider.analyzeFoodImage(image, AbortSignal.timeout(GENERATION_TIMEOUT_MS));
      } catch (error) {
        const failure = new HttpError(502, aiMessages.analysisFailed);
        failure.cause = error;
        throw failure;
      }
    },

    /**
     * A typed meal answered from the food database by the built-in assistant, whatever the
     * provider: it needs no model, and its figures are the database's own. A signed-in person's
     * own and logged foods rank as in their search box.
     */
    describeMeal(userId: number | null, description: string, locale: Locale = "en") {
      return describeMeal(description, foodFinder(deps.foods, userId), locale);
    },

    guestKey(ipAddress: string) {
      return createHash("sha256").update(`macrowise-guest:${ipAddress}`).digest("hex");
    },
    claimGuestAnalysis: (key: string) => repo.claimGuestAnalysis(key),
    releaseGuestAnalysis: (key: string) => repo.releaseGuestAnalysis(key),
    guestAnalysesCount: (key: string) => repo.guestAnalysesCount(key),
  };
}

export type AiService = ReturnType<typeof aiService>;
