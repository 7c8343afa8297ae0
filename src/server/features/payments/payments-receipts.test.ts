import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentSessions, subscriptions } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/** The built-in provider's receipts go through the mail outbox (stored first, sent when SMTP is set). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("receipts of the local provider", () => {
  it("queue one receipt per payment, to the payer, with the plan, amount and reference", async () => {
    const payer = await signedIn(t.app, "payer");
    const checkout = await payer.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    const sessionId = new URL(checkout.json().url, "http://x").searchParams.get("session") ?? "";
    const paid = await payer.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const queued = await t.database.db.select().from(mailOutbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "receipt", recipient: "payer@example.com" });
    expect(queued[0]?.subject).toBe("Your Macrowise receipt: Premium Annual");
    expect(queued[0]?.body).toContain("Amount: €39.99");
    expect(queued[0]?.body).toContain(`Reference: ${sessionId}`);
    expect(queued[0]?.body).toMatch(/Access until: \d{4}-\d{2}-\d{2}/);
  });

  it("queue nothing for a declined card", async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const payer = await signedIn(t.app, "declined");
    const checkout = await payer.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    const sessionId = new URL(checkout.json().url, "http://x").searchParams.get("session") ?? "";
    const declined = await payer.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.statusCode).toBe(402);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("queue one receipt for a double click on Pay: both submits land on the success page, one subscription", async () => {
    const payer = await signedIn(t.app, "double-clicker");
    const checkout = await payer.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    const sessionId = new URL(checkout.json().url, "http://x").searchParams.get("session") ?? "";
    const pay = () =>
      payer.client.post(`/api/payments/local/sessions/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242" });
    const [first, second] = await Promise.all([pay(), pay()]);
    for (const submit of [first, second]) {
      expect(submit.statusCode, submit.body).toBe(200);
      expect(submit.json().redirectUrl).toBe(`/payment-success?session_id=${sessionId}&plan=premium-monthly`);
    }
    // A third submit later (the form sent again from the history) answers the same, charging nothing.
    const later = await pay();
    expect(later.statusCode).toBe(200);
    expect(later.json().redirectUrl).toBe(first.json().redirectUrl);

    const receipts = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "double-clicker@example.com"));
    expect(receipts.map((r) => r.kind)).toEqual(["receipt"]);
    expect(await t.database.db.$count(subscriptions, eq(subscriptions.userId, payer.id))).toBe(1);
    const verified = await payer.client.post("/api/verify-payment", { sessionId });
    expect(verified.json()).toEqual({ success: true, message: "Subscription Activated", plan: "premium-monthly" });
  });

  it("refuse a session another user paid: not found, no plan, no receipt, the payer's payment untouched", async () => {
    const payer = await signedIn(t.app, "rightful");
    const checkout = await payer.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    const sessionId = new URL(checkout.json().url, "http://x").searchParams.get("session") ?? "";
    const paid = await payer.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(paid.statusCode).toBe(200);

    const other = await signedIn(t.app, "intruder");
    const stolen = await other.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe("Sessione di pagamento non trovata.");
    expect((await other.client.post("/api/verify-payment", { sessionId })).statusCode).toBe(404);
    expect((await other.client.get("/api/trial-status")).json().subscriptionPlan).toBe("trial");
    expect(await t.database.db.$count(subscriptions, eq(subscriptions.userId, other.id))).toBe(0);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.recipient, "intruder@example.com"))).toBe(0);
    const [session] = await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ userId: payer.id, status: "paid" });
  });
});
