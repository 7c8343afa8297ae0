import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * The browser's time zone. Accounts registered through `page.request` send it as the app's own
 * requests do, so the account's stored zone (what an API call without the header uses) is the
 * browser's: between 23:00 and 24:00 UTC the two days differ.
 */
export const BROWSER_TIME_ZONE = "Europe/Rome";
export const BROWSER_ZONE_HEADER = { "X-Time-Zone": BROWSER_TIME_ZONE };

export interface BrowserFixture {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}

/** One browser per file, a fresh context (cookies, storage) per test. */
export function setupBrowser(
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): BrowserFixture {
  const fixture = { baseUrl: inject("baseUrl") } as BrowserFixture;
  beforeAll(async () => {
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  beforeEach(async () => {
    fixture.context = await fixture.browser.newContext({
      baseURL: fixture.baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      timezoneId: BROWSER_TIME_ZONE,
      // The browser's language (Accept-Language and navigator.language); English unless a test asks.
      locale: options.locale ?? "en-US",
    });
    fixture.page = await fixture.context.newPage();
    fixture.page.setDefaultTimeout(10_000);
  });
  afterEach(async () => {
    await fixture.context?.close();
  });
  return fixture;
}

/**
 * A page in a context of its own at a phone's `viewport`, in the browser's time zone, beside the
 * test's own page (whose 10 s timeout it keeps unless `timeout` says); the test closes `context`.
 */
export async function phonePage(
  fixture: BrowserFixture,
  viewport: { width: number; height: number },
  options: { timeout?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fixture.browser.newContext({
    baseURL: fixture.baseUrl,
    viewport,
    timezoneId: BROWSER_TIME_ZONE,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(options.timeout ?? 10_000);
  return { context, page };
}

let counter = 0;
/** A username no other test of the run uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}
