import { and, asc, eq, getTableColumns, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  aiRecommendations,
  apiKeys,
  bodyMeasurements,
  chatMessages,
  checkIns,
  contactMessages,
  dayMarks,
  foodPortions,
  foods,
  goals,
  mealImages,
  meals,
  paymentSessions,
  profiles,
  recipeIngredients,
  registrationLogs,
  sessions,
  stripeCustomers,
  subscriptions,
  weighIns,
} from "../../db/schema/index.js";

/** Every foods column but the generated search ones (nobody's data, rebuilt by PostgreSQL). */
const {
  searchWords: _words,
  searchKeys: _keys,
  searchHead: _head,
  searchNameSize: _size,
  ...foodColumns
} = getTableColumns(foods);

/**
 * Reads everything a user owns, for the export: the export's only Drizzle code. Each read names
 * the owner, oldest first, so two exports of the same data list it in the same order.
 */
export function exportRepository(db: Database) {
  const ownFoods = (userId: number) => eq(foods.ownerUserId, userId);

  return {
    profile: async (userId: number) => (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null,

    goals: (userId: number) =>
      db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id)),

    weighIns: (userId: number) =>
      db.select().from(weighIns).where(eq(weighIns.userId, userId)).orderBy(asc(weighIns.date)),

    measurements: (userId: number) =>
      db.select().from(bodyMeasurements).where(eq(bodyMeasurements.userId, userId)).orderBy(asc(bodyMeasurements.date)),

    dayMarks: (userId: number) =>
      db
        .select({ date: dayMarks.date, status: dayMarks.status, createdAt: dayMarks.createdAt })
        .from(dayMarks)
        .where(eq(dayMarks.userId, userId))
        .orderBy(asc(dayMarks.date)),

    checkIns: (userId: number) =>
      db.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(asc(checkIns.createdAt), asc(checkIns.id)),

    meals: (userId: number) =>
      db.select().from(meals).where(eq(meals.userId, userId)).orderBy(asc(meals.eatenAt), asc(meals.id)),

    /** Own foods and recipes (one table: a recipe is a food), without the search columns. */
    foods: (userId: number) =>
      db
        .select({ ...foodColumns })
        .from(foods)
        .where(ownFoods(userId))
        .orderBy(asc(foods.id)),

    portions: (userId: number) =>
      db
        .select({
          foodId: foodPortions.foodId,
          name: foodPortions.name,
          grams: foodPortions.grams,
          position: foodPortions.position,
        })
        .from(foodPortions)
        .innerJoin(foods, eq(foods.id, foodPortions.foodId))
        .where(ownFoods(userId))
        .orderBy(asc(foodPortions.foodId), asc(foodPortions.position), asc(foodPortions.id)),

    ingredients: (userId: number) =>
      db
        .select({
          recipeId: recipeIngredients.recipeId,
          foodId: recipeIngredients.foodId,
          grams: recipeIngredients.grams,
          position: recipeIngredients.position,
        })
        .from(recipeIngredients)
        .innerJoin(foods, eq(foods.id, recipeIngredients.recipeId))
        .where(ownFoods(userId))
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position), asc(recipeIngredients.id)),

    /** The shared foods (built in, or stored from a barcode) that the user's meals or recipes name. */
    catalogFoods: (userId: number) =>
      db
        .select({
          id: foods.id,
          kind: foods.kind,
          slug: foods.slug,
          name: foods.name,
          barcode: foods.barcode,
          source: foods.source,
        })
        .from(foods)
        .where(
          and(
            isNull(foods.ownerUserId),
            or(
              inArray(foods.id, db.select({ id: meals.foodId }).from(meals).where(eq(meals.userId, userId))),
              inArray(
                foods.id,
                db
                  .select({ id: recipeIngredients.foodId })
                  .from(recipeIngredients)
                  .where(
                    inArray(
                      recipeIngredients.recipeId,
                      db.select({ id: foods.id }).from(foods).where(ownFoods(userId)),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(asc(foods.id)),

    chatMessages: (userId: number) =>
      db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id)),

    aiRecommendations: (userId: number) =>
      db
        .select()
        .from(aiRecommendations)
        .where(eq(aiRecommendations.userId, userId))
        .orderBy(asc(aiRecommendations.key)),

    /** The pictures' ids, without their bytes: the ZIP reads each picture when it writes it. */
    mealImageList: (userId: number) =>
      db
        .select({
          id: mealImages.id,
          mealKey: mealImages.mealKey,
          mimeType: mealImages.mimeType,
          createdAt: mealImages.createdAt,
        })
        .from(mealImages)
        .where(eq(mealImages.userId, userId))
        .orderBy(asc(mealImages.createdAt), asc(mealImages.id)),

    mealImageBytes: async (userId: number, id: string) =>
      (
        await db
          .select({ bytes: mealImages.bytes })
          .from(mealImages)
          .where(and(eq(mealImages.userId, userId), eq(mealImages.id, id)))
      )[0]?.bytes ?? null,

    subscriptions: (userId: number) =>
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.id)),

    payments: (userId: number) =>
      db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.userId, userId))
        .orderBy(asc(paymentSessions.createdAt), asc(paymentSessions.id)),

    paymentCustomers: (userId: number) =>
      db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId)).orderBy(asc(stripeCustomers.mode)),

    apiKeys: (userId: number) => db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.id)),

    contactMessages: (userId: number) =>
      db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.id)),

    sessions: (userId: number) =>
      db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    registrations: (userId: number) =>
      db.select().from(registrationLogs).where(eq(registrationLogs.userId, userId)).orderBy(asc(registrationLogs.id)),
  };
}

export type ExportRepository = ReturnType<typeof exportRepository>;
export type ExportFoodRow = Awaited<ReturnType<ExportRepository["foods"]>>[number];
