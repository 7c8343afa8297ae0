// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mealDateMessage } from "../../../shared/domain/meal-dates.js";
import { offlineSaveText } from "../../lib/add-meal-error.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { banana, bread } from "../../test/foods.js";
import { LogFoodForm } from "./log-food-form.js";

const savedMeal = (request: { body: unknown }) => ({
  json: { id: 1, food: "Banana, raw (1 medium (118 g))", calories: 105, ...(request.body as object) },
});

function renderForm(props: Partial<Parameters<typeof LogFoodForm>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithQueries(<LogFoodForm picked={null} onAddOwn={vi.fn()} {...props} />);
  return { user, form: screen.getByRole("form", { name: "Add food" }) };
}

/** A whole minute some hours back, and how a datetime-local input spells it. */
function hoursAgo(hours: number) {
  const date = new Date(Date.now() - hours * 60 * 60 * 1000);
  date.setSeconds(0, 0);
  return date;
}
const localTime = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const search = () => screen.getByRole("combobox", { name: "Search food" });
const addButton = () => screen.getByRole("button", { name: "Add" });

/** Types into the search and picks the first result with Enter, as the everyday journey does. */
async function pick(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(search(), text);
  await within(screen.getByRole("listbox", { name: "Search food results" })).findAllByRole("option");
  await user.keyboard("{Enter}");
}

afterEach(resetComponents);

