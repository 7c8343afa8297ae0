// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Goal, goalMessages, goalPresets } from "../../../shared/contracts/goals.js";
import { todayLocal } from "../../lib/dates.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { GoalForm } from "./goal-form.js";

const savedGoal = (request: { body: unknown }) => ({ json: { id: 7, ...(request.body as object) } });

const cut: Goal = {
  id: 3,
  userId: 1,
  name: "Cut",
  description: null,
  calories: 1700,
  proteins: 140,
  carbs: 150,
  fats: 55,
  startDate: "2026-11-01",
  endDate: null,
  isActive: false,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
};

function renderForm(editing: Goal | null = null) {
  const onDone = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<GoalForm editing={editing} onDone={onDone} />);
  return { user, onDone };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const valuesOf = (...labels: string[]) => labels.map((label) => field(label).value);
const amounts = ["Calories (kcal)", "Proteins (g)", "Carbs (g)", "Fats (g)"];

afterEach(resetComponents);

describe("the goal form", () => {
  it("starts from the spec's defaults and creates a goal, amounts rounded as the server rounds them", async () => {
    const api = fakeApi({ "POST /api/nutrition-goals": savedGoal });
    const { user, onDone } = renderForm();

    expect(screen.getByRole("form", { name: "Create goal" })).toBeTruthy();
    expect(valuesOf(...amounts)).toEqual(["2000", "150", "200", "65"]);
    expect(field("Start date").value).toBe(todayLocal());
    expect(screen.getByRole("switch", { name: "Active goal" }).getAttribute("aria-checked")).toBe("true");

    await user.type(field("Name"), "Steady");
    await user.clear(field("Calories (kcal)"));
    await user.type(field("Calories (kcal)"), "1850.6");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("POST /api/nutrition-goals")[0]?.body).toEqual({
      name: "Steady",
      description: null,
      calories: 1851,
      proteins: 150,
      carbs: 200,
      fats: 65,
      startDate: todayLocal(),
      endDate: null,
      isActive: true,
    });
  });

  it("fills a preset's name, description and values", async () => {
    fakeApi({});
    const { user } = renderForm();

    await user.selectOptions(field("Preset"), "Keto");
    const keto = goalPresets.keto;
    expect(field("Name").value).toBe(keto.name);
    expect(field("Description").value).toBe(keto.description);
    expect(valuesOf(...amounts)).toEqual([keto.calories, keto.proteins, keto.carbs, keto.fats].map(String));
  });

  it("shows the spec's messages on the fields, empty number fields included, the first one focused", async () => {
    const api = fakeApi({});
    const { user } = renderForm();

    await user.clear(field("Calories (kcal)"));
    await user.clear(field("Fats (g)"));
    await user.type(field("Fats (g)"), "-1");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));

    const nameMessage = await screen.findByText(goalMessages.name);
    expect(field("Name").getAttribute("aria-describedby")).toBe(nameMessage.id);
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Calories are required")).toBeTruthy();
    expect(screen.getByText(goalMessages.fats)).toBeTruthy();
    expect(document.activeElement).toBe(field("Name"));
    // Empty is text, never NaN written back into the field.
    expect(field("Calories (kcal)").value).toBe("");
    expect(api.sent).toEqual([]);
  });

  it("refuses an end before the start, and a later start moves an earlier end along", async () => {
    const api = fakeApi({ "POST /api/nutrition-goals": savedGoal });
    const { user } = renderForm();

    await user.type(field("Name"), "Winter");
    fireEvent.change(field("Start date"), { target: { value: "2026-12-01" } });
    fireEvent.change(field("End date"), { target: { value: "2026-11-30" } });
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(await screen.findByText(goalMessages.endBeforeStart)).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(field("Start date"), { target: { value: "2026-12-05" } });
    expect(field("End date").value).toBe("2026-12-05");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    await waitFor(() => expect(api.to("POST /api/nutrition-goals")).toHaveLength(1));
    expect(api.to("POST /api/nutrition-goals")[0]?.body).toMatchObject({
      startDate: "2026-12-05",
      endDate: "2026-12-05",
    });
  });

  it("edits a goal from its own figures and sends the changes; Cancel leaves it", async () => {
    const api = fakeApi({ "PATCH /api/nutrition-goals/3": savedGoal });
    const { user, onDone } = renderForm(cut);

    expect(screen.getByRole("form", { name: "Edit goal" })).toBeTruthy();
    expect(valuesOf("Name", ...amounts)).toEqual(["Cut", "1700", "140", "150", "55"]);
    expect(screen.getByRole("switch", { name: "Active goal" }).getAttribute("aria-checked")).toBe("false");
    await user.click(screen.getByRole("switch", { name: "Active goal" }));
    await user.clear(field("Proteins (g)"));
    await user.type(field("Proteins (g)"), "160");
    await user.click(screen.getByRole("button", { name: "Update Goal" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.to("PATCH /api/nutrition-goals/3")[0]?.body).toEqual({
      name: "Cut",
      description: null,
      calories: 1700,
      proteins: 160,
      carbs: 150,
      fats: 55,
      startDate: "2026-11-01",
      endDate: null,
      isActive: true,
    });

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(api.sent).toHaveLength(1);
  });

  it("shows a message the server gives for a field on that field", async () => {
    fakeApi({
      "POST /api/nutrition-goals": {
        status: 400,
        json: { message: "Invalid request", fieldErrors: { name: "Name must be at most 100 characters" } },
      },
    });
    const { user, onDone } = renderForm();

    await user.type(field("Name"), "Long");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    const message = await screen.findByText("Name must be at most 100 characters");
    expect(field("Name").getAttribute("aria-describedby")).toBe(message.id);
    expect(onDone).not.toHaveBeenCalled();
  });
});
