// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Weight, WeightTrend } from "../../../shared/contracts/weights.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { WeighInList } from "./weigh-in-list.js";
import { WeightTrendCard } from "./weight-trend-card.js";

const TODAY = "2026-11-20";
const trend: WeightTrend = {
  from: "2026-08-22",
  to: TODAY,
  points: [
    { date: "2026-11-18", weightKg: 71.4, trendKg: 71.62, interpolated: false },
    { date: "2026-11-19", weightKg: null, trendKg: 71.58, interpolated: true },
    { date: "2026-11-20", weightKg: 71.2, trendKg: 71.5, interpolated: false },
  ],
  changes: { week: -0.4, twoWeeks: null, fourWeeks: -1.25, perWeek: -0.31 },
  latest: { date: TODAY, weightKg: 71.2, trendKg: 71.5 },
  goalWeightKg: 68,
};
const weight = (id: number, date: string, weightKg: number): Weight => ({
  id,
  date,
  weightKg,
  note: null,
  createdAt: `${date}T07:00:00.000Z`,
  updatedAt: `${date}T07:00:00.000Z`,
});

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("weights in Italian", () => {
  it("the trend card: its figures with a decimal comma, the changes and the ranges in Italian", async () => {
    setPageLanguage("it", itMessages);
    fakeApi({ "GET /api/weights/trend": { json: trend } });
    renderWithQueries(<WeightTrendCard units="metric" display="show" today={TODAY} />);

    expect(await screen.findByTestId("trend-weight")).toHaveProperty("textContent", "71,5 kg");
    expect(screen.getByRole("heading", { name: "Peso di tendenza" })).toBeTruthy();
    expect(screen.getByText("peso di tendenza")).toBeTruthy();
    expect(screen.getByRole("button", { name: "3 mesi" })).toBeTruthy();
    const changes = screen.getByTestId("weight-changes");
    expect(within(changes).getByTestId("change-week").textContent).toBe("1 settimana−0,4 kg");
    expect(within(changes).getByTestId("change-twoWeeks").textContent).toBe("2 settimanePesate insufficienti");
    expect(within(changes).getByTestId("change-perWeek").textContent).toBe("A settimana−0,31 kg a settimana");
  });

  it("the list: dates in Italian, weights with a decimal comma", async () => {
    setPageLanguage("it", itMessages);
    fakeApi({ "GET /api/weights": { json: [weight(1, "2026-11-16", 71.4), weight(2, "2026-11-20", 70.5)] } });
    renderWithQueries(<WeighInList units="metric" display="show" today={TODAY} />);

    const rows = await screen.findAllByTestId("weigh-in-row");
    expect(rows[0]?.textContent).toBe("ven 20 nov 202670,5 kg");
    expect(rows[1]?.textContent).toBe("lun 16 nov 202671,4 kg");
    expect(screen.getByRole("button", { name: "Elimina la pesata del 2026-11-20" })).toBeTruthy();
  });
});
