import type { Locator, Page } from "playwright-core";

export interface MealInput {
  mealType: "breakfast" | "lunch" | "dinner" | "snack";
  food?: string;
  calories?: string;
  proteins?: string;
  carbs?: string;
  fats?: string;
  /** datetime-local value, 'YYYY-MM-DDTHH:mm'; default: the form's "now". */
  when?: string;
  /** A quick-pick chip to press first, by its food name. */
  preset?: string;
}

/** /home as a person uses it: tabs, forms by their labels, buttons by their names. */
export class HomePage {
  constructor(readonly page: Page) {}

  async tab(name: "Dashboard" | "Meals" | "Goals" | "Profile") {
    await this.page.getByRole("tab", { name, exact: true }).click();
    await this.page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
  }

  /** The last toast shown (only one shows at a time). */
  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  }

  /** The quick add form (name, calories, optional macros); the food database is the Add New Meal card's default. */
  get addMealForm(): Locator {
    return this.page.getByRole("form", { name: "Add Meal" });
  }

  /** Switches the Add New Meal card to "Quick add" (the form keeps its values across switches). */
  async manualEntry() {
    await this.page.getByRole("tab", { name: "Quick add" }).click();
    await this.addMealForm.waitFor();
  }

  /** The "From food database" form: search, pick, amount, Add. */
  get foodForm(): Locator {
    return this.page.getByRole("form", { name: "Add food" });
  }

  get foodSearch(): Locator {
    return this.foodForm.getByRole("combobox", { name: "Search food" });
  }

  /** The search's options once they answer `query` (the first one's name matches `first`). */
  async searchFood(query: string, first: RegExp): Promise<Locator> {
    await this.foodSearch.fill(query);
    const options = this.page.getByRole("listbox", { name: "Search food results" }).getByRole("option");
    await options.first().filter({ hasText: first }).waitFor();
    return options;
  }

  async addMeal(meal: MealInput) {
    if (!(await this.addMealForm.isVisible())) await this.manualEntry();
    const form = this.addMealForm;
    if (meal.preset) await form.getByRole("button", { name: new RegExp(`^${meal.preset} ·`) }).click();
    await form.getByLabel("Meal type").selectOption(meal.mealType);
    if (meal.food !== undefined) await form.getByLabel("Food name").fill(meal.food);
    if (meal.calories !== undefined) await form.getByLabel("Calories").fill(meal.calories);
    if (meal.proteins !== undefined) await form.getByLabel("Proteins (g)").fill(meal.proteins);
    if (meal.carbs !== undefined) await form.getByLabel("Carbs (g)").fill(meal.carbs);
    if (meal.fats !== undefined) await form.getByLabel("Fats (g)").fill(meal.fats);
    if (meal.when !== undefined) await form.getByLabel("Date and time").fill(meal.when);
    const food = meal.food ?? (await form.getByLabel("Food name").inputValue());
    await form.getByRole("button", { name: "Add Meal" }).click();
    // The toast names the food (an earlier "Meal added" toast may still be on screen), then the form resets.
    await this.page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Meal added" })
      .filter({ hasText: food })
      .first()
      .waitFor();
    await this.page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>("#add-meal-food")?.value ?? "x") === "",
    );
  }

  /** The day 'Your Meals' shows, by its heading ('Today', 'Yesterday', 'Monday, 16 November 2026'). */
  mealDay(heading: string): Locator {
    return this.page.getByRole("region", { name: heading, exact: true });
  }

  /** One slot of the day shown: 'Breakfast', 'Lunch', 'Dinner' or 'Snacks'. */
  mealSlot(title: "Breakfast" | "Lunch" | "Dinner" | "Snacks"): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  /** 'Your Meals' one day back (the diary shows one day at a time). */
  async previousDay(heading = "Yesterday") {
    await this.page.getByRole("button", { name: "Previous day" }).click();
    await this.mealDay(heading).waitFor();
  }

  /** 'Your Meals' back on today. */
  async backToToday() {
    await this.page.getByRole("button", { name: "Back to today" }).click();
    await this.mealDay("Today").waitFor();
  }

  /** 'Your Meals' on any day, through its date picker ('YYYY-MM-DD'). */
  async showDay(date: string) {
    await this.page.getByLabel("Show day").fill(date);
  }

  totalCard(key: "calories" | "proteins" | "carbs" | "fats"): Locator {
    return this.page.getByTestId(`total-${key}`);
  }

  get goalForm(): Locator {
    return this.page.getByRole("form", { name: /^(Create|Edit) goal$/ });
  }

  /** Goal names in the history table, top to bottom. */
  async goalHistoryNames(): Promise<string[]> {
    const rows = this.page.getByRole("table", { name: "Goal history" }).locator("tbody tr");
    const names: string[] = [];
    for (const row of await rows.all()) {
      names.push(((await row.locator("td").first().innerText()) ?? "").replace(/\s*Active\s*$/, "").trim());
    }
    return names;
  }

  get trendsChart(): Locator {
    return this.page.getByTestId("trends-chart");
  }
}
