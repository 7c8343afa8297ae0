import type { CatalogFood, FoodFinder } from "../../integrations/ai/builtin/describe-meal.js";
import { per100Of } from "../foods/present.js";
import type { FoodsRepository, FoodWithPortions } from "../foods/repository.js";

/** No account has id 0 (ids start at 1): a guest's search ranks the built-in foods alone. */
const GUEST = 0;
/** The typed description's parts are looked up one by one; the best few are enough to choose from. */
const CANDIDATES = 5;

function catalogFood({ food, portions }: FoodWithPortions): CatalogFood {
  return {
    id: food.id,
    name: food.name,
    // A shared food's Italian name, for an Italian answer; an own food keeps its owner's name.
    nameIt: food.ownerUserId === null ? food.nameIt : null,
    aliases: food.aliases
      .split("|")
      .map((alias) => alias.trim())
      .filter(Boolean),
    basis: food.basis,
    per100: per100Of(food),
    portions: portions.map((p) => ({ name: p.name, grams: p.grams })),
  };
}

/**
 * The food database's search as the built-in assistant asks it: the same ranking as the search
 * box, so a signed-in person's own foods and the foods they log count, and a guest's the catalog.
 */
export function foodFinder(repo: Pick<FoodsRepository, "search">, userId: number | null): FoodFinder {
  return async (query) => (await repo.search(userId ?? GUEST, query, CANDIDATES)).map(catalogFood);
}
