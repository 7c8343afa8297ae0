import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { BROWSER_ZONE_HEADER, uniqueName } from "./browser.js";
import { painted } from "./screens.js";

/** The e2e server's ADMIN_ACCESS_CODE (global-setup.ts). */
export const E2E_ADMIN_CODE = "e2e-admin-code";

/** Registers a new account through the API in the page's context (its cookie signs the page in). */
export async function signUp(page: Page, prefix = "user"): Promise<{ username: string; id: number }> {
  const username = uniqueName(prefix);
  const res = await page.request.post("/api/register", {
    headers: BROWSER_ZONE_HEADER,
    data: { username, email: `${username}@example.com`, gender: "other", password: "secret-pass" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, id: (await res.json()).id };
}

/** Makes the page's signed-in user an admin with the server's access code. */
export async function becomeAdmin(page: Page): Promise<void> {
  const res = await page.request.post("/api/admin-access", { data: { code: E2E_ADMIN_CODE } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * axe-core on the page once its transitions have ended: no critical or serious violation. (A toast
 * still fading in is measured against a blend of its colours and fails contrast it does not fail.)
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await painted(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "critical" || v.impact === "serious");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}
