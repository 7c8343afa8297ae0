// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { fakeApi, renderWithQueries, resetComponents } from "../../test/component-harness.js";
import { banana, bread } from "../../test/foods.js";
import { LogFoodForm } from "./log-food-form.js";
import { MyFoodsDialog } from "./my-foods-dialog.js";

/** Logging a food with the page in Italian: its words, its food groups and a decimal comma. */
const mela = { ...banana, id: 9003, name: "Mela", portions: [{ id: 2, name: "1 media (182 g)", grams: 182 }] };

beforeEach(() => setPageLanguage("it", itMessages));
afterEach(() => {
  resetComponents();
  setPageLanguage("en", enMessages);
});

const search = () => screen.getByRole("combobox", { name: "Cerca un alimento" });

describe("the add-from-food form in Italian", () => {
  it("speaks Italian, offers the food groups in Italian and reads '150,5' g as 150.5", async () => {
    const api = fakeApi({
      "GET /api/foods/recent": { json: { recent: [], frequent: [] } },
      "GET /api/foods": { json: [bread] },
      "POST /api/meals/from-food": (request) => ({
        json: { id: 1, food: "Pane bianco (150,5 g)", calories: 400, ...(request.body as object) },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<LogFoodForm picked={null} onAddOwn={vi.fn()} />);

    expect(screen.getByRole("form", { name: "Aggiungi alimento" })).toBeTruthy();
    expect(search().getAttribute("placeholder")).toBe("Cerca alimenti, es. banana");
    const groups = screen.getByRole("combobox", { name: "Gruppo alimentare" }) as HTMLSelectElement;
    const groupNames = [...groups.options].map((option) => option.textContent);
    expect(groupNames).toContain("Tutti i gruppi");
    expect(groupNames).toContain("Frutta");
    expect(groupNames).toContain("Cereali, pane e derivati");
    const mealTypes = [...(screen.getByLabelText("Tipo di pasto") as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(mealTypes).toEqual(["Colazione", "Pranzo", "Cena", "Spuntino"]);

    // Add with nothing picked says so in Italian.
    await user.click(screen.getByRole("button", { name: "Aggiungi" }));
    expect(await screen.findByText("Prima cerca un alimento e sceglilo")).toBeTruthy();

    await user.type(search(), "pane");
    await within(screen.getByRole("listbox", { name: "Risultati per Cerca un alimento" })).findAllByRole("option");
    await user.keyboard("{Enter}");
    const grams = screen.getByLabelText("Quantità (g)") as HTMLInputElement;
    expect(grams.type).toBe("text");
    expect(grams.getAttribute("inputmode")).toBe("decimal");
    await user.clear(grams);
    await user.type(grams, "150,5");
    // The preview reads the comma too: 266 kcal per 100 g.
    expect(screen.getByTestId("preview-calories").textContent).toContain("400");
    expect(screen.getByText(/Per 100 g: 266 kcal · P 7,6 g · C 50,6 g · G 3,3 g/)).toBeTruthy();
    expect(screen.getByText(/fibre 2,4 g/)).toBeTruthy();
    expect(screen.getByText("Carboidrati")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Aggiungi" }));

    await waitFor(() => expect(api.to("POST /api/meals/from-food")).toHaveLength(1));
    expect(api.to("POST /api/meals/from-food")[0]?.body).toMatchObject({ foodId: bread.id, grams: 150.5 });
  });

  it("writes a portion's quantity with a comma and says when nothing is found", async () => {
    fakeApi({
      "GET /api/foods/recent": { json: { recent: [mela], frequent: [] } },
      "GET /api/foods": { json: [] },
    });
    const user = userEvent.setup({ delay: null });
    const onAddOwn = vi.fn();
    renderWithQueries(<LogFoodForm picked={null} onAddOwn={onAddOwn} />);

    expect(await screen.findByText("Recenti")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mela" }));
    const quantity = screen.getByLabelText("Quantità");
    await user.clear(quantity);
    await user.type(quantity, "1,5");
    expect(screen.getByText("= 273 g")).toBeTruthy();

    await user.clear(search());
    await user.type(search(), "zzz");
    await user.click(await screen.findByRole("button", { name: "Nessun alimento trovato — aggiungi il tuo" }));
    expect(onAddOwn).toHaveBeenCalledWith("zzz");
  });
});

describe("my foods in Italian", () => {
  it("names the sections, the empty list and the new food form's fields in Italian", async () => {
    fakeApi({ "GET /api/foods/mine": { json: [] } });
    renderWithQueries(
      <MyFoodsDialog open onOpenChange={vi.fn()} tab="list" onTabChange={vi.fn()} newFoodName="" onUse={vi.fn()} />,
    );
    expect(screen.getByRole("dialog", { name: "I miei alimenti e ricette" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Nuovo alimento" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Nuova ricetta" })).toBeTruthy();
    expect(await screen.findByText("Non hai ancora alimenti o ricette tuoi.")).toBeTruthy();
    // The forms stay mounted behind their tabs.
    const newFood = screen.getByRole("form", { name: "Nuovo alimento", hidden: true });
    expect(within(newFood).getByLabelText("Nome dell'alimento")).toBeTruthy();
    expect(within(newFood).getByLabelText("Calorie (kcal)").getAttribute("inputmode")).toBe("decimal");
    expect(screen.getByRole("form", { name: "Nuova ricetta", hidden: true })).toBeTruthy();
  });
});
