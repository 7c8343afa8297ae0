// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DayNutrients } from "../../../shared/contracts/nutrients.js";
import { MICRONUTRIENT_KEYS } from "../../../shared/domain/nutrients.js";
import { referenceIntakesFor } from "../../../shared/domain/reference-intakes.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { referenceLabelText } from "./nutrient-names.js";
import { NutrientPanel } from "./nutrient-panel.js";

const reference = referenceIntakesFor("female", 40);
const day: DayNutrients = {
  date: "2026-11-22",
  timeZone: "Europe/Rome",
  mealCount: 3,
  mealsWithoutDetails: 1,
  referenceLabel: reference.label,
  personalReference: true,
  nutrients: MICRONUTRIENT_KEYS.map((key) => ({
    key,
    amount: key === "sodium" ? 1234.5 : key === "vitaminC" ? 53.25 : null,
    mealsMissing: 0,
    reference: reference.values[key] ?? null,
  })),
};

function showPanel() {
  fakeApi({ "GET /api/nutrients/day": { json: day } });
  renderWithQueries(<NutrientPanel date="2026-11-22" enabled emptyText="—" />);
}

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the nutrients in Italian", () => {
  it("name the nutrients, the reference and the amounts in Italian", async () => {
    setPageLanguage("it", itMessages);
    showPanel();
    const sodium = await screen.findByTestId("nutrient-sodium");
    expect(sodium.textContent).toContain("Sodio");
    expect(screen.getByTestId("nutrient-sodium").querySelector("[data-testid=nutrient-amount]")?.textContent).toBe(
      "1235",
    );
    expect(screen.getByTestId("nutrient-vitaminC").textContent).toContain("Vitamina C");
    expect(screen.getByTestId("nutrient-vitaminC").textContent).toContain("53,3");
    expect(screen.getByTestId("nutrient-summary").textContent).toBe(
      "Da 2 su 3 pasti registrati dal database degli alimenti. 1 inserito a mano non ha micronutrienti.",
    );
    expect(screen.getByText("A confronto con: Donne di 31–50 anni (assunzioni di riferimento DRI)")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Minerali" })).toBeTruthy();
  });

  it("keep the English panel word for word", async () => {
    showPanel();
    await screen.findByTestId("nutrient-sodium");
    expect(screen.getByTestId("nutrient-summary").textContent).toBe(
      "From 2 of 3 meals logged from the food database. 1 entered by hand has no micronutrients.",
    );
    expect(screen.getByText(`Compared with: ${reference.label}`)).toBeTruthy();
    expect(screen.getByTestId("nutrient-vitaminC").textContent).toContain("Vitamin C");
  });

  it("say every reference the domain writes in Italian", () => {
    setPageLanguage("it", itMessages);
    for (const [sex, age] of [
      ["male", 16],
      ["female", 12],
      ["male", 75],
      [null, 2],
      [null, 40],
    ] as const) {
      const label = referenceIntakesFor(sex, age).label;
      expect(referenceLabelText(label)).not.toBe(label);
    }
  });
});
