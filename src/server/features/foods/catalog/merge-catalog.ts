/**
 * The built-in food database: the curated foods (foods.csv) and every USDA SR28 food that is not
 * one of them, as one list ready to seed. A curated food that names its SR28 twin (column sr28)
 * keeps its own name, aliases, macronutrients and portions, and takes SR28's micronutrients and
 * household measures; the twin is not listed again.
 */
import type { FoodCategory } from "../../../../shared/domain/food-categories.js";
import {
  MICRONUTRIENT_KEYS,
  type Micronutrients,
  type Nutrients,
  unknownMicronutrients,
} from "../../../../shared/domain/nutrients.js";
import type { CatalogPortion, CuratedFood } from "./parse-catalog.js";
import type { UsdaAlias } from "./parse-usda-aliases.js";
import type { UsdaFood } from "./parse-usda-catalog.js";

export interface CatalogFood {
  slug: string;
  name: string;
  /** The Italian name (foods-it.csv), shown to Italian users; null when it has none. */
  nameIt: string | null;
  aliases: string[];
  category: FoodCategory;
  basis: "g" | "ml";
  /** Per 100 g (100 ml). */
  nutrients: Nutrients;
  portions: CatalogPortion[];
  source: string;
  /** Search prior: how commonly eaten (see the foods.popularity column). */
  popularity: number;
}

export const MAX_PORTIONS = 10;

/** SR28 foods people rarely mean: school lunches and commodity packs, infant foods, regional foods. */
function usdaPopularity(food: UsdaFood, hasEverydayName: boolean): number {
  if (hasEverydayName) return 0.6;
  let prior = 0;
  if (food.group === "0300") prior -= 0.6;
  if (food.group === "3500") prior -= 0.5;
  if (/^(School Lunch|USDA Commodity)|commodity/i.test(food.name)) prior -= 0.4;
  // Forms people rarely eat as they are: salted cooking water, mixes, condensed soups, raw packs.
  if (/\b(with salt|dry,? mix|condensed|unprepared|as purchased)\b/i.test(food.name)) prior -= 0.1;
  return prior;
}

const portionKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, " ")
    .trim();

/**
 * The curated portions first, then SR28's measures that are not already there: neither the same
 * name nor the same weight ('1 medium banana' 118 g is SR28's '1 medium (7" to 7-7/8" long)').
 */
function mergedPortions(own: CatalogPortion[], usda: CatalogPortion[]): CatalogPortion[] {
  const names = new Set(own.map((p) => portionKey(p.name)));
  const sameWeight = (p: CatalogPortion) => own.some((o) => Math.abs(o.grams - p.grams) <= o.grams * 0.01);
  const extra = usda.filter((p) => !names.has(portionKey(p.name)) && !sameWeight(p));
  return [...own, ...extra].slice(0, Math.max(MAX_PORTIONS, own.length));
}

function curatedFood(food: CuratedFood, twin: UsdaFood | undefined, alias: UsdaAlias | undefined): CatalogFood {
  const micronutrients: Micronutrients = twin
    ? (Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, twin.nutrients[key]])) as Micronutrients)
    : unknownMicronutrients();
  // The curated table's fiber stays: it is the value reviewed with the food's other macronutrients.
  micronutrients.fiber = food.fiber;
  return {
    slug: food.slug,
    name: food.name,
    nameIt: null,
    aliases: [...new Set([...food.aliases, ...(alias?.aliases ?? [])])],
    category: food.category,
    basis: food.basis,
    nutrients: {
      calories: food.calories,
      proteins: food.proteins,
      carbs: food.carbs,
      fats: food.fats,
      ...micronutrients,
    },
    portions: twin ? mergedPortions(food.portions, twin.portions) : food.portions,
    source: twin
      ? `Macrowise catalog; micronutrients from USDA SR28 #${twin.ndb}`
      : food.note === "typical recipe"
        ? "Macrowise catalog (typical recipe)"
        : "Macrowise catalog",
    popularity: 1,
  };
}

function usdaFood(food: UsdaFood, alias: UsdaAlias | undefined): CatalogFood {
  return {
    slug: `usda-${food.ndb}`,
    name: alias?.name ?? food.name,
    nameIt: null,
    aliases: [...new Set([...(alias?.aliases ?? []), ...food.commonNames])],
    category: food.category,
    basis: "g",
    nutrients: food.nutrients,
    portions: food.portions.slice(0, MAX_PORTIONS),
    source: `USDA SR28 #${food.ndb}`,
    popularity: usdaPopularity(food, alias !== undefined),
  };
}

export function mergeCatalog(curated: CuratedFood[], usda: UsdaFood[], aliases: UsdaAlias[]): CatalogFood[] {
  const usdaByNdb = new Map(usda.map((food) => [food.ndb, food]));
  const aliasByNdb = new Map(aliases.map((alias) => [alias.ndb, alias]));
  for (const alias of aliases) {
    if (!usdaByNdb.has(alias.ndb)) throw new Error(`usda-aliases.csv names ${alias.ndb}, which is not an SR28 food`);
  }
  const twins = new Set<string>();
  const merged = curated.map((food) => {
    if (food.sr28 === null) return curatedFood(food, undefined, undefined);
    const twin = usdaByNdb.get(food.sr28);
    if (!twin) throw new Error(`foods.csv: ${food.slug} names SR28 food ${food.sr28}, which does not exist`);
    twins.add(food.sr28);
    return curatedFood(food, twin, aliasByNdb.get(food.sr28));
  });
  for (const food of usda) {
    if (!twins.has(food.ndb)) merged.push(usdaFood(food, aliasByNdb.get(food.ndb)));
  }
  return merged;
}
