import { afterEach, describe, expect, it } from "vitest";
import { contactMessages as contactTexts } from "../../../shared/contracts/contact.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { contactMessages, mailOutbox } from "../../db/schema/index.js";
import { freeLoopbackPort, type SmtpTestServer, startSmtpServer } from "../../test/smtp-test-server.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

let t: TestApp | null = null;
let smtp: SmtpTestServer | null = null;
afterEach(async () => {
  await t?.close();
  await smtp?.stop();
  t = null;
  smtp = null;
});

const valid = { email: "visitor@example.com", subject: "Export question", message: "How do I export my meals as CSV?" };
const mail = (smtpUrl: string | null, supportEmail: string | null = "support@macrowise.test") => ({
  smtpUrl,
  from: "Macrowise <noreply@macrowise.test>",
  supportEmail,
});

async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  return t;
}

describe("POST /api/email-response", () => {
  it.each([
    ["an address that is not one", { email: "not-an-address" }, "email", contactTexts.email],
    ["a missing address", { email: undefined }, "email", contactTexts.email],
    ["a 2-letter subject", { subject: "Hi" }, "subject", contactTexts.subject],
    ["a subject of spaces around 2 letters", { subject: "   ab  " }, "subject", contactTexts.subject],
    ["a 9-letter message", { message: "Too short" }, "message", contactTexts.message],
    ["a 5001-character message", { message: "x".repeat(5001) }, "message", contactTexts.messageMax],
    ["a 201-character subject", { subject: "s".repeat(201) }, "subject", contactTexts.subjectMax],
    ["a control character", { message: "Hello there\u0007 friend" }, "message", controlCharactersMessage],
  ])("refuses %s with the spec's text in message and error", async (_label, override, field, text) => {
    const { app: server, database } = await app({ mail: mail(null) });
    const res = await new TestClient(server).post("/api/email-response", { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: text, error: text, fieldErrors: { [field]: text } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("stores the message and queues its email to SUPPORT_EMAIL in the same transaction", async () => {
    const { app: server, database } = await app({ mail: mail(null) });
    const res = await new TestClient(server).post("/api/email-response", valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: contactTexts.sent });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ email: valid.email, subject: valid.subject, message: valid.message, userId: null });
    const [queued] = await database.db.select().from(mailOutbox);
    expect(queued).toMatchObject({
      id: stored?.outboxId,
      kind: "contact",
      recipient: "support@macrowise.test",
      replyTo: valid.email,
      subject: `[Macrowise contact] ${valid.subject}`,
      status: "pending",
    });
    expect(queued?.body).toContain(valid.message);
  });

  it("keeps the message for the admins without SUPPORT_EMAIL, and queues nothing", async () => {
    const { app: server, database } = await app({ mail: mail(null, null) });
    expect((await new TestClient(server).post("/api/email-response", valid)).statusCode).toBe(200);
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored?.outboxId).toBeNull();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("remembers a signed-in sender", async () => {
    const { app: server, database } = await app({ mail: mail(null) });
    const ana = await signedIn(server, "ana");
    await ana.client.post("/api/email-response", valid);
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored?.userId).toBe(ana.id);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const { app: server, database } = await app({ mail: mail(null) });
    const res = await new TestClient(server).post("/api/email-response", { ...valid, website: "https://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(contactTexts.sent);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("limits each address to the configured messages per hour, with the reason in error", async () => {
    const { app: server, database } = await app({
      mail: mail(null),
      rateLimits: {
        auth: { max: 100, timeWindowMs: 60_000 },
        adminAccess: { max: 5, timeWindowMs: 60_000 },
        ai: { max: 100, timeWindowMs: 60_000 },
        contact: { max: 2, timeWindowMs: 60 * 60_000 },
      },
    });
    const visitor = new TestClient(server);
    expect((await visitor.post("/api/email-response", valid)).statusCode).toBe(200);
    expect((await visitor.post("/api/email-response", valid)).statusCode).toBe(200);
    const third = await visitor.post("/api/email-response", valid);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/Too many attempts/);
    // Another address is not held back by this one.
    expect((await new TestClient(server).post("/api/email-response", valid)).statusCode).toBe(200);
    expect(await database.db.select().from(contactMessages)).toHaveLength(3);
  });

  it("folds a subject's line breaks into one line, so it can add no header", async () => {
    smtp = await startSmtpServer();
    const { app: server } = await app({ mail: mail(smtp.url), backgroundJobs: true });
    const res = await new TestClient(server).post("/api/email-response", {
      ...valid,
      subject: "Hello\nBcc: victim@evil.test\nX-Injected: 1",
    });
    expect(res.statusCode).toBe(200);
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.to).toEqual(["support@macrowise.test"]);
    expect(received?.parsed.headers.has("bcc")).toBe(false);
    expect(received?.parsed.headers.has("x-injected")).toBe(false);
    expect(received?.parsed.subject).toBe("[Macrowise contact] Hello Bcc: victim@evil.test X-Injected: 1");
  });
});

describe("contact mail through a real SMTP server", () => {
  it("arrives from the fixed sender with the visitor as reply-to, the subject and the body", async () => {
    smtp = await startSmtpServer();
    const { app: server } = await app({ mail: mail(smtp.url), backgroundJobs: true });
    expect((await new TestClient(server).post("/api/email-response", valid)).statusCode).toBe(200);
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope).toEqual({ from: "noreply@macrowise.test", to: ["support@macrowise.test"] });
    expect(received?.parsed.from?.value[0]?.address).toBe("noreply@macrowise.test");
    expect(received?.parsed.replyTo?.value[0]?.address).toBe(valid.email);
    expect(received?.parsed.subject).toBe(`[Macrowise contact] ${valid.subject}`);
    expect(received?.parsed.text).toContain(valid.message);
    expect(received?.parsed.text).toContain(`From: ${valid.email}`);
  });

  it("succeeds while the SMTP server is down, and the message arrives once it is back", async () => {
    const port = await freeLoopbackPort();
    const { app: server, database } = await app({ mail: mail(`smtp://127.0.0.1:${port}`), backgroundJobs: true });
    expect((await new TestClient(server).post("/api/email-response", valid)).statusCode).toBe(200);
    // The first attempt fails (nothing listens); the row waits for its retry.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await database.db.select().from(mailOutbox);
      if (row && row.attempts >= 1 && row.lastError) break;
      if (Date.now() > deadline) throw new Error("the first attempt never happened");
      await new Promise((r) => setTimeout(r, 100));
    }
    smtp = await startSmtpServer({ port });
    const [received] = await smtp.waitFor(1, 20_000);
    expect(received?.parsed.subject).toBe(`[Macrowise contact] ${valid.subject}`);
    // The row is marked once the server has acknowledged the message.
    await expect.poll(async () => (await database.db.select().from(mailOutbox))[0]?.status).toBe("sent");
  }, 40_000);
});

describe("GET /api/site", () => {
  it("tells pages the support address, or null when none is set", async () => {
    const first = await app({ mail: mail(null, "help@macrowise.test") });
    expect((await new TestClient(first.app).get("/api/site")).json()).toEqual({ supportEmail: "help@macrowise.test" });
    await first.close();
    const second = await app({ mail: mail(null, null) });
    expect((await new TestClient(second.app).get("/api/site")).json()).toEqual({ supportEmail: null });
  });
});
