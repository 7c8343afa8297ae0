import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { userIdSchema, userText } from "./common.js";
import { mealTypeSchema } from "./meals.js";

export const aiMessages = {
  query: msg("Please type a question"),
  chatFailed: msg("Unable to generate a response. Please try again later."),
  generationFailed: msg("An error occurred during generation. Please try again later."),
  noSuggestions: msg("No suggestions received from the API"),
  noRecommendations: msg("No recommendations received from API"),
  imageFailed: msg("Failed to generate image"),
  analysisFailed: msg("Error during image analysis"),
  noImage: msg("Please upload an image before analysis"),
  invalidImage: msg("Please upload a valid image"),
  freeTrialUsed: msg("You've already used your free trial. Please create an account to continue using this feature."),
} as const;

export const chatTypes = ["meals", "goals"] as const;
export const chatTypeSchema = z.enum(chatTypes);
export type ChatType = z.infer<typeof chatTypeSchema>;

/** The longest question the chats take: the browser's box stops there, the server refuses more. */
export const CHAT_QUERY_MAX_LENGTH = 2000;
export const chatQueryTooLong = `Questions are limited to ${CHAT_QUERY_MAX_LENGTH} characters`;

export const chatRequestSchema = z.object({
  query: userText(aiMessages.query).trim().min(1, aiMessages.query).max(CHAT_QUERY_MAX_LENGTH, chatQueryTooLong),
  chatType: chatTypeSchema.default("meals"),
  userId: userIdSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ answer: z.string(), timestamp: z.string() });

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec core 3: a meal suggestion. */
export const mealSuggestionSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  mealType: mealTypeSchema,
  calories: z.number().int().min(0),
  proteins: z.number().int().min(0),
  carbs: z.number().int().min(0),
  fats: z.number().int().min(0),
  fiber: z.number().int().min(0),
  /** The foods and grams it is made of, when known (the built-in engine always knows). */
  ingredients: z.array(z.object({ name: z.string(), grams: z.number() })).default([]),
});
export type MealSuggestion = z.infer<typeof mealSuggestionSchema>;
export const mealSuggestionListSchema = z.object({ suggestions: z.array(mealSuggestionSchema) });

/** Spec core 3: a goal recommendation, with the reason it fits. */
export const goalRecommendationSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  calories: z.number().int().min(1),
  proteins: z.number().int().min(0),
  carbs: z.number().int().min(0),
  fats: z.number().int().min(0),
  reason: z.string().default(""),
});
export type GoalRecommendation = z.infer<typeof goalRecommendationSchema>;
export const goalRecommendationListSchema = z.object({ recommendations: z.array(goalRecommendationSchema) });

export const foodAnalysisSchema = z.object({
  foods: z.array(
    z.object({
      name: z.string(),
      portion: z.string().default(""),
      calories: z.number().min(0),
      proteins: z.number().min(0),
      carbs: z.number().min(0),
      fats: z.number().min(0),
    }),
  ),
  totalCalories: z.number().min(0),
  totalProteins: z.number().min(0),
  totalCarbs: z.number().min(0),
  totalFats: z.number().min(0),
  benefits: z.array(z.string()).default([]),
  concerns: z.array(z.string()).default([]),
});
export type FoodAnalysis = z.infer<typeof foodAnalysisSchema>;

export const mealImageRequestSchema = z.object({
  mealName: userText("mealName is required").trim().min(1, "mealName is required").max(200),
  mealDescription: userText().trim().max(1000).default(""),
  /** A new picture instead of the one already drawn for this meal ('Regenerate'). */
  regenerate: z.boolean().default(false),
});
export const mealImageResponseSchema = z.object({
  success: z.boolean(),
  url: z.string().nullable(),
  error: z.string().nullable(),
});
