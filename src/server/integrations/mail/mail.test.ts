import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.js";
import { freeLoopbackPort, type SmtpTestServer, startSmtpServer } from "../../test/smtp-test-server.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { createMail, receiptMail, trialEndingMail } from "./index.js";
import { outboxRepository } from "./outbox-repository.js";
import { GIVE_UP_AFTER_MS, outboxSender, retryDelayMs } from "./outbox-sender.js";
import { smtpMailer } from "./smtp-mailer.js";

/** The outbox against a real PostgreSQL and a real SMTP server on loopback. */
let database: TestDatabase;
let smtp: SmtpTestServer | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
afterEach(async () => {
  await smtp?.stop();
  smtp = null;
  await database.db.delete(mailOutbox);
});

const FROM = "Macrowise <noreply@macrowise.test>";

function mailWith(url: string, now?: () => Date) {
  return createMail({
    db: database.db,
    config: { smtpUrl: url, from: FROM, supportEmail: "support@macrowise.test" },
    now,
  });
}

async function row(id: number) {
  const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

describe("the mail outbox", () => {
  it("delivers from the fixed sender with the visitor as reply-to, and marks the row sent", async () => {
    smtp = await startSmtpServer();
    const mail = mailWith(smtp.url);
    const id = await mail.enqueueMail({
      kind: "contact",
      to: "support@macrowise.test",
      replyTo: "visitor@example.com",
      subject: "Question about plans",
      text: "Hello,\n.\nMAIL FROM:<evil@example.com>\nthanks",
    });
    expect(await mail.deliverDue()).toBe(1);
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope).toEqual({ from: "noreply@macrowise.test", to: ["support@macrowise.test"] });
    expect(received?.parsed.from?.text).toBe('"Macrowise" <noreply@macrowise.test>');
    expect(received?.parsed.replyTo?.text).toBe("visitor@example.com");
    expect(received?.parsed.subject).toBe("Question about plans");
    // The lone dot was dot-stuffed on the wire: the body arrives whole, the next line is text.
    expect(received?.parsed.text?.trim()).toBe("Hello,\n.\nMAIL FROM:<evil@example.com>\nthanks");
    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.attempts).toBe(1);
    expect(stored.sentAt).not.toBeNull();
    await mail.stop();
  });

  it("adds no header and no recipient through CR/LF in the subject or reply-to", async () => {
    smtp = await startSmtpServer();
    const mailer = smtpMailer(smtp.url, FROM);
    await mailer.send({
      to: "support@macrowise.test",
      subject: "Hello\r\nBcc: victim@evil.test\r\nX-Injected: 1",
      replyTo: "visitor@example.com\r\nBcc: other@evil.test",
      text: "body",
    });
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.to).toEqual(["support@macrowise.test"]);
    expect(received?.parsed.headers.has("bcc")).toBe(false);
    expect(received?.parsed.headers.has("x-injected")).toBe(false);
    expect(received?.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(received?.parsed.subject).toBe("Hello Bcc: victim@evil.test X-Injected: 1");
    mailer.close();
  });

  it("keeps a message while the SMTP server is down and delivers it when it is back", async () => {
    const port = await freeLoopbackPort();
    let now = new Date("2026-03-01T10:00:00Z");
    const mail = mailWith(`smtp://127.0.0.1:${port}`, () => now);
    const id = await mail.enqueueMail({ kind: "contact", to: "support@macrowise.test", subject: "Down", text: "x" });

    expect(await mail.deliverDue()).toBe(1);
    let stored = await row(id);
    expect(stored.status).toBe("pending");
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await mail.deliverDue()).toBe(0);

    smtp = await startSmtpServer({ port });
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await mail.deliverDue()).toBe(1);
    await smtp.waitFor(1);
    stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.attempts).toBe(2);
    await mail.stop();
  });

  it("backs off exponentially up to five minutes, and gives up after three days", async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(30)).toBe(5 * 60 * 1000);

    const port = await freeLoopbackPort();
    const start = new Date("2026-03-01T10:00:00Z");
    let now = start;
    const mail = mailWith(`smtp://127.0.0.1:${port}`, () => now);
    const id = await mail.enqueueMail({ kind: "contact", to: "support@macrowise.test", subject: "Old", text: "x" });
    now = new Date(start.getTime() + GIVE_UP_AFTER_MS + 1000);
    await mail.deliverDue();
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    await mail.stop();
  });

  it("marks a message the server refuses for good as failed without retrying", async () => {
    smtp = await startSmtpServer({ rejectRecipients: /nobody@/ });
    const mail = mailWith(smtp.url);
    const id = await mail.enqueueMail({ kind: "receipt", to: "nobody@macrowise.test", subject: "Receipt", text: "x" });
    await mail.deliverDue();
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.lastError).toMatch(/550|Mailbox unavailable/);
    await mail.stop();
  });

  it("does not send a message after its discard time", async () => {
    smtp = await startSmtpServer();
    let now = new Date("2026-03-01T10:00:00Z");
    const mail = mailWith(smtp.url, () => now);
    const id = await mail.enqueueMail({
      kind: "trial-notice",
      to: "ana@example.com",
      subject: "Your trial",
      text: "x",
      discardAfter: new Date(now.getTime() + 1000),
    });
    now = new Date(now.getTime() + 2000);
    expect(await mail.deliverDue()).toBe(0);
    expect((await row(id)).status).toBe("expired");
    expect(smtp.received).toHaveLength(0);
    await mail.stop();
  });

  it("sends each message once when several instances' senders run at the same time", async () => {
    smtp = await startSmtpServer();
    const repo = outboxRepository(database.db);
    const now = new Date();
    for (let i = 0; i < 25; i++) {
      await repo.enqueue(
        database.db,
        { kind: "contact", to: `user${i}@example.com`, subject: `#${i}`, text: "x" },
        now,
      );
    }
    const senders = Array.from({ length: 4 }, () =>
      outboxSender({ repo: outboxRepository(database.db), mailer: smtpMailer(smtp?.url ?? "", FROM) }),
    );
    const tried = await Promise.all(senders.map((sender) => sender.runOnce()));
    expect(tried.reduce((a, b) => a + b, 0)).toBe(25);
    await smtp.waitFor(25);
    const subjects = smtp.received.map((m) => m.parsed.subject).sort();
    expect(new Set(subjects).size).toBe(25);
    expect(subjects).toHaveLength(25);
  });

  it("sends without a nudge once started: the loop wakes at an enqueue", async () => {
    smtp = await startSmtpServer();
    const mail = mailWith(smtp.url);
    mail.start();
    await mail.enqueueMail({ kind: "contact", to: "support@macrowise.test", subject: "Loop", text: "x" });
    const [received] = await smtp.waitFor(1, 5000);
    expect(received?.parsed.subject).toBe("Loop");
    await mail.stop();
  });

  it("writes a receipt and a trial notice in the recipient's language", async () => {
    smtp = await startSmtpServer();
    const mail = mailWith(smtp.url);
    await mail.enqueueMail(
      receiptMail({
        to: "gio@example.com",
        username: "gio",
        planName: "Test payment",
        amountMinor: 399,
        currency: "eur",
        paidAt: new Date("2026-03-01T10:00:00Z"),
        periodEnd: new Date("2026-04-01T10:00:00Z"),
        reference: "local_456",
        language: "it",
      }),
    );
    await mail.enqueueMail(
      trialEndingMail({
        to: "gio@example.com",
        username: "gio",
        trialEnd: new Date("2030-03-06T10:00:00Z"),
        timeZone: "Europe/Rome",
        language: "it",
      }),
    );
    await mail.deliverDue();
    const received = await smtp.waitFor(2);
    const receipt = received.find((m) => m.parsed.text?.includes("local_456"));
    expect(receipt?.parsed.subject).toBe("La tua ricevuta Macrowise: Pagamento di prova");
    expect(receipt?.parsed.text).toMatch(/Importo: 3,99\s€/);
    expect(receipt?.parsed.text).toContain("Accesso fino al: 01/04/2026");
    const notice = received.find((m) => m !== receipt);
    expect(notice?.parsed.subject).toBe("La tua prova di Macrowise finisce tra 2 giorni");
    expect(notice?.parsed.text).toContain("Ciao gio,");
    expect(notice?.parsed.text).toContain("mercoledì 6 marzo 2030");
  });

  it("writes the local provider's receipt with the plan, amount and period", async () => {
    smtp = await startSmtpServer();
    const mail = mailWith(smtp.url);
    await mail.enqueueMail(
      receiptMail({
        to: "ana@example.com",
        username: "ana",
        planName: "Premium Monthly",
        amountMinor: 399,
        currency: "eur",
        paidAt: new Date("2026-03-01T10:00:00Z"),
        periodEnd: new Date("2026-04-01T10:00:00Z"),
        reference: "local_123",
        language: "en",
      }),
    );
    await mail.deliverDue();
    const [received] = await smtp.waitFor(1);
    expect(received?.parsed.subject).toBe("Your Macrowise receipt: Premium Monthly");
    expect(received?.parsed.text).toContain("Amount: €3.99");
    expect(received?.parsed.text).toContain("Access until: 2026-04-01");
    expect(received?.parsed.text).toContain("Reference: local_123");
    await mail.stop();
  });
});
