// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Goal, goalPresetKeys, goalPresets } from "../../../shared/contracts/goals.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { ActiveGoalCard } from "./active-goal-card.js";
import { GoalForm } from "./goal-form.js";
import { presetTexts } from "./goal-form-values.js";
import { GoalHistoryTable } from "./goal-history-table.js";

const savedGoal = (request: { body: unknown }) => ({ json: { id: 7, ...(request.body as object) } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const goal: Goal = {
  id: 3,
  userId: 1,
  name: "Taglio",
  description: null,
  calories: 12_345.5,
  proteins: 140,
  carbs: 150,
  fats: 55,
  startDate: "2026-11-22",
  endDate: null,
  isActive: true,
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:00:00.000Z",
};

afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

describe("the goals in Italian", () => {
  it("the presets' texts are the contract's, word for word, in English", () => {
    for (const key of goalPresetKeys) {
      expect(presetTexts[key]).toEqual({ name: goalPresets[key].name, description: goalPresets[key].description });
    }
  });

  it("creates a goal from amounts typed with a decimal comma (62,6 g is 62.6, rounded as the server rounds)", async () => {
    setPageLanguage("it", itMessages);
    const api = fakeApi({ "POST /api/nutrition-goals": savedGoal });
    const onDone = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<GoalForm editing={null} onDone={onDone} />);

    expect(screen.getByRole("form", { name: "Crea obiettivo" })).toBeTruthy();
    expect(field("Calorie (kcal)").type).toBe("text");
    await user.type(field("Nome"), "Inverno");
    await user.clear(field("Grassi (g)"));
    await user.type(field("Grassi (g)"), "62,6");
    await user.click(screen.getByRole("button", { name: "Crea obiettivo" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("POST /api/nutrition-goals")[0]?.body).toMatchObject({ name: "Inverno", fats: 63 });
  });

  it("a preset fills the form in Italian", async () => {
    setPageLanguage("it", itMessages);
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<GoalForm editing={null} onDone={() => {}} />);

    await user.selectOptions(field("Modello"), "Mediterranea");
    expect(field("Nome").value).toBe("Mediterranea");
    expect(field("Descrizione").value).toBe("Cereali integrali, verdure, pesce e olio d'oliva in equilibrio.");
  });

  it("shows the active goal and the history with Italian dates and numbers", () => {
    setPageLanguage("it", itMessages);
    renderWithQueries(
      <>
        <ActiveGoalCard goal={goal} loading={false} />
        <GoalHistoryTable goals={[goal]} loading={false} error={false} onRetry={() => {}} onEdit={() => {}} />
      </>,
    );
    expect(screen.getByText("Iniziato il 22 novembre 2026")).toBeTruthy();
    // The card and the history's row both write the goal's calories as Italian does.
    expect(screen.getAllByText("12.345,5 kcal")).toHaveLength(2);
    expect(screen.getByRole("table", { name: "Storico degli obiettivi" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Calorie" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Modifica Taglio" })).toBeTruthy();
  });

  it("keeps the English history's figures bare", () => {
    renderWithQueries(
      <GoalHistoryTable goals={[goal]} loading={false} error={false} onRetry={() => {}} onEdit={() => {}} />,
    );
    expect(screen.getByText("12345.5 kcal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Taglio" })).toBeTruthy();
  });
});