describe("the add-from-food form", () => {
  it("asks for a food first, on the search box, with the focus there", async () => {
    const api = fakeApi({ "GET /api/foods/recent": { json: { recent: [], frequent: [] } } });
    const { user } = renderForm();

    await user.click(addButton());
    const message = await screen.findByText("Search for a food and pick it first");
    expect(search().getAttribute("aria-invalid")).toBe("true");
    expect(search().getAttribute("aria-describedby")).toBe(message.id);
    expect(document.activeElement).toBe(search());
    expect(api.to("POST /api/meals/from-food")).toEqual([]);
  });

  it("logs a picked food at its first portion, then is ready for the next one", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [], frequent: [] } },
      "GET /api/foods": { json: [banana, bread] },
      "POST /api/meals/from-food": savedMeal,
    });
    const { user } = renderForm();

    await pick(user, "banana");
    expect((search() as HTMLInputElement).value).toBe("Banana, raw");
    expect((screen.getByLabelText("Portion") as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      "1 medium (118 g)",
    );
    expect(screen.getByLabelText("Quantity")).toHaveProperty("value", "1");
    expect(screen.getByText("= 118 g")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Meal type"), "Dinner");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "1.5");
    await user.click(addButton());

    await waitFor(() => expect(api.to("POST /api/meals/from-food")).toHaveLength(1));
    // The time was not chosen: no timestamp, the server's "now".
    expect(api.to("POST /api/meals/from-food")[0]?.body).toEqual({
      foodId: banana.id,
      grams: 177,
      mealType: "dinner",
      portionLabel: "1.5 × 1 medium (118 g)",
    });
    await waitFor(() => expect((search() as HTMLInputElement).value).toBe(""));
    await waitFor(() => expect(document.activeElement).toBe(search()));
    expect(screen.queryByLabelText("Quantity")).toBeNull();
    // The meal type the person chose stays for the next food of the same meal.
    expect(screen.getByLabelText("Meal type")).toHaveProperty("value", "dinner");
  });

  it("drops the pick when the search text no longer names it", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [], frequent: [] } },
      "GET /api/foods": { json: [bread] },
    });
    const { user } = renderForm();

    await pick(user, "bread");
    expect(screen.getByLabelText("Amount (g)")).toHaveProperty("value", "100");
    await user.type(search(), "x");
    expect(screen.queryByLabelText("Amount (g)")).toBeNull();
    await user.keyboard("{Escape}");
    await user.click(addButton());
    expect(await screen.findByText("Search for a food and pick it first")).toBeTruthy();
    expect(api.to("POST /api/meals/from-food")).toEqual([]);
  });

  it("says at once when an amount is out of range, and does not send it", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [bread], frequent: [] } },
      "POST /api/meals/from-food": savedMeal,
    });
    const { user } = renderForm();

    // A recent food's chip picks it in one tap.
    await user.click(await screen.findByRole("button", { name: "Bread, white" }));
    const grams = screen.getByLabelText("Amount (g)");
    await user.clear(grams);
    await user.type(grams, "6000");
    const message = screen.getByText("Grams must be at most 5000");
    expect(grams.getAttribute("aria-describedby")).toBe(message.id);
    // No numbers for an amount the server would refuse.
    expect(screen.getByRole("region", { name: "This meal" }).textContent).not.toMatch(/\d/);

    // With the time refused too, the amount, above it, takes the focus.
    fireEvent.change(screen.getByLabelText("Date and time"), { target: { value: "2031-01-01T12:00" } });
    await user.click(addButton());
    expect(await screen.findByText(mealDateMessage)).toBeTruthy();
    expect(document.activeElement).toBe(grams);
    expect(api.to("POST /api/meals/from-food")).toEqual([]);
    fireEvent.change(screen.getByLabelText("Date and time"), { target: { value: localTime(hoursAgo(1)) } });

    await user.clear(grams);
    await user.type(grams, "50");
    expect(screen.queryByText("Grams must be at most 5000")).toBeNull();
    await user.click(addButton());
    await waitFor(() => expect(api.to("POST /api/meals/from-food")).toHaveLength(1));
    expect(api.to("POST /api/meals/from-food")[0]?.body).toMatchObject({ foodId: bread.id, grams: 50 });
  });

  it("refuses a chosen time outside the meal date rule, and sends a chosen time that keeps it", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [bread], frequent: [] } },
      "POST /api/meals/from-food": savedMeal,
    });
    const { user } = renderForm();

    await user.click(await screen.findByRole("button", { name: "Bread, white" }));
    const time = screen.getByLabelText("Date and time");
    fireEvent.change(time, { target: { value: "2031-01-01T12:00" } });
    await user.click(addButton());
    const message = await screen.findByText(mealDateMessage);
    expect(time.getAttribute("aria-describedby")).toBe(message.id);
    expect(api.to("POST /api/meals/from-food")).toEqual([]);

    const earlier = hoursAgo(2);
    fireEvent.change(time, { target: { value: localTime(earlier) } });
    await user.click(addButton());
    await waitFor(() => expect(api.to("POST /api/meals/from-food")).toHaveLength(1));
    expect(api.to("POST /api/meals/from-food")[0]?.body).toMatchObject({ timestamp: earlier.toISOString() });
  });

  it("starts from a slot's '+ Add': its meal type and day, the focus in the search", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [bread], frequent: [] } },
      "POST /api/meals/from-food": savedMeal,
    });
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
    const { user } = renderForm({ start: { mealType: "breakfast", date: day, key: 1 } });

    await waitFor(() => expect(document.activeElement).toBe(search()));
    expect(screen.getByLabelText("Meal type")).toHaveProperty("value", "breakfast");
    expect(screen.getByLabelText("Date and time")).toHaveProperty("value", `${day}T08:00`);
    await user.click(await screen.findByRole("button", { name: "Bread, white" }));
    await user.click(addButton());
    await waitFor(() => expect(api.to("POST /api/meals/from-food")).toHaveLength(1));
    expect(api.to("POST /api/meals/from-food")[0]?.body).toMatchObject({
      mealType: "breakfast",
      timestamp: new Date(`${day}T08:00`).toISOString(),
    });
  });

  it("shows the server's field message, and offline keeps what was entered and says so", async () => {
    let answer: () => { status: number; json: unknown } = () => ({
      status: 400,
      json: { message: "Invalid request", fieldErrors: { grams: "Grams must be greater than 0" } },
    });
    fakeApi({
      "GET /api/foods/recent": { json: { recent: [bread], frequent: [] } },
      "POST /api/meals/from-food": () => answer(),
    });
    const { user, form } = renderForm();

    await user.click(await screen.findByRole("button", { name: "Bread, white" }));
    await user.click(addButton());
    expect(await screen.findByText("Grams must be greater than 0")).toBeTruthy();

    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await user.click(addButton());
    expect(await within(form).findByText(offlineSaveText)).toBeTruthy();
    expect((search() as HTMLInputElement).value).toBe("Bread, white");
    expect(screen.getByLabelText("Amount (g)")).toHaveProperty("value", "100");
    expect(addButton()).toHaveProperty("disabled", false);
  });
});
