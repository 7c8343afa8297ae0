import type { ExportData } from "../../../shared/contracts/export.js";

/**
 * Where each table that holds a user's rows is in the export, or why it is not: the one list the
 * export's schema walk (export-coverage.test.ts) checks every user-owned table of the schema
 * against, so a new table fails the tests until it is exported or left out here with a reason.
 * Each exported table says how many of the file's records are its rows.
 */
export const EXPORTED_TABLES: Record<string, (data: ExportData) => number> = {
  users: () => 1,
  user_profiles: (data) => (data.profile ? 1 : 0),
  nutrition_goals: (data) => data.goals.length,
  meals: (data) => data.meals.length,
  weigh_ins: (data) => data.weighIns.length,
  body_measurements: (data) => data.measurements.length,
  day_marks: (data) => data.dayMarks.length,
  check_ins: (data) => data.checkIns.length,
  // A recipe is a food row; the file lists them apart.
  foods: (data) => data.foods.length + data.recipes.length,
  food_portions: (data) => [...data.foods, ...data.recipes].reduce((n, food) => n + food.portions.length, 0),
  recipe_ingredients: (data) => data.recipes.reduce((n, recipe) => n + recipe.ingredients.length, 0),
  chat_messages: (data) => data.chatMessages.length,
  ai_recommendations: (data) => data.aiRecommendations.length,
  meal_images: (data) => data.mealImages.length,
  subscriptions: (data) => data.subscriptions.length,
  payment_sessions: (data) => data.payments.length,
  stripe_customers: (data) => data.paymentCustomers.length,
  api_keys: (data) => data.apiKeys.length,
  contact_messages: (data) => data.contactMessages.length,
  sessions: (data) => data.sessions.length,
  registration_logs: (data) => data.registrations.length,
};

export const NOT_EXPORTED: Record<string, string> = {
  trial_claims:
    "Anti-abuse record of a free trial given (hashes of the email and device, the address): fingerprints, not something the user made; kept, unlinked, when the account is deleted.",
  trial_notices:
    "Only marks that the trial-ending notice was queued, so it goes out once; the notice itself was mailed to the user.",
  payment_settings:
    "The instance's payment settings; `updated_by` names the admin who last changed one. Not the admin's data.",
  imports:
    "The log of uploaded files (name, size, counts, state): how the data came in, not data; the meals, weigh-ins and measurements an import stored are exported as such, so a round trip stays the same data.",
  imported_rows:
    "Bookkeeping of imports: each stored row's source file key, so a file imported again stores nothing twice and an import can be undone; the rows themselves are exported.",
};
