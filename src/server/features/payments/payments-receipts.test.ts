import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.js";
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
});
