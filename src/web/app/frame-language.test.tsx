// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../shared/contracts/auth.js";
import { messages as enMessages } from "../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../shared/i18n/catalogs/it.js";
import { msg } from "../../shared/i18n/msg.js";
import { MealMacros } from "../components/meal-macros.js";
import { FieldError } from "../components/ui/field-error.js";
import { addMealErrorText } from "../lib/add-meal-error.js";
import { ApiError, apiGet, errorMessage } from "../lib/api.js";
import { setPageLanguage } from "../lib/i18n.js";
import { mealTypeLabels } from "../lib/meal-types.js";
import { fakeApi, renderWithQueries, resetComponents } from "../test/component-harness.js";
import { ErrorFallback } from "./error-fallback.js";
import { Footer } from "./layout/footer.js";
import { Navbar } from "./layout/navbar.js";
import { UserMenu } from "./layout/user-menu.js";
import { NotFoundPage } from "./pages/not-found-page.js";

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const admin: User = {
  id: 1,
  username: "marta",
  email: "marta@example.com",
  gender: "female",
  isAdmin: true,
  is_admin: true,
  isPremium: true,
  trialActive: false,
  hasActiveSubscription: false,
  subscriptionPlan: "unlimited",
  demoMode: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  hasPassword: true,
};

function showAt(path: string, ui: React.ReactElement) {
  fakeApi({
    "GET /api/session": { json: { user: null } },
    "GET /api/payments/config": { json: { provider: "local", publishableKey: null } },
  });
  return renderWithQueries(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

const bodyText = () => document.body.textContent ?? "";

describe("the app's frame in Italian", () => {
  it("the header and the footer: links, landmarks and the tagline", () => {
    setPageLanguage("it", itMessages);
    showAt(
      "/guide",
      <>
        <Navbar />
        <Footer />
      </>,
    );
    const main = screen.getByRole("navigation", { name: "Principale" });
    expect(within(main).getByRole("link", { name: "Guida" }).getAttribute("href")).toBe("/guide");
    for (const name of ["Prezzi", "Installa l'app", "Contatti", "Accedi/Registrati"])
      expect(within(main).getByRole("link", { name })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apri il menu" })).toBeTruthy();
    const footer = screen.getByRole("navigation", { name: "Piè di pagina" });
    expect(footer.textContent).toContain("Guida per l'utente");
    expect(screen.getByRole("link", { name: "Informativa sulla privacy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(screen.getByRole("link", { name: "Termini di servizio" }).getAttribute("href")).toBe("/terms-of-service");
    expect(bodyText()).toContain(`© ${new Date().getFullYear()} Macrowise. Mangia bene, tieni traccia con semplicità.`);
    for (const english of ["User Guide", "Privacy Policy", "Eat well", "Login/Register", "Pricing"])
      expect(bodyText()).not.toContain(english);
  });

  it("the user menu, opened", async () => {
    setPageLanguage("it", itMessages);
    showAt("/home", <UserMenu user={admin} defaultOpen />);
    // The open menu hides the rest of the page from assistive technology, its trigger too.
    expect(screen.getByRole("button", { name: "marta, Menu utente", hidden: true })).toBeTruthy();
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("Accesso effettuato come marta");
    for (const item of ["Profilo", "Corpo ed energia", "Chiavi API", "Pannello di amministrazione", "Esci"])
      expect(screen.getByRole("menuitem", { name: item })).toBeTruthy();
  });

  it("the 404 page: heading, text, buttons and the tab's title", () => {
    setPageLanguage("it", itMessages);
    showAt("/nowhere", <NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina non trovata");
    expect(screen.getByText("La pagina che cerchi non esiste o è stata spostata.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vai alla home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Prova l'Analizzatore di alimenti" }).getAttribute("href")).toBe(
      "/food-analyzer",
    );
    expect(screen.getByText("/nowhere")).toBeTruthy();
    expect(document.title).toBe("Pagina non trovata");
  });

  it("the 404 page keeps the specification's English", () => {
    showAt("/nowhere", <NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toBeTruthy();
    expect(document.title).toBe("Page Not Found");
  });

  it("the error page, with the reference to quote", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(<ErrorFallback requestId="req-9" />);
    expect(screen.getByRole("heading", { name: "Ops! Qualcosa è andato storto" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Se lo segnali, indica il riferimento req-9");
    expect(screen.getByRole("link", { name: "Torna alla home page" }).getAttribute("href")).toBe("/");
  });
});

describe("the frame's texts made outside components, in Italian", () => {
  it("a field's message marked with msg() is translated; one already in words is shown as it is", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(
      <>
        <FieldError id="a" message={msg("Something went wrong. Please try again.")} />
        <FieldError id="b" message="Il nome è già in uso" />
      </>,
    );
    const [translated, asIs] = screen.getAllByRole("alert");
    expect(translated?.textContent).toBe("Qualcosa è andato storto. Riprova.");
    expect(asIs?.textContent).toBe("Il nome è già in uso");
  });

  it("errors: the fallback, the add-meal message and a server failure's reference", async () => {
    setPageLanguage("it", itMessages);
    expect(errorMessage(null)).toBe("Qualcosa è andato storto. Riprova.");
    expect(addMealErrorText(new ApiError("Alimento non trovato", 404))).toBe(
      "Impossibile aggiungere il pasto: Alimento non trovato",
    );
    fakeApi({ "GET /api/dashboard": { status: 500, json: { message: "Errore del server", requestId: "req-1" } } });
    const error = await apiGet("/api/dashboard").catch((thrown: unknown) => thrown);
    expect((error as ApiError).message).toBe("Errore del server (Riferimento: req-1)");
  });

  it("meal types are catalog messages, and macros are written with a decimal comma", () => {
    setPageLanguage("it", itMessages);
    // The English is the id, translated where shown.
    expect(mealTypeLabels.dinner).toBe("Dinner");
    const { container } = renderWithQueries(
      <MealMacros totals={{ calories: 1900, proteins: 30.5, carbs: 60, fats: 12.25 }} />,
    );
    expect(container.textContent).toBe("1900 kcal · P 30,5 g · C 60 g · G 12,25 g");
    expect(screen.getByTitle("Grassi")).toBeTruthy();
  });

  it("macros keep English's figures as they were", () => {
    const { container } = renderWithQueries(
      <MealMacros totals={{ calories: 1900, proteins: 30.5, carbs: 60, fats: 12.25 }} />,
    );
    expect(container.textContent).toBe("1900 kcal · P 30.5 g · C 60 g · F 12.25 g");
  });
});
