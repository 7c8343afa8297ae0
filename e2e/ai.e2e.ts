import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { aiMessages } from "../src/shared/contracts/ai.js";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { HomePage } from "./support/home-page.js";

const b = setupBrowser();

async function registerNewUser(page: Page): Promise<string> {
  const name = uniqueName("aiuser");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
  await page.waitForURL("**/home");
  // The welcome toast comes once the account loads; wait for it, so a later toast is always newer
  // (only one toast shows at a time) and a slow machine cannot put the welcome on top of it.
  await page.locator("[data-sonner-toast]").filter({ hasText: "Welcome" }).first().waitFor();
  return name;
}

describe("the AI assistant", () => {
  it("answers from today's meals, suggests meals with pictures and recommends a goal", async () => {
    const { page } = b;
    page.setDefaultTimeout(20_000);
    const home = new HomePage(page);
    await registerNewUser(page);

    await home.tab("Meals");
    await home.addMeal({
      mealType: "lunch",
      food: "Tuna salad",
      calories: "410",
      proteins: "37",
      carbs: "12",
      fats: "22",
    });

    // The Nutrition Consultant: a greeting, starter questions, then a streamed answer from the data.
    const consultant = page.getByRole("region", { name: /^Nutrition Consultant/ });
    const log = consultant.getByRole("log", { name: "Conversation with the Nutrition Consultant" });
    await log.getByText(/I'm your Nutrition Consultant/).waitFor();
    await consultant.getByRole("button", { name: "What's left for today?" }).waitFor();
    const send = consultant.getByRole("button", { name: "Send" });
    vexpect(await send.isDisabled()).toBe(true); // blank questions cannot be sent
    const box = consultant.getByRole("textbox", { name: "Ask the Nutrition Consultant" });
    await box.fill("   ");
    vexpect(await send.isDisabled()).toBe(true);
    await box.fill("How much protein have I eaten today?");
    const streamed = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/ai-chat/stream") && (r.headers()["content-type"] ?? "").includes("text/event-stream"),
    );
    await box.press("Enter");
    await streamed;
    await log.getByText(/37 g/).waitFor();
    await consultant.getByRole("button", { name: "What's left for today?" }).waitFor({ state: "detached" });
    vexpect(await box.inputValue()).toBe("");
    // The answer's text shows while its stream is still closing.
    await vexpect.poll(() => log.getAttribute("aria-busy")).toBe("false");

    // Personalized AI Recommendations: generate, see the pictures arrive, log one suggestion.
    const panel = page.getByRole("region", { name: /^Personalized AI Recommendations/ });
    await panel.getByRole("button", { name: "Dinner", exact: true }).click();
    await panel.getByRole("button", { name: "Generate", exact: true }).click();
    await home.toast("New recommendations successfully generated").waitFor();
    const cards = panel.getByRole("list", { name: "Meal suggestions" }).getByRole("article");
    await cards.first().waitFor();
    vexpect(await cards.count()).toBeGreaterThan(0);
    const firstCard = cards.first();
    const image = firstCard.locator('img[src^="/api/meal-images/"]');
    await image.waitFor();
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await image.elementHandle(),
    );
    await firstCard.getByRole("button", { name: "Regenerate" }).waitFor();
    const mealName = (await firstCard.getByRole("heading").first().innerText()).trim();
    await firstCard.getByText("Ingredients").waitFor();
    await firstCard.getByRole("button", { name: "Add to my meals" }).click();
    await home.toast("Meal added").waitFor();
    await firstCard.getByRole("button", { name: "Added to my meals" }).waitFor();
    await home.mealDay("Today").getByText(mealName, { exact: true }).waitFor();

    // AI Recommendations on the Goals tab: generate, use one, and the Active Goal card follows.
    await home.tab("Goals");
    await page.getByText("Not Set", { exact: true }).waitFor();
    const goals = page.getByRole("region", { name: /^AI Recommendations/ });
    await goals.getByRole("tab", { name: "Nutritional Goals" }).waitFor();
    await goals.getByRole("button", { name: "Generate New" }).click();
    const goalCards = goals.getByRole("list", { name: "Goal recommendations" }).getByRole("article");
    await goalCards.first().waitFor();
    const goalTitle = (await goalCards.first().getByRole("heading").innerText()).trim();
    await goalCards.first().getByRole("button", { name: "Use this goal" }).click();
    await home.toast("Goal created").waitFor();
    const activeGoal = page.getByRole("heading", { name: "Active Goal" }).locator("xpath=../../..");
    await activeGoal.getByText(goalTitle, { exact: true }).waitFor();
    await activeGoal.getByText("Active", { exact: true }).waitFor();
    await page
      .getByRole("region", { name: /^Nutritional Goals Consultant/ })
      .getByText(/Goals Consultant/)
      .first()
      .waitFor();
  });

  it("shows the spec's texts when the AI fails, and the gate when the server says the plan lacks a feature", async () => {
    const { page } = b;
    page.setDefaultTimeout(20_000);
    const home = new HomePage(page);
    await registerNewUser(page);
    const json = (status: number, body: unknown) => ({
      status,
      contentType: "application/json",
      body: JSON.stringify(body),
    });
    await page.route("**/api/ai-chat/stream", (route) => route.fulfill(json(502, { message: aiMessages.chatFailed })));
    await page.route("**/api/meal-image", (route) =>
      route.fulfill(json(502, { success: false, url: null, error: "x" })),
    );
    await home.tab("Meals");

    // Chat: the destructive toast and an apology in the conversation.
    const consultant = page.getByRole("region", { name: /^Nutrition Consultant/ });
    await consultant.getByRole("button", { name: "How does BMR work?" }).click();
    await home.toast(aiMessages.chatFailed).waitFor();
    await consultant
      .getByRole("log")
      .getByText(/I'm sorry, I couldn't answer that/)
      .waitFor();

    // Pictures: 1 s, then two retries 2 s apart, then 'Image generation failed' with Try Again.
    const panel = page.getByRole("region", { name: /^Personalized AI Recommendations/ });
    await panel.getByRole("button", { name: "Generate", exact: true }).click();
    const card = panel.getByRole("article").first();
    await card.getByText("Image generation failed").waitFor();
    await card.getByRole("button", { name: "Try Again" }).waitFor();

    // Generation failure: the toast titled Error, then a 402 swaps the panel for the upsell.
    await page.route("**/api/recommendations/meals?*", (route) =>
      route.fulfill(json(502, { message: aiMessages.generationFailed })),
    );
    await panel.getByRole("button", { name: "Lunch", exact: true }).click();
    await panel.getByRole("button", { name: "Generate", exact: true }).click();
    await home.toast(aiMessages.generationFailed).filter({ hasText: "Error" }).waitFor();
    await page.route("**/api/recommendations/nutrition-goals?*", (route) =>
      route.fulfill(json(402, { message: "Upgrade", feature: "ai-goal-recommendations" })),
    );
    await home.tab("Goals");
    const goals = page.getByRole("region", { name: /^AI Recommendations/ });
    await goals.getByRole("button", { name: "Generate New" }).click();
    await goals.getByText("Premium feature", { exact: true }).waitFor();
    await goals.getByRole("link", { name: "View Pricing" }).waitFor();
  });

  // The food analyzer's journeys (typed meals, photos with a vision model) are in food-analyzer.e2e.ts.
  it("asks a guest to log in on the AI panels of /home", async () => {
    const { page } = b;
    const home = new HomePage(page);
    await page.goto("/home?section=goals");
    const goals = page.getByRole("region", { name: /^AI Recommendations/ });
    await goals.getByText("Log in to start your 5-day free trial").waitFor();
    await goals.getByRole("button", { name: "Log in to Unlock" }).click();
    await home.toast("Authentication Required").waitFor();
    await page.waitForURL("**/auth?action=register-for-ai-recommendations");
  });
});
