// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Expenditure } from "../../../shared/contracts/expenditure.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { ExpenditureCard } from "./expenditure-card.js";

const TODAY = "2026-11-20";
const base: Expenditure = {
  status: "updating",
  expenditure: 2480,
  low: 2310,
  high: 2650,
  confidence: "medium",
  formula: 2350,
  completeDays: 21,
  weighIns: 14,
  windowDays: 28,
};

function show(figure: Expenditure | { status: number; json: unknown }) {
  fakeApi({
    "GET /api/expenditure": "status" in figure && typeof figure.status === "number" ? figure : { json: figure },
    "GET /api/expenditure/history": { json: [] },
  });
  renderWithQueries(<ExpenditureCard today={TODAY} />);
  return screen.getByTestId("expenditure-card");
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the expenditure card", () => {
  it("updating: the figure, its interval and confidence, and what it is based on", async () => {
    const card = show(base);
    const state = await within(card).findByTestId("expenditure-updating");
    expect(within(state).getByTestId("expenditure-value").textContent).toBe("2,480");
    expect(within(state).getByTestId("expenditure-confidence").textContent).toBe("medium confidence");
    expect(within(state).getByTestId("expenditure-interval").textContent).toBe("95 % interval: 2,310–2,650 kcal");
    expect(within(state).getByTestId("expenditure-based-on").textContent).toBe(
      "Based on 21 complete days, 14 weigh-ins in 28 days. Your starting estimate: 2,350 kcal a day.",
    );
    expect(within(card).queryByText(/Holding/)).toBeNull();
  });

  it("collecting: the warm-up's progress, and the starting estimate as the figure", async () => {
    const card = show({
      ...base,
      status: "collecting",
      expenditure: 2350,
      low: 1664,
      high: 3036,
      confidence: "low",
      completeDays: 6,
      weighIns: 4,
      windowDays: 8,
      reason: "Collecting data: 8 of 14 days.",
    });
    const state = await within(card).findByTestId("expenditure-collecting");
    expect(within(state).getByText("Collecting: 8 of 14 days")).toBeTruthy();
    const bar = within(state).getByRole("progressbar", { name: "Collecting: 8 of 14 days" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeCloseTo((8 / 14) * 100);
    expect(within(state).getByTestId("expenditure-value").textContent).toBe("2,350");
    expect(within(state).getByText(/Your starting estimate: 2,350 kcal a day/)).toBeTruthy();
  });

  it("holding: the last figure kept, and why", async () => {
    const card = show({ ...base, status: "holding", reason: "No weigh-in in the last 7 days." });
    const state = await within(card).findByTestId("expenditure-holding");
    expect(within(state).getByText("Holding the last figure.")).toBeTruthy();
    expect(within(state).getByText(/No weigh-in in the last 7 days\./)).toBeTruthy();
    expect(within(state).getByTestId("expenditure-value").textContent).toBe("2,480");
  });

  it("in Italian: the figure, its interval, confidence and counts in Italian words and figures", async () => {
    setPageLanguage("it", itMessages);
    const card = show({ ...base, expenditure: 12480, low: 12310, high: 12650, completeDays: 1, weighIns: 14 });
    const state = await within(card).findByTestId("expenditure-updating");
    expect(within(card).getByRole("heading", { name: "Dispendio energetico" })).toBeTruthy();
    // Italian groups thousands only from five digits, with a dot.
    expect(within(state).getByTestId("expenditure-value").textContent).toBe("12.480");
    expect(within(state).getByText("kcal al giorno")).toBeTruthy();
    expect(within(state).getByTestId("expenditure-confidence").textContent).toBe("affidabilità media");
    expect(within(state).getByTestId("expenditure-interval").textContent).toBe(
      "Intervallo al 95 %: 12.310–12.650 kcal",
    );
    expect(within(state).getByTestId("expenditure-based-on").textContent).toBe(
      "Basato su 1 giorno completo e 14 pesate in 28 giorni. La tua stima iniziale: 2350 kcal al giorno.",
    );
  });

  it("in Italian: collecting and holding, with the reason as the server wrote it in Italian", async () => {
    setPageLanguage("it", itMessages);
    const collecting = show({
      ...base,
      status: "collecting",
      confidence: "low",
      windowDays: 20,
      reason: "1 pesata negli ultimi 20 giorni; ne servono almeno 4.",
    });
    const state = await within(collecting).findByTestId("expenditure-collecting");
    expect(within(state).getByText("Raccolta dati in corso")).toBeTruthy();
    expect(within(state).getByText("1 pesata negli ultimi 20 giorni; ne servono almeno 4.")).toBeTruthy();
    expect(within(state).getByTestId("expenditure-confidence").textContent).toBe("affidabilità bassa");
    resetComponents();

    const holding = show({ ...base, status: "holding", reason: "Nessuna pesata negli ultimi 7 giorni." });
    const held = await within(holding).findByTestId("expenditure-holding");
    expect(within(held).getByText("Resta valido l'ultimo valore.")).toBeTruthy();
    expect(within(held).getByText(/Nessuna pesata negli ultimi 7 giorni\./)).toBeTruthy();
  });

  it("a failure says so and offers to try again", async () => {
    const card = show({ status: 500, json: { message: "Database unavailable" } });
    const alert = await within(card).findByRole("alert");
    expect(within(alert).getByText("Your expenditure could not be loaded")).toBeTruthy();
    expect(within(alert).getByText("Database unavailable")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
