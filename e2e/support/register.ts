import type { Page } from "playwright-core";
import { AuthPage } from "./auth-page.js";
import { uniqueName } from "./browser.js";

/** Registers a new person through the form, as a visitor would, and waits for their home page. */
export async function registerNewUser(page: Page): Promise<string> {
  const name = uniqueName("eater");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
  await page.waitForURL("**/home");
  return name;
}
