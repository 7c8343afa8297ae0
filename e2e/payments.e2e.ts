import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { paymentMessages, testPaymentMessages } from "../src/shared/contracts/payments.js";
import { expectAccessible } from "./support/accounts.js";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { registeredDaysAgo, withE2eDatabase } from "./support/database.js";

/** PAYMENTS_PROVIDER=local (the e2e server's default): from trial to a paid plan and back. */
const b = setupBrowser();

async function registerNewUser(page: Page): Promise<string> {
  const name = uniqueName("payer");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
  await page.waitForURL("**/home");
  return name;
}

/** The pricing page's card of a plan, by its name. */
const planCard = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

const badge = (page: Page) => page.getByRole("banner").getByText(/^(Trial: .*|Premium|Expired|No trial)$/);

describe("a new user buys a plan with the built-in test checkout", () => {
  it("goes from 5 days of trial to an active monthly plan, then cancels it", async () => {
    const { page } = b;
    await registerNewUser(page);
    await vexpect.poll(() => badge(page).textContent()).toBe("Trial: 5 days left");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
    await page.getByText("3.99 EUR").first().waitFor();
    await page.getByText("39.99 EUR").first().waitFor();
    await page.getByText("save over 16%").waitFor();
    await expectAccessible(page, "payments 1");
    await page.getByRole("link", { name: "Choose Monthly" }).click();

    await page.waitForURL("**/subscribe?plan=premium-monthly");
    await page.getByRole("tab", { name: "Monthly", selected: true }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).waitFor();
    await page.getByRole("tab", { name: "Yearly" }).click();
    await page.getByText("CSV data download").waitFor();
    await page.getByRole("tab", { name: "Monthly" }).click();
    await expectAccessible(page, "payments 2");
    await page.getByRole("link", { name: "Subscribe for 3.99 EUR / month" }).click();

    await page.waitForURL("**/test-payment?session=ps_*");
    await page.getByText("Modalità di prova: nessun addebito").waitFor();
    await page.getByRole("heading", { name: "Premium Mensile: 3.99 EUR al mese" }).waitFor();
    await expectAccessible(page, "payments 3");
    await page.getByRole("button", { name: "Paga 3.99 EUR" }).click();

    await page.waitForURL("**/payment-success?session_id=ps_*&plan=premium-monthly");
    await page.getByRole("heading", { name: paymentMessages.subscriptionActivated }).waitFor();
    await page.getByText("Your Premium Monthly plan is active.").first().waitFor();
    await vexpect.poll(() => badge(page).textContent()).toBe("Premium");
    vexpect(await page.getByText(/Your free trial/).count()).toBe(0);

    await page.getByRole("link", { name: "View your subscription" }).click();
    await page.waitForURL("**/account/subscription");
    // Paid on the trial's first day: its 5 days come first, then the paid month.
    await page
      .getByText(/^Your paid period starts on .+, when your trial ends\. Next charge of 3\.99 EUR \/ month on /)
      .waitFor();
    await expectAccessible(page, "payments 4");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/^Cancelled: your plan stays active until /).waitFor();
    await page.getByRole("button", { name: "Resume subscription" }).waitFor();
    // Still premium until the period ends.
    vexpect(await badge(page).textContent()).toBe("Premium");
  });

  it("charges once for a double click on Pay and lands on the success page, the trial's days kept", async () => {
    const { page } = b;
    const name = await registerNewUser(page);
    await page.goto("/subscribe?plan=premium-monthly");
    await page
      .getByText(/^Your trial's last 5 days stay free: you pay today, and your first paid month starts on /)
      .waitFor();
    await page.getByRole("link", { name: "Subscribe for 3.99 EUR / month" }).click();
    await page.waitForURL("**/test-payment?session=ps_*");
    await page.getByText(/^Gli ultimi 5 giorni della prova restano gratuiti: paghi oggi/).waitFor();
    await page.getByRole("button", { name: "Paga 3.99 EUR" }).dblclick();

    await page.waitForURL("**/payment-success?session_id=ps_*&plan=premium-monthly");
    await page.getByRole("heading", { name: paymentMessages.subscriptionActivated }).waitFor();
    vexpect(await page.getByText(testPaymentMessages.closed).count()).toBe(0);
    const stored = await withE2eDatabase((client) =>
      client.query<{ subscriptions: string; receipts: string }>(
        `SELECT (SELECT count(*) FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.username = $1) AS subscriptions,
                (SELECT count(*) FROM mail_outbox WHERE recipient = $2 AND kind = 'receipt') AS receipts`,
        [name, `${name}@example.com`],
      ),
    );
    vexpect(stored.rows[0]).toEqual({ subscriptions: "1", receipts: "1" });
  });

  it("keeps the user on the trial when the test card is declined", async () => {
    const { page } = b;
    await registerNewUser(page);
    await page.goto("/checkout?planId=premium-yearly");
    await page.waitForURL("**/test-payment?session=ps_*");
    await page.getByRole("button", { name: "Simula rifiuto" }).click();
    await page.getByRole("main").getByText("Pagamento rifiutato: la carta di prova è stata rifiutata.").waitFor();
    await page.getByText(paymentMessages.paymentFailed, { exact: true }).waitFor(); // the toast
    await page.goto("/home");
    await vexpect.poll(() => badge(page).textContent()).toBe("Trial: 5 days left");
    const subscription = await page.request.get("/api/subscription");
    vexpect((await subscription.json()).subscription).toBeNull();
  });

  it("shows the checkout's Payment Error with a way back to pricing", async () => {
    const { page } = b;
    await registerNewUser(page);
    await page.goto("/checkout?planId=premium-lifetime");
    await page.getByRole("heading", { name: "Payment Error" }).waitFor();
    await page.getByRole("link", { name: "Return to pricing" }).click();
    await page.waitForURL("**/pricing");
  });
});

