// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { AddMealCard } from "./add-meal-card.js";
import { GuestProfilePromo } from "./guest-profile-promo.js";

/** The home page's add-meal card and the guest's profile card with the page in Italian. */
beforeEach(() => setPageLanguage("it", itMessages));
afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const inRouter = (ui: React.ReactElement) => renderWithQueries(<MemoryRouter>{ui}</MemoryRouter>);

describe("the home page in Italian", () => {
  it("offers a guest to register to add meals", () => {
    inRouter(<AddMealCard signedIn={false} />);
    expect(screen.getByText("Aggiungi un pasto")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Registrati per aggiungere pasti" })).toBeTruthy();
    expect(screen.queryByText(/Register|Add New Meal/)).toBeNull();
  });

  it("names the two ways to add a meal and the buttons beside them", () => {
    fakeApi({ "GET /api/foods/recent": { json: { recent: [], frequent: [] } } });
    inRouter(<AddMealCard signedIn />);
    expect(screen.getByRole("tab", { name: "Dal database" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Aggiunta rapida" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "I miei alimenti" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copia ieri su oggi" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Aggiungi pasto", hidden: true })).toBeTruthy();
  });

  it("asks a guest to create an account for a profile", () => {
    inRouter(<GuestProfilePromo />);
    expect(screen.getByText("Il tuo profilo nutrizionale personale")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Crea il tuo account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Accedi" })).toBeTruthy();
  });
});
