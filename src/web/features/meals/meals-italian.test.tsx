// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreateMealRequest, Meal } from "../../../shared/contracts/meals.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { MealDayGroup } from "./meal-day-group.js";
import { MealForm } from "./meal-form.js";
import { emptyMealForm } from "./meal-form-values.js";

/** The quick add and a day of the diary with the page in Italian. */
beforeEach(() => setPageLanguage("it", itMessages));
afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const meal = (id: number, food: string, extra: Partial<Meal> = {}): Meal =>
  ({
    id,
    food,
    calories: 250,
    proteins: 10,
    carbs: 30,
    fats: 8,
    macrosGiven: true,
    mealType: "lunch",
    timestamp: "2026-06-14T11:00:00.000Z",
    localDate: "2026-06-14",
    notes: null,
    ...extra,
  }) as Meal;

describe("the quick add in Italian", () => {
  it("names its fields in Italian and reads decimal commas", async () => {
    const onSubmit = vi.fn(async (_meal: CreateMealRequest) => true);
    const user = userEvent.setup({ delay: null });
    renderWithQueries(
      <MealForm
        idPrefix="it"
        initial={emptyMealForm()}
        submitLabel="Aggiungi pasto"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText("Tipo di pasto")).toBeTruthy();
    expect(screen.getByText("Macronutrienti")).toBeTruthy();
    const calories = screen.getByLabelText("Calorie") as HTMLInputElement;
    expect(calories.type).toBe("text");
    expect(calories.getAttribute("inputmode")).toBe("decimal");

    await user.click(screen.getByRole("button", { name: "Aggiungi pasto" }));
    // Nothing filled in: the form refuses it and sends nothing.
    await waitFor(() => expect(screen.getByLabelText("Calorie").getAttribute("aria-invalid")).toBe("true"));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Nome dell'alimento"), "Insalata di pollo");
    await user.type(calories, "250,5");
    await user.type(screen.getByLabelText("Proteine (g)"), "20,5");
    await user.click(screen.getByRole("button", { name: "Aggiungi pasto" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Read as 250.5 and 20.5, then rounded as the contract stores them (never 2505 nor refused).
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ food: "Insalata di pollo", calories: 251, proteins: 21 });
  });
});

describe("a day of the diary in Italian", () => {
  it("says an empty today in Italian", () => {
    renderWithQueries(
      <MealDayGroup
        date="2026-06-15"
        today="2026-06-15"
        meals={[]}
        actions={null}
        onCopyDay={null}
        onAdd={null}
        onShowNutrients={null}
      />,
    );
    expect(screen.getByText("Nessun pasto registrato oggi")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Colazione" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Spuntini" })).toBeTruthy();
    expect(screen.getAllByText("Niente registrato")).toHaveLength(4);
  });

  it("offers the copies in Italian and counts the meals without macros", () => {
    renderWithQueries(
      <MealDayGroup
        date="2026-06-14"
        today="2026-06-15"
        meals={[meal(1, "Pasta al pomodoro"), meal(2, "Caffè", { mealType: "breakfast", macrosGiven: false })]}
        actions={{ onEdit: vi.fn(), onDelete: vi.fn(), onCopyToToday: vi.fn() }}
        onCopyDay={vi.fn()}
        onAdd={vi.fn()}
        onShowNutrients={vi.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Copia la giornata su oggi" })).toBeTruthy();
    expect(screen.getByText("1 pasto non ha macronutrienti: i grammi non lo contano.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Aggiungi a Pranzo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Modifica Pasta al pomodoro" })).toBeTruthy();
    expect(screen.getAllByText("Copia su oggi").length).toBeGreaterThan(0);
    expect(screen.queryByText(/Copy|Nothing logged|Add to/)).toBeNull();
  });
});
