// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FoodAnalysis } from "../../../shared/contracts/ai.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { AnalysisResults } from "./analysis-results.js";

const meal: FoodAnalysis = {
  foods: [{ name: "Lasagne", portion: "1 tray", calories: 1234.4, proteins: 60, carbs: 120, fats: 55 }],
  totalCalories: 1234.4,
  totalProteins: 60,
  totalCarbs: 120,
  totalFats: 55,
  benefits: ["Rich in protein"],
  concerns: [],
};

const nothing: FoodAnalysis = { ...meal, foods: [], totalCalories: 0, totalProteins: 0, totalCarbs: 0, totalFats: 0 };

afterEach(() => {
  cleanup();
  setPageLanguage("en", enMessages);
});

describe("the analysis results", () => {
  it("in English: the total, the foods and the note on the figures", () => {
    render(<AnalysisResults analysis={meal} source="photo" />);
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("Total")).toBeTruthy();
    expect(totals.textContent).toContain("1,234 kcal");
    expect(screen.getByRole("region", { name: "Foods identified" })).toBeTruthy();
    expect(screen.getByText("Figures are estimates from a photo; weigh your food for exact values.")).toBeTruthy();
  });

  it("in Italian: the total with Italian digits, headings and notes", () => {
    setPageLanguage("it", itMessages);
    render(<AnalysisResults analysis={meal} source="photo" />);
    const totals = screen.getByRole("region", { name: "Totali" });
    expect(within(totals).getByText("Totale")).toBeTruthy();
    expect(totals.textContent).toContain("1234 kcal");
    expect(screen.getByRole("region", { name: "Alimenti riconosciuti" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Benefici nutrizionali" })).toBeTruthy();
    expect(
      screen.getByText("I valori sono stime da una foto; pesa gli alimenti per avere valori esatti."),
    ).toBeTruthy();
  });

  it("in Italian: what could not be read from a description", () => {
    setPageLanguage("it", itMessages);
    render(<AnalysisResults analysis={{ ...nothing, unrecognised: [] }} source="description" />);
    expect(screen.getByText("Qui non è stato possibile contare nulla")).toBeTruthy();
    expect(screen.getByText("Nessun alimento riconosciuto in questa descrizione.")).toBeTruthy();
    expect(screen.getByText("Non è stato possibile determinare le calorie.")).toBeTruthy();
  });
});
