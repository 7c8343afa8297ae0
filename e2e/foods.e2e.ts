import { describe, it, expect as vexpect } from "vitest";
import { type Food, foodMessages, MAX_OWN_FOOD_NAME } from "../src/shared/contracts/foods.js";
import { nutrientsFor, recipePer100 } from "../src/shared/domain/food-math.js";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { api, expectTodayCalories, firstPortionKcal, registerOnMealsTab } from "./support/food-journeys.js";
import { painted } from "./support/screens.js";

const b = setupBrowser();

describe("logging from the food database", () => {
  it("logs a banana in three actions (type, pick, Add) with the server's numbers", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    const [banana] = await api<Food[]>(page, "/api/foods?q=banana");
    if (!banana) throw new Error("no banana in the catalog");
    const kcal = firstPortionKcal(banana);

    // 1. type, 2. pick the first option, 3. press Add.
    const options = await home.searchFood("banana", /banana/i);
    await options.first().click();
    await home.foodForm.getByTestId("preview-calories").getByText(String(kcal)).waitFor();
    await home.foodForm.getByRole("button", { name: "Add", exact: true }).click();

    const label = `${banana.name} (${banana.portions[0]?.name})`;
    await home
      .toast("Meal added")
      .filter({ hasText: `${label}: ${kcal} kcal` })
      .waitFor();
    await home.mealDay("Today").getByText(label, { exact: true }).waitFor();
    vexpect(await home.foodSearch.inputValue()).toBe(""); // ready for the next one
    await expectTodayCalories(home, kcal);

    // Recent foods are one tap away.
    await home.foodForm.getByRole("list", { name: "Recent foods" }).getByRole("button", { name: banana.name }).click();
    await home.foodForm.getByTestId("selected-food").getByText(banana.name).waitFor();
  });

  it("finds foods despite typos, by keyboard, and checks amounts", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    const form = home.foodForm;

    // Nothing picked yet.
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByText("Search for a food and pick it first").waitFor();

    await home.searchFood("chiken breast", /^Chicken breast/i);
    vexpect(await home.foodSearch.getAttribute("aria-expanded")).toBe("true");
    await home.foodSearch.press("Escape");
    vexpect(await home.foodSearch.getAttribute("aria-expanded")).toBe("false");
    await home.foodSearch.press("ArrowDown"); // reopens, the first option highlighted
    await home.foodSearch.press("Enter");
    const picked = (await form.getByTestId("selected-food").innerText()).trim();
    vexpect(picked).toMatch(/^Chicken breast/i);
    const [chicken] = (await api<Food[]>(page, "/api/foods?q=chiken%20breast")).filter((f) => f.name === picked);
    if (!chicken?.portions[0]) throw new Error("the picked chicken has no portion");

    // Two portions, live.
    await form.getByLabel("Quantity").fill("2");
    const two = nutrientsFor(chicken.per100, Math.round(2 * chicken.portions[0].grams * 10) / 10);
    await form.getByTestId("preview-calories").getByText(String(two.calories)).waitFor();
    await form.getByTestId("preview-proteins").getByText(String(two.proteins)).waitFor();

    // Grams: negative is refused with the shared message, 150 g is computed.
    await form.getByLabel("Portion").selectOption("grams");
    await form.getByLabel("Amount (g)").fill("-5");
    await form.getByText(foodMessages.grams, { exact: true }).waitFor();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByText(foodMessages.grams, { exact: true }).waitFor();
    await form.getByLabel("Amount (g)").fill("150");
    const grams150 = nutrientsFor(chicken.per100, 150);
    await form.getByTestId("preview-calories").getByText(String(grams150.calories)).waitFor();
    await form.getByLabel("Meal type").selectOption("dinner");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await home
      .toast("Meal added")
      .filter({ hasText: `${chicken.name} (150 g): ${grams150.calories} kcal` })
      .waitFor();
    await expectTodayCalories(home, grams150.calories);
  });
});

