import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ServerProcess, startServerProcess } from "../src/server/test/server-process.js";
import { freeLoopbackPort, type SmtpTestServer, startSmtpServer } from "../src/server/test/smtp-test-server.js";
import { contactMessages } from "../src/shared/contracts/contact.js";
import { expectAccessible } from "./support/accounts.js";
import { launchChromium } from "./support/browser.js";
import { withE2eDatabase } from "./support/database.js";

/**
 * The contact form end to end: Chromium, this app's own server process with SMTP_URL aimed at a
 * real SMTP server on loopback, which is stopped and started again in the middle.
 */
let browser: Browser;
let server: ServerProcess;
let smtp: SmtpTestServer | null = null;
let smtpPort: number;
let dataDir: string;

beforeAll(async () => {
  smtpPort = await freeLoopbackPort();
  smtp = await startSmtpServer({ port: smtpPort });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-contact-"));
  server = await startServerProcess(dataDir, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: "Macrowise <noreply@macrowise.test>",
    SUPPORT_EMAIL: "help@macrowise.test",
    CONTACT_RATE_LIMIT_MAX: "4",
    // The build under test, as for the other journeys (global-setup's server takes WEB_DIST_DIR too).
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, "../dist/web"),
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.child.kill("SIGTERM");
  await new Promise((resolve) =>
    server?.child.exitCode !== null ? resolve(null) : server.child.once("exit", resolve),
  );
  await smtp?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function openContact(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto("/contatti");
  await page.getByRole("form", { name: "Contact form" }).waitFor();
  return page;
}

async function fill(page: Page, values: { email: string; subject: string; message: string }) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
  await form.getByRole("button", { name: "Send Message" }).click();
}

describe("the contact page", () => {
  it("shows the configured support address and hours, and the guide shows the address too", async () => {
    const page = await openContact();
    await page.getByRole("link", { name: "help@macrowise.test" }).waitFor();
    await page.getByText("9:00-18:00").waitFor();
    await page.getByText("10:00-14:00").waitFor();
    await page.goto("/guide#support");
    await page.getByRole("link", { name: "help@macrowise.test" }).waitFor();
    await page.close();
  });

  it("checks the fields with the spec's messages", async () => {
    const page = await openContact();
    await fill(page, { email: "not-an-address", subject: "Hi", message: "Short" });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByText(contactMessages.email).waitFor();
    await form.getByText(contactMessages.subject).waitFor();
    await form.getByText(contactMessages.message).waitFor();
    await expectAccessible(page, "contact form with errors");
    expect(smtp?.received).toHaveLength(0);
    await page.close();
  });

  it("sends the message by email from the fixed sender, with the visitor as reply-to", async () => {
    const page = await openContact();
    await fill(page, {
      email: "visitor@example.com",
      subject: "Exporting my meals",
      message: "Hello, how do I export my meals as CSV?\nThank you!",
    });
    await page.getByText(contactMessages.sentTitle).first().waitFor();
    await page.getByText(contactMessages.sent).first().waitFor();
    await page.getByRole("heading", { name: "Thank you for your message!" }).waitFor();
    await expectAccessible(page, "thank-you view");
    const [mail] = (await smtp?.waitFor(1)) ?? [];
    expect(mail?.envelope).toEqual({ from: "noreply@macrowise.test", to: ["help@macrowise.test"] });
    expect(mail?.parsed.from?.value[0]?.address).toBe("noreply@macrowise.test");
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe("visitor@example.com");
    expect(mail?.parsed.subject).toBe("[Macrowise contact] Exporting my meals");
    expect(mail?.parsed.text).toContain("Hello, how do I export my meals as CSV?\nThank you!");

    await page.getByRole("button", { name: "Send another message" }).click();
    const form = page.getByRole("form", { name: "Contact form" });
    await form.waitFor();
    expect(await form.getByLabel("Subject").inputValue()).toBe("");
    await page.close();
  });

  it("succeeds while the SMTP server is down; the message arrives when it is back", async () => {
    await smtp?.stop();
    smtp = null;
    const page = await openContact();
    await fill(page, {
      email: "patient@example.com",
      subject: "Sent during an outage",
      message: "This one must not be lost.",
    });
    await page.getByRole("heading", { name: "Thank you for your message!" }).waitFor();
    // The sender has tried it once and failed (its row waits for a retry) before SMTP comes back.
    await vi.waitFor(
      () =>
        withE2eDatabase(async (client) => {
          const failed = await client.query(
            "SELECT 1 FROM mail_outbox WHERE subject LIKE '%Sent during an outage' AND status = 'pending' AND last_error IS NOT NULL",
          );
          if (failed.rowCount !== 1) throw new Error("no failed try of the message yet");
        }, dataDir),
      { timeout: 30_000, interval: 100 },
    );
    smtp = await startSmtpServer({ port: smtpPort });
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail?.parsed.subject).toBe("[Macrowise contact] Sent during an outage");
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe("patient@example.com");
    await page.close();
  }, 60_000);

  it("shows the server's reason in an 'Error' toast when a message is refused", async () => {
    const page = await openContact();
    // This address has used part of its hourly budget above; spend the rest, then one more.
    let refused = false;
    for (let i = 0; i < 5 && !refused; i++) {
      await fill(page, { email: "busy@example.com", subject: `Message ${i}`, message: "One more message, please." });
      const thanks = page.getByRole("heading", { name: "Thank you for your message!" });
      const error = page.getByText("Too many attempts", { exact: false }).first();
      await Promise.race([thanks.waitFor(), error.waitFor()]);
      if (await error.isVisible()) refused = true;
      else await page.getByRole("button", { name: "Send another message" }).click();
    }
    expect(refused).toBe(true);
    await page.getByText("Error", { exact: true }).first().waitFor();
    // The form stays, with what was typed, to try again later.
    expect(await page.getByRole("form", { name: "Contact form" }).getByLabel("Subject").inputValue()).toMatch(
      /Message/,
    );
    await page.close();
  });
});
