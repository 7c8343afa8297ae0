import type { FastifyInstance } from "fastify";
import { MICRONUTRIENT_KEYS } from "../../shared/domain/nutrients.js";
import { multipart } from "../features/imports/test-support.js";
import { TestClient } from "./test-app.js";

/**
 * A valid body for every write route, with every field of its contract, so the input fuzzer can
 * spoil one field at a time. A route added without an example here makes the fuzzer fail.
 */
const now = new Date().toISOString();
const today = now.slice(0, 10);
/** A 1x1 PNG. */
const tinyPng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const meal = {
  mealType: "lunch",
  food: "Pasta al pomodoro",
  calories: 520,
  proteins: 16,
  carbs: 90,
  fats: 9,
  timestamp: now,
  date: today,
  notes: "with basil",
  userId: null,
};
const importChoices = {
  include: { meals: true, weighIns: true, measurements: true },
  sources: ["Health"],
  answers: { dateOrder: "DMY", weightUnit: "kg" },
  existingDays: "keep-both",
};
const goal = {
  name: "Cut",
  calories: 1800,
  proteins: 150,
  carbs: 150,
  fats: 60,
  startDate: today,
  endDate: null,
  description: "Lean summer",
  isActive: true,
  userId: null,
};
const profile = {
  name: "Fuzz Tester",
  age: 34,
  gender: "female",
  weight: 62.5,
  height: 168,
  activityLevel: "moderate",
  timeZone: "Europe/Rome",
  userId: null,
};

/** Issue 26's body preferences: the web app's profile only (v1's profile has none yet). */
const bodyPreferences = {
  units: "imperial",
  weightDisplay: "trends",
  goalDirection: "lose",
  goalRateKgPerWeek: 0.5,
  checkInWeekday: "sunday",
  startingExpenditure: 2200,
  goalWeightKg: 60,
};
const weighIn = { date: today, weightKg: 62.4, note: "morning", userId: null };
const measurements = {
  date: today,
  waistCm: 74,
  hipsCm: 96,
  chestCm: 88,
  neckCm: 32,
  armCm: 27,
  thighCm: 55,
  bodyFatPercent: 24,
  note: "evening",
  userId: null,
};

/** The public API's contracts have no legacy `date` or `userId`. */
const { date: _date, userId: _mealUser, ...v1Meal } = meal;
const { userId: _goalUser, ...v1Goal } = goal;
const { userId: _profileUser, ...v1Profile } = profile;
const { userId: _weighInUser, ...v1WeighIn } = weighIn;
const { userId: _measurementsUser, ...v1Measurements } = measurements;

