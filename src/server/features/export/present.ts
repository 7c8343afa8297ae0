import type { ApiKeyScope } from "../../../shared/contracts/api-keys.js";
import type { ExportData } from "../../../shared/contracts/export.js";
import type { NutrientsPer100 } from "../../../shared/contracts/foods.js";
import { NUTRIENT_KEYS } from "../../../shared/domain/nutrients.js";
import type { ApiKeyRow } from "../../db/schema/index.js";
import { maskedApiKey } from "../api-keys/key-format.js";
import { apiKeyStatus } from "../api-keys/present.js";
import type { ExportFoodRow, ExportRepository } from "./repository.js";

/**
 * Rows -> the export's records (shared/contracts/export.ts). Each presenter names the fields it
 * writes, so a column added to a table (a hash, a token) stays out until someone adds it here.
 */

type Rows<K extends keyof ExportRepository> = Awaited<ReturnType<ExportRepository[K]>>;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Own foods and recipes apart, each with its portions, a recipe with its ingredients. */
export function presentFoods(
  rows: Rows<"foods">,
  portions: Rows<"portions">,
  ingredients: Rows<"ingredients">,
): Pick<ExportData, "foods" | "recipes"> {
  const portionsOf = groupBy(portions, (p) => p.foodId);
  const ingredientsOf = groupBy(ingredients, (i) => i.recipeId);
  const common = (food: ExportFoodRow) => ({
    id: food.id,
    name: food.name,
    basis: food.basis,
    per100: Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, food[key]])) as NutrientsPer100,
    portions: (portionsOf.get(food.id) ?? []).map(({ name, grams, position }) => ({ name, grams, position })),
    createdAt: iso(food.createdAt),
    updatedAt: iso(food.updatedAt),
  });
  return {
    foods: rows
      .filter((food) => food.kind !== "recipe")
      .map((food) => ({ ...common(food), kind: food.kind, barcode: food.barcode })),
    recipes: rows
      .filter((food) => food.kind === "recipe")
      .map((food) => ({
        ...common(food),
        servings: food.servings,
        ingredients: (ingredientsOf.get(food.id) ?? []).map(({ foodId, grams, position }) => ({
          foodId,
          grams,
          position,
        })),
      })),
  };
}

export const presentChatMessage = (row: Rows<"chatMessages">[number]) => ({
  id: row.id,
  chatType: row.chatType,
  role: row.role,
  content: row.content,
  createdAt: iso(row.createdAt),
});

export const presentRecommendation = (row: Rows<"aiRecommendations">[number]) => ({
  key: row.key,
  payload: row.payload,
  createdAt: iso(row.createdAt),
});

export const presentSubscription = (row: Rows<"subscriptions">[number]) => ({
  id: row.id,
  provider: row.provider,
  externalId: row.externalId,
  mode: row.mode,
  customerId: row.customerId,
  plan: row.plan,
  status: row.status,
  currentPeriodStart: isoOrNull(row.currentPeriodStart),
  currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  pastDueSince: isoOrNull(row.pastDueSince),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A checkout without its URL (a provider's page, of no use later). */
export const presentPayment = (row: Rows<"payments">[number]) => ({
  id: row.id,
  provider: row.provider,
  mode: row.mode,
  planId: row.planId,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  completedAt: isoOrNull(row.completedAt),
});

export const presentPaymentCustomer = (row: Rows<"paymentCustomers">[number]) => ({
  mode: row.mode,
  customerId: row.customerId,
  createdAt: iso(row.createdAt),
});

/** Masked as the key list shows it; the hash never leaves the server. */
export const presentApiKey = (row: ApiKeyRow, now: Date) => ({
  id: row.id,
  name: row.name,
  maskedKey: maskedApiKey(row),
  scopes: row.scopes as ApiKeyScope[],
  status: apiKeyStatus(row, now),
  createdAt: iso(row.createdAt),
  lastUsedAt: isoOrNull(row.lastUsedAt),
  expiresAt: isoOrNull(row.expiresAt),
  revokedAt: isoOrNull(row.revokedAt),
});

export const presentContactMessage = (row: Rows<"contactMessages">[number]) => ({
  id: row.id,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: iso(row.createdAt),
});

export const presentSession = (row: Rows<"sessions">[number]) => ({
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  userAgent: row.userAgent,
});

export const presentRegistration = (row: Rows<"registrations">[number]) => ({
  ipAddress: row.ipAddress,
  userAgent: row.userAgent,
  createdAt: iso(row.createdAt),
});

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
