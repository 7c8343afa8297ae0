import { afterEach, describe, expect, it } from "vitest";
import type { SubscriptionView } from "../../../shared/contracts/payments.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { formatPrice, pricePerInterval } from "./money.js";
import { describeSubscription } from "./subscription-text.js";

const base: NonNullable<SubscriptionView["subscription"]> = {
  plan: "premium-monthly",
  status: "active",
  cancelAtPeriodEnd: false,
  renewsAt: "2030-03-01T12:00:00.000Z",
  paidFrom: null,
  endsAt: null,
  amountCents: 399,
  currency: "EUR",
  interval: "month",
  hasAccess: true,
};

describe("describeSubscription", () => {
  it("words a renewing plan with its next charge", () => {
    expect(describeSubscription(base)).toMatchObject({
      title: "Premium Monthly",
      status: "Active",
      detail: "Next charge of 3.99 EUR / month on March 1, 2030.",
    });
  });
  it("words a plan paid during the trial: the paid period starts when the trial ends", () => {
    const local = { ...base, paidFrom: "2030-02-01T12:00:00.000Z" };
    expect(describeSubscription(local).detail).toBe(
      "Your paid period starts on February 1, 2030, when your trial ends. Next charge of 3.99 EUR / month on March 1, 2030.",
    );
    const stripeTrial = { ...base, status: "trialing" as const, paidFrom: base.renewsAt };
    expect(describeSubscription(stripeTrial)).toMatchObject({
      status: "Active",
      detail:
        "Your paid period starts on March 1, 2030, when your trial ends, with the first charge of 3.99 EUR / month.",
    });
  });
  it("words a cancelled plan, a failed payment and an ended plan", () => {
    const cancelled = { ...base, cancelAtPeriodEnd: true, renewsAt: null, endsAt: "2030-03-01T12:00:00.000Z" };
    expect(describeSubscription(cancelled)).toMatchObject({ status: "Cancelled", tone: "warning" });
    expect(describeSubscription(cancelled).detail).toContain("until March 1, 2030");
    const pastDue = { ...base, status: "past_due" as const, renewsAt: null, endsAt: "2030-03-08T12:00:00.000Z" };
    expect(describeSubscription(pastDue)).toMatchObject({ status: "Payment failed", tone: "danger" });
    expect(describeSubscription({ ...base, status: "canceled", hasAccess: false })).toMatchObject({ status: "Ended" });
  });
});

describe("in Italian", () => {
  afterEach(() => setPageLanguage("en", enMessages));

  it("writes prices with a decimal comma and the euro sign after them; English keeps 3.99 EUR", () => {
    expect(formatPrice(399)).toBe("3.99 EUR");
    expect(pricePerInterval(3999, "year")).toBe("39.99 EUR / year");
    setPageLanguage("it", itMessages);
    expect(formatPrice(399)).toBe("3,99\u00a0€");
    expect(formatPrice(3999)).toBe("39,99\u00a0€");
    expect(pricePerInterval(399, "month")).toBe("3,99\u00a0€ / mese");
  });

  it("words a plan, its next charge, a plan paid during the trial and a cancelled plan", () => {
    setPageLanguage("it", itMessages);
    const renewing = describeSubscription(base);
    // "Active" is one catalog id app-wide: the API keys' "Attiva" and the goals' "Attivo" share it.
    expect(renewing.status).toMatch(/^Attiv[oa]$/);
    expect(renewing.detail).toBe("Prossimo addebito di 3,99\u00a0€ / mese il 1 marzo 2030.");
    expect(describeSubscription({ ...base, paidFrom: "2030-02-01T12:00:00.000Z" }).detail).toBe(
      "Il periodo a pagamento inizia il 1 febbraio 2030, alla fine della prova. Prossimo addebito di 3,99\u00a0€ / mese il 1 marzo 2030.",
    );
    const cancelled = { ...base, cancelAtPeriodEnd: true, renewsAt: null, endsAt: "2030-03-01T12:00:00.000Z" };
    expect(describeSubscription(cancelled)).toMatchObject({
      status: "Disdetto",
      detail: "Disdetto: il tuo piano resta attivo fino al 1 marzo 2030.",
    });
  });
});