const bodies: Record<string, unknown> = {
  "POST /api/register": { username: "fuzzed", email: "fuzzed@example.com", gender: "other", password: "secret-pass" },
  "POST /api/login": { username: "fuzzer", password: "secret-pass" },
  "POST /api/admin-access": { code: "not-the-code" },
  "POST /api/firebase-auth": { idToken: "not.a.token" },
  "POST /api/meals": meal,
  "PATCH /api/meals/:id": meal,
  // Copies onto the day the meals are on: refused unless asked to copy them again.
  "POST /api/meals/:id/copy": { date: today, ifAlreadyThere: "copy" },
  "POST /api/meals/copy-day": { fromDate: today, toDate: today, mealType: "lunch", ifAlreadyThere: "copy" },
  "POST /api/nutrition-goals": goal,
  "PATCH /api/nutrition-goals/:id": goal,
  "POST /api/user-profile": { ...profile, ...bodyPreferences },
  "PATCH /api/user-profile/:id": { ...profile, ...bodyPreferences },
  "POST /api/weights": weighIn,
  "PATCH /api/weights/:id": weighIn,
  "POST /api/measurements": measurements,
  "PATCH /api/measurements/:id": measurements,
  "PUT /api/day-status/:date": { status: "partial", userId: null },
  "PUT /api/language": { language: "it" },
  "POST /api/check-in": { accept: false, acceptLargerChange: false, userId: null },
  "POST /api/foods": {
    name: "Granola",
    basis: "g",
    referenceGrams: 100,
    portionName: "bowl",
    calories: 450,
    proteins: 10,
    carbs: 60,
    fats: 18,
    // Every micronutrient a label may give, each fuzzed like the rest.
    ...Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, 1])),
  },
  "POST /api/recipes": { name: "Overnight oats", servings: 2, ingredients: [{ foodId: 0, grams: 80 }] },
  "PUT /api/recipes/:id": { name: "Overnight oats", servings: 2, ingredients: [{ foodId: 0, grams: 80 }] },
  "POST /api/meals/from-food": { foodId: 0, grams: 120, mealType: "snack", timestamp: now, portionLabel: "1 medium" },
  "POST /api/ai-chat": { query: "How much protein did I eat today?", chatType: "meals", userId: null },
  "POST /api/ai-chat/stream": { query: "How am I doing on my goal?", chatType: "goals", userId: null },
  "POST /api/meal-image": { mealName: "Salad", mealDescription: "Green salad", regenerate: false },
  "POST /api/analyze-food-image": { imageBase64: tinyPng },
  "POST /api/analyze-food-text": { description: "2 eggs, a slice of toast with butter" },
  "POST /api/email-response": {
    email: "visitor@example.com",
    subject: "A question",
    message: "How do I export my meals?",
    website: "",
  },
  "PATCH /api/admin/users/:id": { isAdmin: false },
  "POST /api/api-keys": { name: "Fuzzing scripts", expiresInDays: 30, scopes: ["read", "write"] },
  // The public API, called with the fuzzing user's key (see `headers`).
  "POST /api/v1/meals": v1Meal,
  "PATCH /api/v1/meals/:id": v1Meal,
  "POST /api/v1/meals/from-food": { foodId: 0, grams: 150, mealType: "snack", timestamp: now },
  "POST /api/v1/nutrition-goals": v1Goal,
  "PATCH /api/v1/nutrition-goals/:id": v1Goal,
  "PATCH /api/v1/profile": v1Profile,
  "POST /api/v1/weights": v1WeighIn,
  "PATCH /api/v1/weights/:id": v1WeighIn,
  "POST /api/v1/measurements": v1Measurements,
  "PATCH /api/v1/measurements/:id": v1Measurements,
  "POST /api/v1/check-in": { accept: false, acceptLargerChange: false },
  // /mcp has no body schema here: it speaks JSON-RPC, whose errors carry no top-level `message`;
  // features/mcp/mcp.test.ts sends it hostile bodies itself.
  // `amount` (admins' test payment) goes instead of `planId`: undefined here, fuzzed with the rest.
  "POST /api/create-payment-intent": { planId: "premium-monthly", amount: undefined, userId: null },
  "POST /api/verify-payment": { sessionId: "ps_session", planId: "premium-monthly", userId: null },
  "POST /api/admin/stripe-mode": { mode: "test" },
  "POST /api/check-registration": { email: "someone@example.com", ipAddress: "203.0.113.7" },
  "POST /api/payments/local/sessions/:id/pay": { cardNumber: "4242 4242 4242 4242" },
  "DELETE /api/user": { password: "not-the-password", confirmation: "not-the-name" },
  // Imports (issue 27): the choices for a ready import of the fuzzer's (`prepare` uploads them).
  "POST /api/imports/:id/confirm": importChoices,
  "POST /api/v1/imports/:id/confirm": importChoices,
};

/** Ids the examples point at, filled by `prepare`. */
type Ids = Record<string, number>;

function withFood(body: unknown, foodId: number): unknown {
  return JSON.parse(JSON.stringify(body).replaceAll('"foodId":0', `"foodId":${foodId}`));
}

let foodId = 0;
/** The fuzzing user's API key, sent to /api/v1 routes (which a session cookie does not open). */
let apiKey = "";
/** Ready imports of the fuzzer's: one for the web app's routes, one for /api/v1's. */
const importIds = { web: "", v1: "" };
/** The local test checkout the payment examples pay and verify. */
let paymentSessionId = "ps_session";

