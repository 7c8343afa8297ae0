import type { Page } from "playwright-core";
import { BROWSER_ZONE_HEADER } from "./browser.js";

/**
 * Every screen the accessibility and overflow journeys visit, in one list: pages from other
 * branches (payments, API keys, admin, PWA) are added here at merge.
 */
export interface Screen {
  name: string;
  path: string;
  /** Who can see it: a guest, a signed-in user, or both. */
  for: "guest" | "user" | "both";
  /** Opens what the screen is about (a dialog, a drawer) once the page has loaded. */
  open?: (page: Page) => Promise<void>;
}

export const screens: Screen[] = [
  { name: "landing", path: "/", for: "both" },
  { name: "dashboard", path: "/home", for: "both" },
  { name: "meals", path: "/home?section=meals", for: "both" },
  { name: "goals", path: "/home?section=goals", for: "both" },
  { name: "profile", path: "/home?section=profile", for: "both" },
  { name: "demo dashboard", path: "/home?view=demo", for: "both" },
  { name: "demo meals", path: "/home?section=meals&view=demo", for: "both" },
  { name: "demo goals", path: "/home?section=goals&view=demo", for: "both" },
  { name: "demo profile", path: "/home?section=profile&view=demo", for: "both" },
  { name: "sign in", path: "/auth", for: "guest" },
  { name: "register", path: "/auth?action=register-to-add-meals", for: "guest" },
  { name: "food analyzer", path: "/food-analyzer", for: "both" },
  { name: "pricing", path: "/pricing", for: "both" },
  { name: "guide", path: "/guide", for: "both" },
  { name: "install", path: "/install", for: "both" },
  { name: "contact", path: "/contatti", for: "both" },
  { name: "privacy policy", path: "/privacy-policy", for: "both" },
  { name: "terms of service", path: "/terms-of-service", for: "both" },
  { name: "info", path: "/info", for: "both" },
  { name: "not found", path: "/no-such-page", for: "both" },
  { name: "about", path: "/about", for: "both" },
  { name: "profile page", path: "/profile", for: "user" },
  { name: "body & energy", path: "/body", for: "user" },
  { name: "subscribe", path: "/subscribe?plan=premium-yearly", for: "user" },
  { name: "subscription", path: "/account/subscription", for: "user" },
  {
    name: "payment success (unknown session)",
    path: "/payment-success?session_id=nope&plan=premium-monthly",
    for: "user",
  },
  { name: "subscription confirmed", path: "/subscription-success", for: "user" },
  { name: "quick checkout", path: "/basic-stripe-checkout", for: "user" },
  { name: "API keys (upsell)", path: "/api-keys", for: "user" },
  { name: "API docs (restricted)", path: "/api-docs", for: "user" },
  {
    name: "quick add",
    path: "/home?section=meals",
    for: "user",
    open: (page) => page.getByRole("tab", { name: "Quick add" }).click(),
  },
  {
    name: "my foods dialog",
    path: "/home?section=meals",
    for: "user",
    open: async (page) => {
      await page.getByRole("button", { name: "My foods" }).click();
      await page.getByRole("dialog", { name: "My foods & recipes" }).waitFor();
    },
  },
  {
    name: "profile drawer",
    path: "/home?section=profile",
    for: "user",
    open: async (page) => {
      await page.getByRole("button", { name: /^(Edit|Create) Profile$/ }).click();
      await page.getByRole("dialog").waitFor();
    },
  },
];

export const screensFor = (who: "guest" | "user") => screens.filter((s) => s.for === who || s.for === "both");

/** The page has drawn what it fetches: no loading skeleton or spinner left, charts drawn. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => !document.querySelector('[role="status"][aria-label^="Loading"], [aria-busy="true"]'),
  );
  await painted(page);
}

/**
 * The page's latest change is on screen: two animation frames have been drawn (React's last render
 * laid out, a chart's first frame) and every CSS transition (a colour scheme's change) has ended.
 * Endless animations (spinners) are not waited for.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Registers a user through the API (the page's cookies then carry the session) with a day of data. */
export async function seedUser(page: Page, baseUrl: string, name: string, extra: { gender?: string } = {}) {
  const headers = { Origin: baseUrl, ...BROWSER_ZONE_HEADER };
  const register = await page.request.post("/api/register", {
    headers,
    data: { username: name, email: `${name}@example.com`, gender: extra.gender ?? "other", password: "secret-pass" },
  });
  if (register.status() !== 201) throw new Error(`register ${name}: ${register.status()}`);
  // The welcome toast belongs to the first visit; these journeys look at the pages themselves.
  await page.addInitScript(() => window.localStorage.setItem("macrowise.welcomeShown", "true"));
  return register.json() as Promise<{ id: number; username: string }>;
}

export async function seedDay(page: Page, baseUrl: string) {
  const headers = { Origin: baseUrl };
  const now = new Date().toISOString();
  for (const data of [
    { mealType: "breakfast", food: "Porridge", calories: 420, proteins: 14, carbs: 66, fats: 9, timestamp: now },
    { mealType: "lunch", food: "Tuna salad", calories: 610, proteins: 45, carbs: 30, fats: 32, timestamp: now },
    { mealType: "snack", food: "Pastry", calories: 350, timestamp: now },
  ]) {
    await page.request.post("/api/meals", { headers, data });
  }
  await page.request.post("/api/nutrition-goals", {
    headers,
    data: { name: "Maintenance", calories: 2000, proteins: 150, carbs: 250, fats: 65 },
  });
  await page.request.post("/api/user-profile", {
    headers,
    data: { name: "Ada", age: 34, gender: "female", weight: 62, height: 170, activityLevel: "moderate" },
  });
}