describe("own foods and recipes", () => {
  it("creates a food per portion and a two-ingredient recipe, and logs them", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    const form = home.foodForm;
    const suffix = uniqueName("");

    // A custom food, per portion: 180 kcal for a 40 g bar.
    await page.getByRole("button", { name: "My foods" }).click();
    const dialog = page.getByRole("dialog", { name: "My foods & recipes" });
    await dialog.getByText("No foods or recipes of your own yet.").waitFor();
    await dialog.getByRole("tab", { name: "New food" }).click();
    const foodForm = dialog.getByRole("form", { name: "New food" });
    await foodForm.getByRole("button", { name: "Create food" }).click();
    await foodForm.getByText(foodMessages.name, { exact: true }).waitFor();
    await foodForm.getByLabel("Food name").fill(`Zorbly bar ${suffix}`);
    await foodForm.getByText("Per portion").click();
    await foodForm.getByLabel("Portion name").fill("1 bar");
    await foodForm.getByLabel("Portion size (g)").fill("40");
    await foodForm.getByLabel("Calories (kcal)").fill("180");
    await foodForm.getByLabel("Protein (g)").fill("8");
    await foodForm.getByLabel("Carbs (g)").fill("-20");
    await foodForm.getByLabel("Fat (g)", { exact: true }).fill("7");
    await foodForm.getByRole("button", { name: "Create food" }).click();
    await foodForm.getByText(foodMessages.amount, { exact: true }).waitFor();
    await foodForm.getByLabel("Carbs (g)").fill("20");
    await foodForm.getByRole("button", { name: "Create food" }).click();
    await home.toast("Food created").waitFor();
    // Created and picked: one more action logs it.
    await dialog.waitFor({ state: "detached" });
    await form.getByTestId("selected-food").getByText(`Zorbly bar ${suffix}`).waitFor();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await home
      .toast("Meal added")
      .filter({ hasText: `Zorbly bar ${suffix} (1 bar): 180 kcal` })
      .waitFor();
    const searched = await home.searchFood(`zorbly bar ${suffix}`, /Zorbly bar/);
    await searched.first().getByText("Yours").waitFor();
    await home.foodSearch.press("Escape");

    // A recipe: 0 servings and no ingredients are refused, then oats and milk for 2 servings.
    await page.getByRole("button", { name: "My foods" }).click();
    await dialog.getByRole("tab", { name: "New recipe" }).click();
    const recipeForm = dialog.getByRole("form", { name: "New recipe" });
    await recipeForm.getByLabel("Recipe name").fill(`Porridge ${suffix}`);
    await recipeForm.getByLabel("Servings").fill("0");
    await recipeForm.getByRole("button", { name: "Create recipe" }).click();
    await recipeForm.getByText(foodMessages.servings, { exact: true }).waitFor();
    await recipeForm.getByText(foodMessages.ingredients, { exact: true }).waitFor();
    await recipeForm.getByLabel("Servings").fill("2");
    const ingredientSearch = recipeForm.getByRole("combobox", { name: "Add an ingredient" });
    const ingredientOptions = dialog.getByRole("listbox", { name: "Add an ingredient results" }).getByRole("option");
    for (const [query, grams] of [
      ["oats", "80"],
      ["milk", "250"],
    ] as const) {
      await ingredientSearch.fill(query);
      await ingredientOptions
        .first()
        .filter({ hasText: new RegExp(query, "i") })
        .waitFor();
      await ingredientOptions.first().click();
      const rows = recipeForm.getByRole("list", { name: "Ingredients" }).getByRole("listitem");
      await rows.last().getByRole("textbox").fill(grams);
    }
    vexpect(await recipeForm.getByRole("list", { name: "Ingredients" }).getByRole("listitem").count()).toBe(2);
    const previewKcal = Number(
      await recipeForm
        .getByTestId("preview-calories")
        .innerText()
        .then((t) => t.replace(/\D/g, "")),
    );
    await recipeForm.getByRole("button", { name: "Create recipe" }).click();
    await home.toast("Recipe created").waitFor();
    await dialog.waitFor({ state: "detached" });
    await form.getByTestId("selected-food").getByText(`Porridge ${suffix}`).waitFor();
    await form.getByText("Recipe", { exact: true }).waitFor();

    // The expected serving, from the stored ingredients and the shared math (as the server does it).
    const recipe = (await api<Food[]>(page, "/api/foods/mine")).find((f) => f.kind === "recipe");
    if (!recipe) throw new Error("the recipe was not stored");
    const ingredients = await api<{ foodId: number; grams: number }[]>(page, `/api/recipes/${recipe.id}/ingredients`);
    vexpect(ingredients.map((i) => i.grams)).toEqual([80, 250]);
    const withValues = await Promise.all(
      ingredients.map(async (i) => ({
        grams: i.grams,
        per100: (await api<Food>(page, `/api/foods/${i.foodId}`)).per100,
      })),
    );
    const { per100, totalGrams } = recipePer100(withValues);
    const servingGrams = Math.round((totalGrams / 2) * 10) / 10;
    const serving = nutrientsFor(per100, servingGrams);
    vexpect(recipe.portions[0]?.name).toBe(`1 serving (${servingGrams} g)`);
    vexpect(previewKcal).toBe(serving.calories);
    await form.getByTestId("preview-calories").getByText(String(serving.calories)).waitFor();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await home
      .toast("Meal added")
      .filter({ hasText: `Porridge ${suffix} (1 serving (${servingGrams} g)): ${serving.calories} kcal` })
      .waitFor();
    await expectTodayCalories(home, 180 + serving.calories);

    // Both are listed under My foods, and deleting asks first.
    await page.getByRole("button", { name: "My foods" }).click();
    const list = dialog.getByRole("list", { name: "Your foods and recipes" });
    await list.getByText(`Porridge ${suffix}`).waitFor();
    await list.getByRole("button", { name: `Delete Zorbly bar ${suffix}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this food?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    // Still an ingredient? No: the bar is not in the recipe, so it goes.
    await home.toast(`Zorbly bar ${suffix} deleted`).waitFor();
    await list.getByText(`Zorbly bar ${suffix}`).waitFor({ state: "detached" });
  });
});

describe("long names", () => {
  it("picks an own food with a name of the longest length without a refused search, and searches for it", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/foods?") && response.status() >= 400) refused.push(response.url());
    });
    // 120 characters, the longest an own food's name may be, ending inside a word.
    const name = `Zorbly ${uniqueName("")} ${"granola ".repeat(20)}`.slice(0, MAX_OWN_FOOD_NAME);
    vexpect(name).toHaveLength(MAX_OWN_FOOD_NAME);
    const created = await page.request.post("/api/foods", {
      headers: { Origin: b.baseUrl },
      data: { name, referenceGrams: 100, calories: 380, proteins: 9, carbs: 64, fats: 10 },
    });
    vexpect(created.status()).toBe(201);

    await page.getByRole("button", { name: "My foods" }).click();
    await page
      .getByRole("dialog", { name: "My foods & recipes" })
      .getByRole("button", { name: `Log ${name}` })
      .click();
    await home.foodForm.getByTestId("selected-food").getByText(name).waitFor();
    vexpect(await home.foodSearch.inputValue()).toBe(name);
    // The box shows the pick; it is not searched for, so nothing opens and nothing is refused.
    const searched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/foods") searched.push(url.searchParams.get("q") ?? "");
    });
    await home.foodSearch.click();
    await painted(page); // the click's render and effects have run: a search would have started
    vexpect(await home.foodSearch.getAttribute("aria-expanded")).toBe("false");
    vexpect(searched).toEqual([]);

    // Changed by one letter, it is searched for, and the food is found; the dropped pick's name is
    // never searched for on the way (its debounced echo once was, and answered first).
    const changed = name.slice(0, -1).trim();
    await home.foodSearch.fill(changed);
    const options = page.getByRole("listbox", { name: "Search food results" }).getByRole("option");
    await options.first().getByText(name).waitFor();
    vexpect(searched).toEqual([changed]);
    vexpect(refused).toEqual([]);
  });
});