export const routeExamples = {
  /**
   * Signs `client` in as 'fuzzer', gives it a paid plan (`grantPlan`, for the API keys) and creates
   * one of everything the examples refer to.
   */
  async prepare(client: TestClient, grantPlan: (userId: number) => Promise<void>): Promise<Ids> {
    const registered = await client.register("fuzzer");
    // A checkout while still on the trial (a paid plan would be sent to its portal instead).
    const checkout = await client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    paymentSessionId = new URL(checkout.json().url, "http://app.invalid").searchParams.get("session") ?? "";
    await grantPlan(registered.json().id);
    const created = async (url: string, body: unknown) => {
      const res = await client.post(url, body);
      if (res.statusCode !== 201) throw new Error(`prepare ${url}: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    };
    const [banana] = (await client.get("/api/foods?q=banana")).json();
    foodId = banana.id;
    const ids: Ids = {
      meal: await created("/api/meals", { ...meal, date: undefined }),
      goal: await created("/api/nutrition-goals", goal),
      profile: await created("/api/user-profile", profile),
      food: await created("/api/foods", bodies["POST /api/foods"]),
      weight: await created("/api/weights", weighIn),
      measurement: await created("/api/measurements", measurements),
    };
    ids.recipe = await created("/api/recipes", withFood(bodies["POST /api/recipes"], foodId));
    const key = await client.post("/api/api-keys", { name: "Fuzzer" });
    if (key.statusCode !== 201) throw new Error(`prepare key: ${key.statusCode} ${key.body}`);
    apiKey = key.json().apiKey;
    // A second key for the key routes to revoke and delete, so the one in use stays valid.
    ids.apiKey = await created("/api/api-keys", { name: "Spare" });
    for (const which of ["web", "v1"] as const) {
      const csv = `Date,Meal,Food,Calories,Protein,Carbs,Fat\n${today},Lunch,Imported ${which},400,20,40,15\n`;
      const { body, headers } = multipart(`${which}.csv`, csv);
      const res = await client.post("/api/imports", body, headers);
      if (res.statusCode !== 201) throw new Error(`prepare import: ${res.statusCode} ${res.body}`);
      importIds[which] = res.json().id;
    }
    return ids;
  },

  /** The fuzzer's app takes this admin access code, so `prepareAdmin` can make an admin. */
  adminCode: "fuzz-admin-code",

  /** A client signed in as an admin, and the user the admin routes act on (in `ids.adminTarget`). */
  async prepareAdmin(app: FastifyInstance, ids: Ids): Promise<TestClient> {
    const target = await new TestClient(app).register("fuzztarget");
    if (target.statusCode !== 201) throw new Error(`prepareAdmin target: ${target.statusCode} ${target.body}`);
    ids.adminTarget = target.json().id;
    const admin = new TestClient(app);
    await admin.register("fuzzadmin");
    const promoted = await admin.post("/api/admin-access", { code: "fuzz-admin-code" });
    if (promoted.statusCode !== 200) throw new Error(`prepareAdmin: ${promoted.statusCode} ${promoted.body}`);
    return admin;
  },

  /** Headers a route needs besides the session cookie: the public API's key. */
  headers(url: string): Record<string, string> {
    return url.startsWith("/api/v1/") ? { "x-api-key": apiKey } : {};
  },

  /**
   * Whether the example itself succeeds (a wrong admin code, a bad token, a second profile, a
   * non-admin's Stripe mode and an account deletion with the wrong password do not).
   */
  acceptable(route: string): boolean {
    return ![
      "POST /api/admin-access",
      "POST /api/firebase-auth",
      "POST /api/user-profile",
      "POST /api/admin/stripe-mode",
      "DELETE /api/user",
      // The fuzzing user holds a plan (for its API keys), so its open checkout is refused as a second
      // subscription (409); the card field is still fuzzed through validation.
      "POST /api/payments/local/sessions/:id/pay",
    ].includes(route);
  },

  body(route: string): unknown {
    const body = bodies[route];
    if (body === undefined) return undefined;
    const filled = withFood(body, foodId) as Record<string, unknown>;
    // JSON drops undefined; keep such keys so the fuzzer still spoils them.
    for (const [key, value] of Object.entries(body as object)) if (value === undefined) filled[key] = undefined;
    if (route === "POST /api/verify-payment") filled.sessionId = paymentSessionId;
    return filled;
  },

  /** The route's URL with its `:id` (or `:code`) filled with an id that exists. */
  url(pattern: string, ids: Ids): string {
    if (pattern.startsWith("/api/admin/users/")) return pattern.replace(":id", String(ids.adminTarget));
    if (pattern.startsWith("/api/v1/imports/")) return pattern.replace(":id", importIds.v1);
    if (pattern.startsWith("/api/imports/")) return pattern.replace(":id", importIds.web);
    const owner = pattern.match(
      /^\/api\/(?:v1\/)?(meals|nutrition-goals|user-profile|foods|recipes|meal-images|api-keys|weights|measurements)/,
    )?.[1];
    const id =
      {
        meals: ids.meal,
        "nutrition-goals": ids.goal,
        "user-profile": ids.profile,
        foods: ids.food,
        recipes: ids.recipe,
        "api-keys": ids.apiKey,
        weights: ids.weight,
        measurements: ids.measurement,
      }[owner ?? ""] ?? 1;
    if (pattern.startsWith("/api/payments/local/sessions/")) return pattern.replace(":id", paymentSessionId);
    return pattern.replace(":id", String(id)).replace(":code", "4006381333931").replace(":date", today);
  },
};
