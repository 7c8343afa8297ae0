import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { type Screen, screensFor, seedDay, seedUser, settled } from "./support/screens.js";

const b = setupBrowser();

interface Finding {
  screen: string;
  scheme: string;
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * axe-core on each screen in one colour scheme, at desktop width, colour contrast included; every
 * finding is returned.
 */
async function audit(browser: Browser, who: "guest" | "user", scheme: "light" | "dark"): Promise<Finding[]> {
  const findings: Finding[] = [];
  {
    const context = await browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
      colorScheme: scheme,
      timezoneId: "Europe/Rome",
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (who === "user") {
      await seedUser(page, b.baseUrl, uniqueName("axe"));
      await seedDay(page, b.baseUrl);
    }
    for (const screen of screensFor(who) as Screen[]) {
      await page.goto(screen.path);
      await settled(page);
      if (screen.open) {
        await screen.open(page);
        await settled(page);
      }
      const result = await new AxeBuilder({ page }).analyze();
      // Colour contrast must be judged, not skipped: axe 4.13 could not parse Tailwind's
      // `oklch(… none)` neutrals and reported the rule as an error (so no finding) on every page.
      const contrastErrors = result.incomplete
        .filter((rule) => rule.id === "color-contrast")
        .flatMap((rule) => rule.nodes)
        .filter((node) => node.none.some((check) => check.id === "error-occurred"));
      if (contrastErrors.length > 0 || !result.passes.some((rule) => rule.id === "color-contrast")) {
        findings.push({
          screen: screen.name,
          scheme,
          id: "color-contrast-not-run",
          impact: "serious",
          targets: contrastErrors.map((node) => String(node.target)),
        });
      }
      for (const violation of result.violations) {
        findings.push({
          screen: screen.name,
          scheme,
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => String(node.target)),
        });
      }
    }
    await context.close();
  }
  return findings;
}

const serious = (findings: Finding[]) => findings.filter((f) => f.impact === "critical" || f.impact === "serious");
const headingOrder = (findings: Finding[]) => findings.filter((f) => f.id === "heading-order");

const AUDIT_MS = 300_000;

describe("accessibility of every screen (axe-core)", () => {
  for (const who of ["guest", "user"] as const) {
    for (const scheme of ["light", "dark"] as const) {
      const reader = who === "guest" ? "a guest" : "a signed-in user with a day logged";
      it(
        `finds nothing critical or serious and no skipped heading level, for ${reader}, ${scheme}`,
        async () => {
          const findings = await audit(b.browser, who, scheme);
          vexpect(serious(findings)).toEqual([]);
          vexpect(headingOrder(findings)).toEqual([]);
        },
        AUDIT_MS,
      );
    }
  }
});