describe("after the trial and its grace", () => {
  it("sends every guarded page to /pricing, where the data can still be exported and a plan bought", async () => {
    const { page } = b;
    const name = await registerNewUser(page);
    await page.getByRole("tab", { name: "Meals" }).click();
    const meal = await page.request.post("/api/meals", {
      data: { mealType: "lunch", food: "Risotto", calories: 600, proteins: 15, carbs: 90, fats: 18 },
    });
    vexpect(meal.status()).toBe(201);
    await registeredDaysAgo(name, 13); // the trial ended 8 days ago

    for (const path of ["/home", "/profile", "/api-keys", "/admin"]) {
      await page.goto(path);
      await page.waitForURL("**/pricing");
    }
    await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
    await page.getByText("Your free trial has expired.").waitFor();
    await page.getByRole("heading", { name: "Your data and account" }).waitFor();
    await expectAccessible(page, "payments 5");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export data (CSV, ZIP)" }).click();
    const zip = await (await download).path();
    vexpect(zip).toBeTruthy();

    // The upgrade leads to a checkout that works.
    await page.getByRole("link", { name: "Choose Annual" }).click();
    await page.getByRole("link", { name: "Subscribe for 39.99 EUR / year" }).click();
    await page.getByRole("button", { name: "Paga 39.99 EUR" }).click();
    await page.getByRole("heading", { name: paymentMessages.subscriptionActivated }).waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/home");
    await page.getByRole("tab", { name: "Meals" }).click();
    await page.getByText("Risotto").first().waitFor();
  });

  it("lets a second account on the same browser register without a trial, and leave from the pricing page", async () => {
    const { page } = b;
    await registerNewUser(page);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    const second = uniqueName("again");
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: second, email: `${second}@example.com`, password: "secret-pass" });
    await page.getByText(paymentMessages.previousRegistration).waitFor();
    await page.getByRole("button", { name: "Register without a free trial" }).click();
    await page.waitForURL("**/pricing");
    await page.getByText("This account has no free trial.").waitFor();
    // The trial card promises this account nothing: its lines are struck, and it says why.
    const trialCard = planCard(page, "Free Trial");
    await trialCard.getByText("Not available: this email or device had a free trial in the last 30 days").waitFor();
    vexpect(await trialCard.getByText("Not included:").count()).toBe(6);
    vexpect(await page.getByText("Included with every new account").count()).toBe(0);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("secret-pass");
    await dialog.getByRole("button", { name: "Delete forever" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    vexpect((await page.request.get("/api/user")).status()).toBe(401);
  });
});

describe("what the cards and the trial's messages say", () => {
  it("words the grace as a person would, and sells as paid extras only what the trial lacks", async () => {
    const { page } = b;
    const name = await registerNewUser(page);
    await registeredDaysAgo(name, 7); // the trial ended 2 days ago: 5 days of grace
    await page.goto("/pricing");
    await page.getByRole("banner").getByText("Trial ended · 5 days of grace left").waitFor();
    await page.getByText("Everything keeps working for 5 more days; choose a plan to continue after that.").waitFor();
    await planCard(page, "Free Trial").getByText("Trial ended · 5 days of grace left").waitFor();
    const trialLines = await planCard(page, "Free Trial").getByRole("listitem").allTextContents();
    const monthlyLines = await planCard(page, "Premium Monthly").getByRole("listitem").allTextContents();
    vexpect(monthlyLines.filter((line) => !trialLines.includes(line))).toEqual([
      "Priority support",
      "API access: keys, REST API and MCP",
    ]);
    vexpect(trialLines).toContain("AI nutrition assistant: chats, meal and goal recommendations");
    vexpect(trialLines).toContain("Food Analyzer: describe a meal; photos with a vision model");
    await page.getByText(/^On every account, with or without a plan: your data export/).waitFor();
  });
});

describe("the navbar's payment entries", () => {
  it("shows Test Direct Payment to admins only, and it pays 9.99 on the test page", async () => {
    const { page } = b;
    await registerNewUser(page);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Subscription" }).waitFor();
    vexpect(await page.getByRole("menuitem", { name: "Test Direct Payment" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    const granted = await page.request.post("/api/admin-access", { data: { code: "e2e-admin-code" } });
    vexpect(granted.status()).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Test Direct Payment" }).click();
    await page.waitForURL("**/test-payment?session=ps_*");
    await page.getByRole("heading", { name: "Pagamento di prova: 9.99 EUR" }).waitFor();
    await page.getByRole("button", { name: "Paga 9.99 EUR" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    await page.getByText("Test payment completed").waitFor();
  });
});
