// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../../lib/i18n.js";
import { renderWithQueries, resetComponents } from "../../../test/component-harness.js";
import { LandingPage } from "./landing-page.js";

function show() {
  renderWithQueries(
    <MemoryRouter initialEntries={["/"]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the landing page", () => {
  it("speaks English, the specification's words", () => {
    show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Know what you eat. Reach your nutrition goals.",
    );
    expect(screen.getByText("5-day free trial, no card needed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Your Journey" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("heading", { name: "How it works" })).toBeTruthy();
    expect(document.title).toBe("Macrowise: nutrition tracking made simple");
  });

  it("speaks Italian: the hero, the feature cards, the steps and the title", () => {
    setPageLanguage("it", itMessages);
    show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Scopri cosa mangi. Raggiungi i tuoi obiettivi nutrizionali.",
    );
    expect(screen.getByText("Prova gratuita di 5 giorni, senza carta")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Inizia il tuo percorso" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "Leggi la guida" }).getAttribute("href")).toBe("/guide");
    // The cards and steps are data defined before the language is known, translated where shown.
    expect(screen.getByRole("link", { name: /Registra i tuoi pasti/ }).getAttribute("href")).toBe(
      "/home?section=meals",
    );
    expect(screen.getByText("Analizzatore di alimenti")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Come funziona" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Segui i tuoi progressi" })).toBeTruthy();
    expect(document.title).toBe("Macrowise: il diario alimentare reso semplice");
    // No English sentence of the page is left.
    const text = document.body.textContent ?? "";
    for (const english of ["Track Your Meals", "How it works", "Start Your Journey", "Create your account"])
      expect(text).not.toContain(english);
  });
});
