import {
  MICRONUTRIENT_KEYS,
  type MicronutrientKey,
  type Micronutrients,
  type Nutrients,
  nutrientInfo,
  roundMicronutrient,
} from "../../../shared/domain/nutrients.js";

/**
 * Open Food Facts product lookup (https://world.openfoodfacts.org/api/v2/product/{code}.json).
 * Only used when OPEN_FOOD_FACTS_URL is configured; the app works offline without it.
 */
export interface BarcodeProduct {
  code: string;
  name: string;
  basis: "g" | "ml";
  /** Per 100 g (100 ml); micronutrients the product does not declare stay null. */
  per100: Nutrients;
  serving: { name: string; grams: number } | null;
}

export interface BarcodeLookup {
  find(code: string): Promise<BarcodeProduct | null>;
}

export class BarcodeLookupError extends Error {}

interface OffProduct {
  product_name?: string;
  product_name_en?: string;
  brands?: string;
  quantity?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  nutriments?: Record<string, number | string | undefined>;
}

const num = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
};

/** Open Food Facts' nutriment names (values per 100 g, always in grams) for our micronutrients. */
const OFF_NAMES: Record<MicronutrientKey, string> = {
  fiber: "fiber",
  sugars: "sugars",
  saturatedFat: "saturated-fat",
  monounsaturatedFat: "monounsaturated-fat",
  polyunsaturatedFat: "polyunsaturated-fat",
  transFat: "trans-fat",
  cholesterol: "cholesterol",
  sodium: "sodium",
  potassium: "potassium",
  calcium: "calcium",
  iron: "iron",
  magnesium: "magnesium",
  phosphorus: "phosphorus",
  zinc: "zinc",
  copper: "copper",
  manganese: "manganese",
  selenium: "selenium",
  vitaminA: "vitamin-a",
  vitaminC: "vitamin-c",
  vitaminD: "vitamin-d",
  vitaminE: "vitamin-e",
  vitaminK: "vitamin-k",
  thiamin: "vitamin-b1",
  riboflavin: "vitamin-b2",
  niacin: "vitamin-pp",
  vitaminB6: "vitamin-b6",
  folate: "vitamin-b9",
  vitaminB12: "vitamin-b12",
  choline: "choline",
};

const GRAMS_TO: Record<string, number> = { g: 1, mg: 1000, µg: 1_000_000 };

/** The micronutrients a product declares, converted from grams to our units. */
function micronutrientsOf(n: Record<string, unknown>): Micronutrients {
  return Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => {
      const grams = num(n[`${OFF_NAMES[key]}_100g`]);
      return [key, grams === null ? null : roundMicronutrient(grams * (GRAMS_TO[nutrientInfo(key).unit] ?? 1))];
    }),
  ) as Micronutrients;
}

/** Turns an Open Food Facts product into our shape, or null when it lacks the numbers we need. */
export function parseOffProduct(code: string, product: OffProduct): BarcodeProduct | null {
  const n = product.nutriments ?? {};
  const kcal =
    num(n["energy-kcal_100g"]) ?? (num(n.energy_100g) !== null ? (num(n.energy_100g) as number) / 4.184 : null);
  const protein = num(n.proteins_100g);
  const carbs = num(n.carbohydrates_100g);
  const fat = num(n.fat_100g);
  const name = (product.product_name_en || product.product_name || "").trim();
  if (kcal === null || protein === null || carbs === null || fat === null || name === "") return null;
  const brand = product.brands?.split(",")[0]?.trim();
  const servingGrams = num(product.serving_quantity);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    code,
    name: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${name} (${brand})` : name,
    basis: /\bml\b|\bl\b|cl\b/i.test(product.quantity ?? "") ? "ml" : "g",
    per100: {
      calories: round(kcal),
      proteins: round(protein),
      carbs: round(carbs),
      fats: round(fat),
      ...micronutrientsOf(n),
    },
    serving:
      servingGrams && servingGrams > 0
        ? { name: product.serving_size?.trim() || "1 serving", grams: servingGrams }
        : null,
  };
}

export function openFoodFactsLookup(baseUrl: string, timeoutMs = 5000): BarcodeLookup {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async find(code) {
      let response: Response;
      try {
        response = await fetch(`${base}/api/v2/product/${encodeURIComponent(code)}.json`, {
          headers: { "user-agent": "Macrowise/0.1 (self-hosted nutrition tracker)" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new BarcodeLookupError("Open Food Facts could not be reached", { cause: error });
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new BarcodeLookupError(`Open Food Facts answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { status?: number; product?: OffProduct } | null;
      if (body?.status !== 1 || !body.product) return null;
      return parseOffProduct(code, body.product);
    },
  };
}
