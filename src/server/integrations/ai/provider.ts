import type { ChatType, FoodAnalysis, GoalRecommendation, MealSuggestion } from "../../../shared/contracts/ai.js";
import type { GoalDirection } from "../../../shared/contracts/check-ins.js";
import type { Expenditure } from "../../../shared/contracts/expenditure.js";
import type { MealType } from "../../../shared/contracts/meals.js";
import type { WeightChanges } from "../../../shared/contracts/weights.js";
import type { Locale } from "../../../shared/i18n/locales.js";

/**
 * The body side of the context (issue 26): the measured expenditure, the trend weight and its
 * changes, the goal's direction and rate, and this week's check-in. Weights are kg; `units` says
 * how the person reads them, `weightDisplay` whether they want to see numbers from the scale.
 */
export interface BodyContext {
  units: "metric" | "imperial";
  weightDisplay: "show" | "trends" | "hidden";
  expenditure: Expenditure;
  /** The latest weigh-in (on or before today) with the trend on its day; null without any. */
  latest: { date: string; weightKg: number; trendKg: number } | null;
  /** The trend's change over 1, 2 and 4 weeks and per week, kg (negative: losing); null when too few weigh-ins. */
  changes: WeightChanges;
  /** The profile's goal: lose, maintain or gain, at the rate wished (kg a week), and the goal weight. */
  goal: { direction: GoalDirection; rateKgPerWeek: number; goalWeightKg: number | null };
  /** This week's check-in proposal (calories a day) and its one sentence of why. */
  checkIn: { due: boolean; calories: number; previousCalories: number | null; why: string };
}

/** What the assistant knows about the user; gathered by the server, never sent by the client. */
export interface NutritionContext {
  username: string;
  /** The request's language: what the assistant answers in (English when left out). */
  locale?: Locale;
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
  /** Weigh-ins and the measured expenditure; null (or left out) without a profile. */
  body?: BodyContext | null;
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
  /** A vision model is configured: analyzeFoodImage can see photos (the food analyzer offers them). */
  readonly seesPhotos: boolean;
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
