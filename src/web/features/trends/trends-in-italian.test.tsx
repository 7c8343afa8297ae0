// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Trends } from "../../../shared/contracts/trends.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { TrendsPanel } from "./trends-panel.js";
import { WeeklyProgressCard } from "./weekly-progress-card.js";

/** `days` + 1 points of nothing logged: the panels' empty states, no chart to load. */
const emptyTrends = (days: number): Trends => ({
  days,
  timeZone: "Europe/Rome",
  points: Array.from({ length: days + 1 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, "0")}`,
    calories: 0,
    proteins: 0,
    carbs: 0,
    fats: 0,
  })),
});

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the trends in Italian", () => {
  it("name the periods, the chart types and the empty week in Italian", async () => {
    setPageLanguage("it", itMessages);
    const user = userEvent.setup({ delay: null });
    renderWithQueries(
      <>
        <TrendsPanel signedIn demoTrends={emptyTrends} />
        <WeeklyProgressCard signedIn goalCalories={12_500} demoTrends={emptyTrends} />
      </>,
    );
    expect(screen.getByText("Andamento nutrizionale")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Periodo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "7 giorni" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Barre" })).toBeTruthy();
    expect(screen.getByText("Ancora nessun pasto negli ultimi 8 giorni.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "30 giorni" }));
    expect(screen.getByText("Ancora nessun pasto negli ultimi 31 giorni.")).toBeTruthy();
    expect(
      screen.getByText("Le calorie degli ultimi 7 giorni a confronto con il tuo obiettivo di 12.500 kcal."),
    ).toBeTruthy();
  });

  it("keep the English labels and the bare goal figure", () => {
    renderWithQueries(
      <>
        <TrendsPanel signedIn demoTrends={emptyTrends} />
        <WeeklyProgressCard signedIn goalCalories={12_500} demoTrends={emptyTrends} />
      </>,
    );
    expect(screen.getByRole("button", { name: "14 days" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Composed" })).toBeTruthy();
    expect(screen.getByText("No meals in the last 8 days yet.")).toBeTruthy();
    expect(screen.getByText("Calories of the last 7 days against your 12500 kcal goal.")).toBeTruthy();
  });
});
