// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../../shared/contracts/auth.js";
import type { LocalSession } from "../../../../shared/contracts/payments.js";
import { LOCALE_COOKIE } from "../../../../shared/i18n/locales.js";
import * as pageLanguage from "../../../lib/i18n.js";
import { loadItalianFirst } from "../../../lib/italian-first.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { SubscriptionSuccessPage } from "./subscription-success-page.js";
import { TestPaymentPage } from "./test-payment-page.js";

const user: User = {
  id: 7,
  username: "maria",
  email: "maria@example.com",
  gender: "female",
  isAdmin: false,
  is_admin: false,
  isPremium: false,
  trialActive: false,
  hasActiveSubscription: false,
  subscriptionPlan: "trial",
  demoMode: false,
  createdAt: "2030-03-01T12:00:00.000Z",
  hasPassword: true,
};

const session = (over: Partial<LocalSession> = {}): LocalSession => ({
  id: "ps_1",
  planId: "premium-monthly",
  amountCents: 399,
  currency: "EUR",
  status: "open",
  expiresAt: "2030-03-08T13:00:00.000Z",
  ...over,
});

/** /test-payment?session=ps_1 in an English app (the person has not chosen a language). */
function show(answer: LocalSession) {
  const api = fakeApi({
    "GET /api/payments/config": { json: { provider: "local", mode: "test" } },
    "GET /api/session": { json: { user } },
    "GET /api/trial-status": { status: 404, json: { message: "Not found" } },
    "GET /api/payments/local/sessions/ps_1": { json: answer },
    "POST /api/payments/local/sessions/ps_1/pay": { json: { redirectUrl: "/payment-success", message: "ok" } },
  });
  renderWithQueries(
    <MemoryRouter initialEntries={["/test-payment?session=ps_1"]}>
      <TestPaymentPage />
    </MemoryRouter>,
  );
  return api;
}

/**
 * Forgets the Italian-first translator a test loaded, where lib/i18n.ts keeps it (its
 * `setItalianFirst`; a lib/i18n.ts without it decides at each render and keeps nothing to forget).
 */
const forgetItalianFirst = () =>
  (pageLanguage as unknown as { setItalianFirst?: (translator: null) => void }).setItalianFirst?.(null);

/** The person's choice of English (the switch's cookie), before the page's route loads. */
async function chooseEnglish() {
  // biome-ignore lint/suspicious/noDocumentCookie: the language switch's cookie, as the page reads it
  document.cookie = `${LOCALE_COOKIE}=en`;
  forgetItalianFirst();
  await loadItalianFirst();
}

afterEach(() => {
  resetComponents();
  forgetItalianFirst();
  // biome-ignore lint/suspicious/noDocumentCookie: taken back for the next test
  document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe("the pages the specification wrote in Italian", () => {
  it("/test-payment speaks the specification's Italian to whom has not chosen a language", async () => {
    await loadItalianFirst();
    const api = show(session());
    expect(await screen.findByRole("heading", { name: "Premium Mensile: 3.99 EUR al mese" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagamento di prova");
    expect(screen.getByText("Totale: 3.99 EUR")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe(
      "Modalità di prova: nessun addebito. Nessuna carta vera viene usata e non si muove denaro.",
    );
    expect(screen.getByLabelText("Numero di carta")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simula rifiuto" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Annulla" })).toBeTruthy();
    expect(document.querySelector("[lang]")?.getAttribute("lang")).toBe("it");
    fireEvent.click(screen.getByRole("button", { name: "Paga 3.99 EUR" }));
    await waitFor(() => expect(api.to("POST /api/payments/local/sessions/ps_1/pay")).toHaveLength(1));
  });

  it("/test-payment keeps the specification's Italian message for a closed session", async () => {
    await loadItalianFirst();
    show(session({ status: "canceled" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Questa sessione di pagamento non è più aperta. Torna ai prezzi",
    );
  });

  it("/test-payment in English for whom chose English", async () => {
    await chooseEnglish();
    show(session({ planId: "premium-yearly", amountCents: 3999 }));
    expect(await screen.findByRole("heading", { name: "Premium Annual: 39.99 EUR per year" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Test payment");
    expect(screen.getByRole("button", { name: "Pay 39.99 EUR" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simulate a decline" })).toBeTruthy();
    expect(document.querySelector("[lang]")?.getAttribute("lang")).toBe("en");
  });

  it("/subscription-success: Italian, or English for whom chose it", async () => {
    await loadItalianFirst();
    renderWithQueries(
      <MemoryRouter>
        <SubscriptionSuccessPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Abbonamento confermato!");
    expect(screen.getByRole("link", { name: "Torna alla home" })).toBeTruthy();
    expect(document.title).toBe("Abbonamento confermato | Macrowise");
    resetComponents();

    await chooseEnglish();
    renderWithQueries(
      <MemoryRouter>
        <SubscriptionSuccessPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Subscription confirmed!");
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });
});
