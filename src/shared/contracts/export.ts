import { z } from "zod";
import { subscriptionStatuses } from "../domain/subscription-access.js";
import { apiKeyScopes, apiKeyStatuses } from "./api-keys.js";
import { userSchema } from "./auth.js";
import { checkInSchema } from "./check-ins.js";
import { dayMarks } from "./day-status.js";
import { foodKinds, nutrientsPer100Schema } from "./foods.js";
import { goalSchema } from "./goals.js";
import { mealSchema } from "./meals.js";
import { measurementSchema } from "./measurements.js";
import { profileSchema } from "./profile.js";
import { weightSchema } from "./weights.js";

/**
 * GET /api/export-data: everything a user has, in one JSON file a person can read and a program
 * (a later import into another account) can recognise by `format` and `version`. Ids are the
 * server's; every reference points at a record of the same file: a meal's or an ingredient's
 * `foodId` at `foods`, `recipes` or `catalogFoods`, an ingredient's `recipeId` at `recipes`.
 * Never in it: a password hash, a session token or API key (or their hashes), trial-claim hashes.
 */
export const EXPORT_FORMAT = "macrowise-export";
/** Raised when a field changes meaning or goes away; new sections and fields keep the version. */
export const EXPORT_VERSION = 1;

const instant = z.string();

/** A named portion of an own food or recipe ('1 bowl' = 350 g). */
export const exportPortionSchema = z.object({ name: z.string(), grams: z.number(), position: z.number().int() });

/** An own food (kind 'custom'): its composition per 100 g or 100 ml, as entered. */
export const exportFoodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(foodKinds),
  name: z.string(),
  basis: z.enum(["g", "ml"]),
  per100: nutrientsPer100Schema,
  barcode: z.string().nullable(),
  portions: z.array(exportPortionSchema),
  createdAt: instant,
  updatedAt: instant,
});

export const exportIngredientSchema = z.object({
  /** A food of `foods`, `recipes` or `catalogFoods` (by id). */
  foodId: z.number().int(),
  grams: z.number(),
  position: z.number().int(),
});

/** A recipe: its ingredients make `servings` servings; `per100` is computed from them. */
export const exportRecipeSchema = exportFoodSchema.omit({ kind: true, barcode: true }).extend({
  servings: z.number().int().nullable(),
  ingredients: z.array(exportIngredientSchema),
});

/**
 * A food of the instance's database (built in, or stored from a barcode) that a meal or an
 * ingredient names: enough to find it again on another server (slug, barcode, name).
 */
export const exportCatalogFoodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(foodKinds),
  slug: z.string().nullable(),
  name: z.string(),
  barcode: z.string().nullable(),
  source: z.string().nullable(),
});

export const exportChatMessageSchema = z.object({
  id: z.number().int(),
  chatType: z.enum(["meals", "goals"]),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: instant,
});

/** Suggestions the assistant generated and keeps until new ones are asked for. */
export const exportRecommendationSchema = z.object({ key: z.string(), payload: z.unknown(), createdAt: instant });

/** A generated picture of a suggested meal, its bytes in base64. */
export const exportMealImageSchema = z.object({
  id: z.string(),
  mealKey: z.string(),
  mimeType: z.string(),
  dataBase64: z.string(),
  createdAt: instant,
});

const plans = ["premium-monthly", "premium-yearly", "unlimited"] as const;

export const exportSubscriptionSchema = z.object({
  id: z.number().int(),
  provider: z.enum(["local", "stripe", "manual"]),
  externalId: z.string(),
  mode: z.enum(["test", "production"]),
  customerId: z.string().nullable(),
  plan: z.enum(plans),
  status: z.enum(subscriptionStatuses),
  currentPeriodStart: instant.nullable(),
  currentPeriodEnd: instant.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pastDueSince: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});

/** A checkout, paid or not; the amount is in cents of `currency`. */
export const exportPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(["local", "stripe"]),
  mode: z.enum(["test", "production"]),
  planId: z.enum(["premium-monthly", "premium-yearly"]).nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(["open", "paid", "canceled", "expired"]),
  createdAt: instant,
  expiresAt: instant,
  completedAt: instant.nullable(),
});

export const exportPaymentCustomerSchema = z.object({
  mode: z.enum(["test", "production"]),
  customerId: z.string(),
  createdAt: instant,
});

/** An API key as its list shows it: masked (`mw_live_AbCd…wxyz`), never the key or its hash. */
export const exportApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maskedKey: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  status: z.enum(apiKeyStatuses),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  expiresAt: instant.nullable(),
  revokedAt: instant.nullable(),
});

export const exportContactMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: instant,
});

/** A signed-in browser or device (no token): when, until when, which browser. */
export const exportSessionSchema = z.object({
  createdAt: instant,
  expiresAt: instant,
  userAgent: z.string().nullable(),
});

/** Where the account was registered from (spec core 3's registration log). */
export const exportRegistrationSchema = z.object({
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  createdAt: instant,
});

export const exportDataSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instant,
  /** The zone the meals' `localDate` is given in. */
  timeZone: z.string(),
  user: userSchema,
  profile: profileSchema.nullable(),
  goals: z.array(goalSchema),
  meals: z.array(mealSchema),
  /** Issue 26: weigh-ins (kg), body measurements (cm, %), day marks and weekly check-ins, oldest first. */
  weighIns: z.array(weightSchema),
  measurements: z.array(measurementSchema),
  dayMarks: z.array(z.object({ date: z.string(), status: z.enum(dayMarks), createdAt: instant })),
  checkIns: z.array(checkInSchema),
  foods: z.array(exportFoodSchema),
  recipes: z.array(exportRecipeSchema),
  catalogFoods: z.array(exportCatalogFoodSchema),
  chatMessages: z.array(exportChatMessageSchema),
  aiRecommendations: z.array(exportRecommendationSchema),
  mealImages: z.array(exportMealImageSchema),
  subscriptions: z.array(exportSubscriptionSchema),
  payments: z.array(exportPaymentSchema),
  paymentCustomers: z.array(exportPaymentCustomerSchema),
  apiKeys: z.array(exportApiKeySchema),
  contactMessages: z.array(exportContactMessageSchema),
  sessions: z.array(exportSessionSchema),
  registrations: z.array(exportRegistrationSchema),
});
export type ExportData = z.infer<typeof exportDataSchema>;
export type ExportSection = Exclude<keyof ExportData, "format" | "version" | "exportedAt" | "timeZone">;

/** The ZIP of CSV files: `manifest.json` says what it is, one CSV file per section. */
export const EXPORT_CSV_FORMAT = "macrowise-export-csv";
