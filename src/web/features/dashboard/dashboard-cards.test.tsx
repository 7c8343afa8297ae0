// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { GettingStartedCard } from "./getting-started-card.js";
import { GoalSummaryCard } from "./goal-summary-card.js";
import { TotalsCards } from "./totals-cards.js";

const goal: Goal = {
  id: 1,
  userId: 1,
  name: "",
  description: null,
  calories: 1234.5,
  proteins: 150,
  carbs: 200,
  fats: 65,
  startDate: "2026-11-01",
  endDate: null,
  isActive: true,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
};
const totals = { calories: 12_345, proteins: 75.4, carbs: 0, fats: 30 };

/** A total card's text, by its nutrient. */
const card = (key: string) => screen.getByTestId(`total-${key}`).textContent ?? "";

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the dashboard's cards", () => {
  it("write the totals and the goal in English as they always have: bare figures", () => {
    renderWithQueries(<TotalsCards totals={totals} goal={goal} loading={false} />);
    expect(card("calories")).toContain("Calories (kcal)");
    expect(card("calories")).toContain("12345");
    expect(card("calories")).toContain("Goal: 1234.5 kcal");
    expect(card("proteins")).toContain("75");
    expect(screen.getByRole("progressbar", { name: "Protein (g) progress" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Today's totals" })).toBeTruthy();
  });

  it("write the totals and the goal in Italian with Italian numbers", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(<TotalsCards totals={totals} goal={{ ...goal, fats: 0 }} loading={false} />);
    expect(card("calories")).toContain("Calorie (kcal)");
    expect(card("calories")).toContain("12.345");
    expect(card("calories")).toContain("Obiettivo: 1234,5 kcal");
    expect(card("calories")).not.toContain("1234.5");
    expect(card("proteins")).toContain("Proteine (g)");
    expect(card("fats")).toContain("Nessun obiettivo di grassi");
    expect(screen.getByRole("progressbar", { name: "Avanzamento: Proteine (g)" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "I totali di oggi" })).toBeTruthy();
  });

  it("show the goal summary and the first steps in Italian", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(
      <>
        <GoalSummaryCard goal={goal} loading={false} onOpenGoals={() => {}} />
        <GettingStartedCard hasGoal={false} onAddMeal={() => {}} onOpenGoals={() => {}} />
      </>,
    );
    expect(screen.getByText("Obiettivo nutrizionale")).toBeTruthy();
    // A goal without a name shows the default name, in Italian.
    expect(screen.getByText("Obiettivo di mantenimento")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Gestisci gli obiettivi" })).toBeTruthy();
    expect(screen.getByText("Inizia la giornata")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Registra il tuo primo pasto" })).toBeTruthy();
    expect(screen.getByText(/I modelli vanno da 1600 a 2500 kcal\./)).toBeTruthy();
  });

  it("keep the English first steps word for word", () => {
    renderWithQueries(<GettingStartedCard hasGoal onAddMeal={() => {}} onOpenGoals={() => {}} />);
    expect(
      screen.getByText(
        "Nothing is logged this week yet. Two steps and this page fills with your totals, your progress and your trends.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Done")).toBeTruthy();
    expect(screen.getByText("Your goal is set; the cards above track it.")).toBeTruthy();
  });
});
