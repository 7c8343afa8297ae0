import type { Food } from "../../../shared/contracts/foods.js";
import type { PublicFood } from "../../../shared/contracts/public/foods.js";
import { NUTRIENT_KEYS, type Nutrients } from "../../../shared/domain/nutrients.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { FoodRow } from "../../db/schema/index.js";
import { italianPortionName } from "./catalog/italian-portions.js";
import type { FoodWithPortions } from "./repository.js";

/** A food row's composition per 100 g, in the contract's words. */
export function per100Of(food: FoodRow): Nutrients {
  // A plain loop: Object.fromEntries over mapped pairs was the largest cost of answering foods.
  const per100 = {} as Record<string, number | null>;
  for (const key of NUTRIENT_KEYS) per100[key] = food[key];
  return per100 as Nutrients;
}

/**
 * A built-in food presented once per kept row and language (catalog-food-cache.ts hands out the
 * same object each time): it reads the same for every user, its owner being no one.
 */
const presentedCatalogFoods: Record<Locale, WeakMap<FoodWithPortions, Food>> = { en: new WeakMap(), it: new WeakMap() };

/**
 * A food's name in `locale`: a shared food's Italian name (foods.name_it, from the catalog's
 * foods-it.csv) for Italian, when it has one; a person's own food keeps the name they gave it.
 */
export function foodNameIn(food: Pick<FoodRow, "name" | "nameIt" | "ownerUserId">, locale: Locale): string {
  return locale === "it" && food.ownerUserId === null && food.nameIt ? food.nameIt : food.name;
}

/**
 * A shared food's portion name in `locale`: Italian from catalog/portions-it.csv or its rules
 * ('1 medium apple' -> '1 mela media'), English when neither knows it. A person's own food keeps
 * its portions as they typed them: the presenter only asks for shared foods.
 */
export function portionNameIn(name: string, locale: Locale): string {
  return locale === "it" ? (italianPortionName(name) ?? name) : name;
}

/** A food as the contract has it, its name in the request's language (English unless asked otherwise). */
export function presentFood(row: FoodWithPortions, userId: number, locale: Locale = "en"): Food {
  if (row.food.ownerUserId !== null) return presentRow(row, userId, locale);
  const presentedFoods = presentedCatalogFoods[locale];
  let presented = presentedFoods.get(row);
  if (!presented) {
    presented = presentRow(row, userId, locale);
    presentedFoods.set(row, presented);
  }
  return presented;
}

function presentRow({ food, portions }: FoodWithPortions, userId: number, locale: Locale): Food {
  // A person's own food keeps its portions as typed, whatever the language.
  const portionLocale = food.ownerUserId === null ? locale : "en";
  return {
    id: food.id,
    name: foodNameIn(food, locale),
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100: per100Of(food),
    portions: portions.map((p) => ({ id: p.id, name: portionNameIn(p.name, portionLocale), grams: p.grams })),
    isOwn: food.ownerUserId === userId,
    barcode: food.barcode,
    servings: food.servings,
    source: food.source,
  };
}

/** The public API's food (shared/contracts/public/foods.ts): `per100g`, portions without ids, no source. */
export function publicFood(food: Food): PublicFood {
  return {
    id: food.id,
    name: food.name,
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100g: food.per100,
    portions: food.portions.map(({ name, grams }) => ({ name, grams })),
    isOwn: food.isOwn,
  };
}
