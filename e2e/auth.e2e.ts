import { describe, it, expect as vexpect } from "vitest";
import { authMessages } from "../src/shared/contracts/auth.js";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";

const b = setupBrowser();

describe("a new user's first visit", () => {
  it("registers, sees the welcome, stays signed in across a reload, signs out and signs in again", async () => {
    const { page } = b;
    const name = uniqueName("ada");
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });

    await page.waitForURL("**/home");
    await page.getByRole("heading", { name: `Welcome, ${name}` }).waitFor();
    await page.getByText(`Welcome, ${name}!`).waitFor(); // the once-per-browser toast

    await page.reload();
    await page.getByRole("heading", { name: `Welcome, ${name}` }).waitFor();

    // The session cookie is HttpOnly and SameSite=Lax, so page scripts cannot read it.
    const cookie = (await b.context.cookies()).find((c) => c.name === "macrowise_session");
    vexpect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    vexpect(await page.evaluate(() => document.cookie)).not.toContain("macrowise_session");

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    await page.getByRole("link", { name: "Login/Register" }).first().waitFor();
    vexpect((await b.context.cookies()).some((c) => c.name === "macrowise_session")).toBe(false);

    await auth.open("?mode=login");
    await auth.login(name, "secret-pass");
    await page.waitForURL("**/home");
    await page.getByRole("heading", { name: `Welcome, ${name}` }).waitFor();
  });

  it("returns to the redirect target after signing in", async () => {
    const { page } = b;
    const name = uniqueName("redir");
    const auth = new AuthPage(page);
    await auth.open(`?redirect=${encodeURIComponent("/guide")}`);
    await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
    await page.waitForURL("**/guide");
  });
});

describe("form validation in the browser", () => {
  it("shows every register message for bad input", async () => {
    const { page } = b;
    const auth = new AuthPage(page);
    await auth.open("?action=register-to-add-meals");
    await auth.fillRegister({ username: "ab", email: "not-an-email", password: "12345", confirmPassword: "1" });
    await page.getByRole("button", { name: "Register", exact: true }).click();
    for (const message of [
      authMessages.usernameMin,
      authMessages.email,
      authMessages.passwordMin,
      authMessages.confirmPassword,
      authMessages.acceptTerms,
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await auth.fillRegister({
      username: "valid-name",
      email: "v@example.com",
      password: "123456",
      confirmPassword: "654321",
    });
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await page.getByText(authMessages.passwordsMatch, { exact: true }).waitFor();
  });

  it("shows the login messages and the failure text for wrong credentials", async () => {
    const { page } = b;
    const auth = new AuthPage(page);
    await auth.open("?mode=login");
    await auth.login("ab", "123");
    await page.getByText(authMessages.usernameMin, { exact: true }).waitFor();
    await page.getByText(authMessages.passwordMin, { exact: true }).waitFor();
    await auth.login(uniqueName("ghost"), "wrong-password");
    await page.getByText("Authentication failed. Please check your credentials.").waitFor();
    await page.getByText("Login failed").first().waitFor();
  });

  it("reports a duplicate username from the server", async () => {
    const { page } = b;
    const name = uniqueName("twin");
    const first = await page.request.post("/api/register", {
      data: { username: name, email: `${name}@example.com`, gender: "other", password: "secret-pass" },
    });
    vexpect(first.status()).toBe(201);
    await b.context.clearCookies();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: name, email: `${name}-2@example.com`, password: "secret-pass" });
    // On the username field, where the eye is, with the focus there; no generic form-level text.
    const form = page.getByRole("form", { name: "Register" });
    await form.locator("#register-username-error").getByText(authMessages.usernameTaken).waitFor();
    vexpect(await page.evaluate(() => document.activeElement?.id)).toBe("register-username");
    vexpect(await page.getByText("Registration failed. Please try again.").count()).toBe(0);
    await form.getByLabel("Username").fill(uniqueName("solo"));
    await form.getByLabel("Email").fill(`${name}@example.com`);
    await form.getByRole("button", { name: "Register", exact: true }).click();
    await form.locator("#register-email-error").getByText(authMessages.emailTaken).waitFor();
  });
});
