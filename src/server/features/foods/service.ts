import {
  type CreateFoodRequest,
  type CreateRecipeRequest,
  type Food,
  type FoodSearchQuery,
  foodMessages,
} from "../../../shared/contracts/foods.js";
import { recipePer100, toPer100 } from "../../../shared/domain/food-math.js";
import { MICRONUTRIENT_KEYS, type Micronutrients } from "../../../shared/domain/nutrients.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import { msg } from "../../../shared/i18n/msg.js";
import { badRequest, HttpError, notFound, serviceUnavailable } from "../../errors.js";
import { i18nFor } from "../../i18n.js";
import { type BarcodeLookup, BarcodeLookupError } from "../../integrations/food-facts/open-food-facts.js";
import { foodNameIn, per100Of, presentFood } from "./present.js";
import type { FoodsRepository, FoodWithPortions } from "./repository.js";

/** A stored figure in `locale` ('175.5', '175,5' in Italian), never grouped: part of a stored name. */
const figureIn = (value: number, locale: Locale) => (locale === "it" ? String(value).replace(".", ",") : String(value));

export interface FoodsServiceDeps {
  repo: FoodsRepository;
  barcodeLookup: BarcodeLookup | null;
}

export function foodsService({ repo, barcodeLookup }: FoodsServiceDeps) {
  const present = (userId: number, locale: Locale) => (food: FoodWithPortions) => presentFood(food, userId, locale);
  const notUsable = () => badRequest(msg("An ingredient is not a food you can use"));

  /** The ingredients' foods, all visible to the user, and none of them (transitively) `recipeId`. */
  async function checkedIngredients(userId: number, input: CreateRecipeRequest, recipeId?: number) {
    const ids = [...new Set(input.ingredients.map((i) => i.foodId))];
    if (recipeId !== undefined && ids.includes(recipeId)) throw badRequest(foodMessages.selfIngredient);
    const found = await repo.findVisibleMany(userId, ids);
    if (found.length !== ids.length) throw notUsable();
    if (recipeId !== undefined && (await repo.recipesContaining(ids)).includes(recipeId)) {
      throw badRequest(foodMessages.selfIngredient);
    }
    const byId = new Map(found.map((f) => [f.id, f]));
    return input.ingredients.map((i) => {
      const f = byId.get(i.foodId);
      if (!f) throw notUsable();
      return {
        foodId: i.foodId,
        grams: i.grams,
        per100: per100Of(f),
      };
    });
  }

  function recipeValues(
    name: string,
    servings: number,
    ingredients: Awaited<ReturnType<typeof checkedIngredients>>,
    locale: Locale,
  ) {
    const i18n = i18nFor(locale);
    const { per100, totalGrams } = recipePer100(ingredients);
    const servingGrams = Math.round((totalGrams / servings) * 10) / 10;
    return {
      values: { name, servings, ...per100 },
      portions: [
        {
          name: i18n._("1 serving ({grams} g)", { grams: figureIn(servingGrams, locale) }),
          grams: servingGrams,
        },
      ],
    };
  }

  /*
   * The answers that read foods take the request's language (`locale`, English when left out):
   * a shared food is named in it when the catalog has that name (present.ts).
   */
  return {
    async search(userId: number, query: FoodSearchQuery, locale: Locale = "en"): Promise<Food[]> {
      return (await repo.search(userId, query.q, query.limit, query.category ?? null)).map(present(userId, locale));
    },

    async get(userId: number, id: number, locale: Locale = "en"): Promise<Food> {
      const food = await repo.findVisible(userId, id);
      if (!food) throw notFound(foodMessages.notFound);
      return presentFood(food, userId, locale);
    },

    async history(userId: number, locale: Locale = "en") {
      const { recent, frequent } = await repo.history(userId, 8);
      return { recent: recent.map(present(userId, locale)), frequent: frequent.map(present(userId, locale)) };
    },

    async listOwn(userId: number): Promise<Food[]> {
      return (await repo.listOwn(userId)).map(present(userId, "en"));
    },

    /** The portion it names for the person (`1 portion (30 g)`) is in the request's language. */
    async createFood(userId: number, input: CreateFoodRequest, locale: Locale = "en"): Promise<Food> {
      const i18n = i18nFor(locale);
      const given = Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, input[key] ?? null])) as Micronutrients;
      const per100 = toPer100(
        { calories: input.calories, proteins: input.proteins, carbs: input.carbs, fats: input.fats, ...given },
        input.referenceGrams,
      );
      const portions =
        input.portionName && input.portionName.length > 0
          ? [{ name: input.portionName, grams: input.referenceGrams }]
          : input.referenceGrams !== 100
            ? [
                {
                  name: i18n._("1 portion ({amount} {unit})", {
                    amount: figureIn(input.referenceGrams, locale),
                    unit: input.basis,
                  }),
                  grams: input.referenceGrams,
                },
              ]
            : [];
      const created = await repo.create(
        { kind: "custom", ownerUserId: userId, name: input.name, basis: input.basis, ...per100 },
        portions,
      );
      return presentFood(created, userId);
    },

    async createRecipe(userId: number, input: CreateRecipeRequest, locale: Locale = "en"): Promise<Food> {
      const ingredients = await checkedIngredients(userId, input);
      const { values, portions } = recipeValues(input.name, input.servings, ingredients, locale);
      const created = await repo.create(
        { kind: "recipe", ownerUserId: userId, basis: "g", ...values },
        portions,
        ingredients.map(({ foodId, grams }) => ({ foodId, grams })),
      );
      return presentFood(created, userId);
    },

    async updateRecipe(
      userId: number,
      recipeId: number,
      input: CreateRecipeRequest,
      locale: Locale = "en",
    ): Promise<Food> {
      const ingredients = await checkedIngredients(userId, input, recipeId);
      const { values, portions } = recipeValues(input.name, input.servings, ingredients, locale);
      const updated = await repo.replaceRecipe(
        userId,
        recipeId,
        values,
        portions,
        ingredients.map(({ foodId, grams }) => ({ foodId, grams })),
      );
      if (!updated) throw notFound(foodMessages.notFound);
      return presentFood(updated, userId);
    },

    async ingredients(userId: number, recipeId: number, locale: Locale = "en") {
      const recipe = await repo.findVisible(userId, recipeId);
      if (recipe?.food.kind !== "recipe") throw notFound(foodMessages.notFound);
      return (await repo.ingredientsOf(recipeId)).map(({ foodId, grams, ...food }) => ({
        foodId,
        grams,
        name: foodNameIn(food, locale),
      }));
    },

    async deleteOwn(userId: number, id: number) {
      try {
        if (!(await repo.deleteOwn(userId, id))) throw notFound(foodMessages.notFound);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Still an ingredient of one of the user's recipes (foreign key restrict).
        throw new HttpError(409, msg("This food is used in one of your recipes; remove it there first"));
      }
    },

    /** A product by barcode: from our database, else from Open Food Facts (then stored). */
    async byBarcode(userId: number, code: string, locale: Locale = "en"): Promise<Food> {
      const known = await repo.findByBarcode(code);
      if (known) return presentFood(known, userId, locale);
      if (!barcodeLookup) throw serviceUnavailable(foodMessages.barcodeUnavailable);
      let product: Awaited<ReturnType<BarcodeLookup["find"]>>;
      try {
        product = await barcodeLookup.find(code);
      } catch (error) {
        // Open Food Facts' reason as it is (English): the error handler passes no values to a plain HttpError.
        if (error instanceof BarcodeLookupError) throw new HttpError(502, `Barcode lookup failed: ${error.message}`);
        throw error;
      }
      if (!product) throw notFound(foodMessages.barcodeNotFound);
      try {
        const stored = await repo.create(
          {
            kind: "barcode",
            ownerUserId: null,
            name: product.name,
            basis: product.basis,
            barcode: code,
            source: "Open Food Facts",
            ...product.per100,
          },
          product.serving ? [product.serving] : [],
        );
        return presentFood(stored, userId);
      } catch {
        // Another request stored the same product first.
        const raced = await repo.findByBarcode(code);
        if (!raced) throw new HttpError(502, msg("Barcode lookup failed: the product could not be stored"));
        return presentFood(raced, userId);
      }
    },
  };
}

export type FoodsService = ReturnType<typeof foodsService>;
