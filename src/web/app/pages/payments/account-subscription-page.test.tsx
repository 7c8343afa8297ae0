// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../../shared/contracts/auth.js";
import type { SubscriptionView } from "../../../../shared/contracts/payments.js";
import { messages as enMessages } from "../../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { AccountSubscriptionPage } from "./account-subscription-page.js";

const user: User = {
  id: 7,
  username: "maria",
  email: "maria@example.com",
  gender: "female",
  isAdmin: false,
  is_admin: false,
  isPremium: true,
  trialActive: false,
  hasActiveSubscription: true,
  subscriptionPlan: "premium-monthly",
  demoMode: false,
  createdAt: "2030-01-01T12:00:00.000Z",
  hasPassword: true,
};

const view: SubscriptionView = {
  provider: "local",
  manage: "direct",
  subscription: {
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
  },
};

async function show() {
  fakeApi({
    "GET /api/session": { json: { user } },
    "GET /api/subscription": { json: view },
    "GET /api/trial-status": { status: 404, json: { message: "Not found" } },
    "GET /api/payments/config": { json: { provider: "local", mode: "test" } },
  });
  renderWithQueries(
    <MemoryRouter>
      <AccountSubscriptionPage />
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 2, name: /^Premium/ });
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the account's subscription page", () => {
  it("in English: the plan, its next charge and the cancel confirmation", async () => {
    await show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your subscription");
    expect(screen.getByText("Next charge of 3.99 EUR / month on March 1, 2030.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Cancel your subscription?")).toBeTruthy();
    expect(dialog.textContent).toContain(
      "Your plan stays active until March 1, 2030; it will not renew. You can resume it until then.",
    );
  });

  it("in Italian: headings, the next charge in euros with an Italian date, cancelling and the account's data", async () => {
    setPageLanguage("it", itMessages);
    await show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Il tuo abbonamento");
    expect(document.title).toBe("Abbonamento | Macrowise");
    expect(screen.getByText("Prossimo addebito di 3,99 € / mese il 1 marzo 2030.")).toBeTruthy();
    expect(
      screen.getByText(
        "Se disdici, mantieni tutte le funzionalità fino alla fine del periodo pagato; nessun rimborso parziale.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "I tuoi dati e il tuo account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Elimina il mio account" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Disdici l'abbonamento" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Disdire l'abbonamento?")).toBeTruthy();
    expect(dialog.textContent).toContain(
      "Il tuo piano resta attivo fino al 1 marzo 2030 e non si rinnoverà. Fino ad allora puoi riprenderlo.",
    );
  });
});
