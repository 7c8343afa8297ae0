import type { ChatType, FoodAnalysis, GoalRecommendation, MealSuggestion } from "../../../shared/contracts/ai.js";
import type { MealType } from "../../../shared/contracts/meals.js";

/** What the assistant knows about the user; gathered by the server, never sent by the client. */
export interface NutritionContext {
  username: string;
  timeZone: string;
  /** Today, 'YYYY-MM-DD', in the user's zone. */
  today: string;
  /** Local time of day, 'HH:mm', to tell breakfast from dinner. */
  localTime: string;
  totalsToday: { calories: number; proteins: number; carbs: number; fats: number };
  mealsToday: {
    food: string;
    mealType: MealType;
    calories: number;
    proteins: number;
    carbs: number;
    fats: number;
    /** false: a quick add of calories only (its macros are 0 in the totals but were not given). */
    macrosGiven?: boolean;
  }[];
  activeGoal: { name: string; calories: number; proteins: number; carbs: number; fats: number } | null;
  profile: {
    age: number;
    gender: "male" | "female" | "other";
    weight: number;
    height: number;
    activityLevel: "sedentary" | "light" | "moderate" | "active" | "very_active";
  } | null;
  /**
   * Averages over the 7 days before today (today is not over yet, so it is left out; days with
   * meals only), for "is my goal realistic?". Answers must say "the 7 days before today".
   */
  weekAverage: { calories: number; proteins: number; carbs: number; fats: number; daysLogged: number };
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatInput {
  chatType: ChatType;
  context: NutritionContext;
  /** Earlier turns, oldest first, then the new question last (role user). */
  history: ChatTurn[];
}

/** One image, already checked by the server (real JPEG/PNG/WebP/HEIC bytes, size bounded). */
export interface FoodImage {
  mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/heic";
  bytes: Buffer;
}

export interface GeneratedImage {
  mimeType: "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml";
  bytes: Buffer;
}

/** The AI provider: the built-in offline engine or an OpenAI-compatible endpoint. */
export interface AiProvider {
  readonly name: "builtin" | "openai";
  /** Streams the answer in pieces; the concatenation is the whole answer. */
  chat(input: ChatInput, signal?: AbortSignal): AsyncIterable<string>;
  mealSuggestions(
    context: NutritionContext,
    mealType: MealType | null,
    signal?: AbortSignal,
  ): Promise<MealSuggestion[]>;
  goalRecommendations(context: NutritionContext, signal?: AbortSignal): Promise<GoalRecommendation[]>;
  /** null: this provider cannot see photos (the built-in engine); the UI then offers food search. */
  analyzeFoodImage(image: FoodImage, signal?: AbortSignal): Promise<FoodAnalysis | null>;
  mealImage(
    meal: { name: string; description: string; ingredients?: string[] },
    signal?: AbortSignal,
  ): Promise<GeneratedImage>;
}

/** The provider failed in a way the user should see as the spec's generation error. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "malformed" | "upstream" | "unavailable",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AiProviderError";
  }
}
