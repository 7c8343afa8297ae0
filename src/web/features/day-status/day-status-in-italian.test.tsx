// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { DayStatusControl } from "./day-status-control.js";

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the day status in Italian", () => {
  it("explain the day's status in Italian, with the page's numbers", async () => {
    setPageLanguage("it", itMessages);
    fakeApi({
      "GET /api/day-status": {
        json: [{ date: "2026-11-22", status: "partial", marked: null, mealCount: 1, calories: 1234, target: 12_000 }],
      },
    });
    renderWithQueries(<DayStatusControl date="2026-11-22" />);
    expect(
      await screen.findByText(
        "Conteggiato come parziale: escluso (1 pasto, 1234 di 12.000 kcal: per essere completo servono 2 pasti e il 40 %).",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Automatico" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("group", { name: "Il diario di questo giorno" })).toBeTruthy();
  });

  it("explain the day's status in English as before", async () => {
    fakeApi({
      "GET /api/day-status": {
        json: [{ date: "2026-11-22", status: "fasted", marked: "fasted", mealCount: 0, calories: 0, target: 2000 }],
      },
    });
    renderWithQueries(<DayStatusControl date="2026-11-22" />);
    expect(await screen.findByText("Counted as fasted: 0 kcal, as you marked it.")).toBeTruthy();
  });
});
