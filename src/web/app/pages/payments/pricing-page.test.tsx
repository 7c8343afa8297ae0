// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { TrialStatus, User } from "../../../../shared/contracts/auth.js";
import { messages as enMessages } from "../../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { PricingPage } from "./pricing-page.js";

const user: User = {
  id: 7,
  username: "maria",
  email: "maria@example.com",
  gender: "female",
  isAdmin: false,
  is_admin: false,
  isPremium: false,
  trialActive: true,
  hasActiveSubscription: false,
  subscriptionPlan: "trial",
  demoMode: false,
  createdAt: "2030-03-08T12:00:00.000Z",
  hasPassword: true,
};

const trial: TrialStatus = {
  trialActive: true,
  trialDaysLeft: 1,
  trialEndDate: "2030-03-12T12:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "trial",
  trialGranted: true,
  graceActive: false,
  graceDaysLeft: 0,
  graceEndDate: null,
};

/** The pricing page for a guest, or for `maria` on the last day of her trial. */
async function show({ signedIn = false } = {}) {
  fakeApi({
    "GET /api/payments/config": { json: { provider: "local", mode: "test" } },
    "GET /api/session": { json: { user: signedIn ? user : null } },
    "GET /api/trial-status": { json: trial },
    "GET /api/subscription": { json: { subscription: null, manage: "direct", provider: "local" } },
  });
  renderWithQueries(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
  await screen.findByRole("heading", { level: 1 });
}

const cardOf = (name: string | RegExp) => {
  const card = screen.getByRole("heading", { name }).closest("li");
  if (!card) throw new Error(`no card ${name}`);
  return card;
};

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the pricing page", () => {
  it("in English: the specification's plans and prices", async () => {
    await show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Transparent Pricing");
    const monthly = cardOf("Premium Monthly");
    expect(monthly.textContent).toContain("3.99 EUR / month");
    expect(within(monthly).getByRole("link", { name: "Choose Monthly" })).toBeTruthy();
    expect(cardOf("Premium Annual").textContent).toContain("39.99 EUR / year");
    expect(within(cardOf("Free Trial")).getByRole("link", { name: "Start Free Trial" })).toBeTruthy();
    expect(screen.getByText(/your data export \(JSON and CSV data download\)/)).toBeTruthy();
  });

  it("in Italian: heading, plan names, euro prices, features, buttons and the line on every account", async () => {
    setPageLanguage("it", itMessages);
    await show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Prezzi trasparenti");
    expect(document.title).toBe("Prezzi | Macrowise");
    // The plans' names are also the admin dashboard's, whose catalog writes them in lower case:
    // whichever the catalogs settle on, the name is Italian.
    const monthly = cardOf(/^Premium mensile$/i);
    expect(monthly.textContent).toContain("3,99\u00a0€ / mese");
    expect(within(monthly).getByText("Il più flessibile")).toBeTruthy();
    expect(within(monthly).getByText("Accesso API: chiavi API, REST API e MCP")).toBeTruthy();
    expect(within(monthly).getByRole("link", { name: "Scegli Mensile" })).toBeTruthy();
    const yearly = cardOf(/^Premium annuale$/i);
    expect(yearly.textContent).toContain("39,99\u00a0€ / anno");
    expect(within(yearly).getByText("Accesso anticipato alle nuove funzionalità")).toBeTruthy();
    const trialCard = cardOf("Prova gratuita");
    expect(trialCard.textContent).toContain("0 / 5 giorni");
    // What the trial does not give is struck through, said to a screen reader in Italian.
    expect(trialCard.textContent).toContain("Non incluso: Assistenza prioritaria");
    expect(within(trialCard).getByRole("link", { name: "Inizia la prova gratuita" })).toBeTruthy();
    expect(
      screen.getByText(
        "Su ogni account, con o senza piano: l'esportazione dei tuoi dati (download in JSON e CSV) e l'eliminazione dell'account.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Torna alla home" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["EUR", "Transparent", "Choose Monthly", "Priority support", "month"])
      expect(text).not.toContain(english);
  });

  it("in Italian, signed in on the trial's last day: the trial card's note and the kept day, in the singular", async () => {
    setPageLanguage("it", itMessages);
    await show({ signedIn: true });
    expect(await within(cardOf("Prova gratuita")).findByText("La tua prova gratuita: 1 giorno rimasto")).toBeTruthy();
    expect(
      await screen.findByText(
        /^L'ultimo giorno della prova resta gratuito: paghi oggi e il periodo a pagamento inizia il 12 marzo 2030, alla fine della prova\.$/,
      ),
    ).toBeTruthy();
  });
});
