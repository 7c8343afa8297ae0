import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_CATEGORIES, type CuratedFood, parseCatalog } from "./parse-catalog.js";

const csvText = fs.readFileSync(path.join(import.meta.dirname, "foods.csv"), "utf8");
const foods = parseCatalog(csvText);
const bySlug = new Map(foods.map((f) => [f.slug, f]));

function food(slug: string): CuratedFood {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`no food with slug '${slug}'`);
  return found;
}

const HEADER = "slug,name,aliases,category,basis,calories,proteins,carbs,fats,fiber,portions,note,sr28";

describe("foods.csv", () => {
  it("starts with '#' comments that name its sources, then the exact header", () => {
    const lines = csvText.split("\n");
    const firstData = lines.findIndex((l) => !l.startsWith("#"));
    expect(firstData).toBeGreaterThan(0);
    expect(lines[firstData]).toBe(HEADER);
    const comments = lines.slice(0, firstData).join("\n");
    expect(comments).toMatch(/USDA FoodData Central/);
    expect(comments).toMatch(/SR Legacy/);
    expect(comments).toMatch(/Foundation Foods/);
    expect(comments).toMatch(/CREA/);
    expect(comments).toMatch(/per 100 g/);
  });

  it("holds at least 420 foods with unique slugs", () => {
    expect(foods.length).toBeGreaterThanOrEqual(420);
    expect(new Set(foods.map((f) => f.slug)).size).toBe(foods.length);
  });

  it("uses only the allowed categories and bases, and every category has foods", () => {
    const allowed = new Set<string>(CATALOG_CATEGORIES);
    for (const f of foods) {
      expect(allowed.has(f.category), f.slug).toBe(true);
      expect(["g", "ml"], f.slug).toContain(f.basis);
      if (f.category === "drinks") expect(f.basis, f.slug).toBe("ml");
    }
    for (const category of CATALOG_CATEGORIES) {
      expect(
        foods.some((f) => f.category === category),
        category,
      ).toBe(true);
    }
  });

  it("has plausible amounts: non-negative, macros within 100 g, fiber within carbs", () => {
    for (const f of foods) {
      for (const value of [f.calories, f.proteins, f.carbs, f.fats, f.fiber]) {
        expect(Number.isFinite(value) && value >= 0, f.slug).toBe(true);
      }
      expect(f.proteins + f.carbs + f.fats, f.slug).toBeLessThanOrEqual(100);
      expect(f.fiber, f.slug).toBeLessThanOrEqual(f.carbs);
      expect(f.calories, f.slug).toBeLessThanOrEqual(902);
    }
  });

  it("gives every food at least one named portion with a positive weight", () => {
    for (const f of foods) {
      expect(f.portions.length, f.slug).toBeGreaterThan(0);
      for (const p of f.portions) {
        expect(p.name.length, f.slug).toBeGreaterThan(0);
        expect(p.grams, `${f.slug}: ${p.name}`).toBeGreaterThan(0);
      }
    }
  });

  // Exempt: alcohol (7 kcal/g) and the few foods whose table energy uses organic-acid factors (lemon, vinegar).
  it("agrees with Atwater factors (4/4/9, fiber 2 kcal/g) within 20% except for alcohol and organic acids", () => {
    const outliers: string[] = [];
    for (const f of foods) {
      if (f.note === "alcohol" || f.note === "organic acids" || f.calories <= 20) continue;
      const atwater = 4 * f.proteins + 4 * f.carbs + 9 * f.fats;
      const fiberAdjusted = atwater - 2 * f.fiber;
      if (f.calories < fiberAdjusted * 0.8 || f.calories > atwater * 1.2) {
        outliers.push(`${f.slug}: ${f.calories} kcal vs ${Math.round(fiberAdjusted)}-${Math.round(atwater)}`);
      }
    }
    expect(outliers).toEqual([]);
  });

  it("marks alcoholic drinks with note 'alcohol'", () => {
    for (const slug of ["beer-lager", "wine-red", "wine-white", "spirits-40"]) {
      expect(food(slug).note).toBe("alcohol");
    }
    expect(food("beer-non-alcoholic").note).toBe("");
    const exempt = foods.filter((f) => f.note === "organic acids").map((f) => f.slug);
    expect(exempt.length).toBeLessThanOrEqual(5);
    for (const slug of exempt) expect(food(slug).category, slug).not.toBe("drinks");
  });

  it("matches well-known reference values", () => {
    const near = (
      slug: string,
      field: "calories" | "proteins" | "carbs" | "fats",
      expected: number,
      tolerance: number,
    ) => {
      expect(Math.abs(food(slug)[field] - expected), `${slug} ${field}`).toBeLessThanOrEqual(tolerance);
    };
    near("banana-raw", "calories", 89, 3);
    near("rice-white-cooked", "calories", 130, 5);
    near("chicken-breast-roasted", "calories", 165, 5);
    near("chicken-breast-roasted", "proteins", 31, 1);
    near("egg-whole-raw", "calories", 143, 5);
    near("egg-whole-raw", "proteins", 12.6, 0.5);
    near("olive-oil-extra-virgin", "calories", 884, 5);
    near("olive-oil-extra-virgin", "fats", 100, 0.5);
    near("milk-whole", "calories", 61, 3);
    near("almonds", "calories", 579, 10);
    near("apple-raw", "calories", 52, 3);
    near("oats-rolled-dry", "calories", 379, 10);
    near("pasta-cooked", "calories", 158, 10);
    near("salmon-atlantic-baked", "proteins", 22, 1.5);
    near("lentils-boiled", "calories", 116, 5);
    near("parmigiano-reggiano", "proteins", 33.5, 1.5);
    near("sugar-white", "carbs", 100, 0.5);
  });

  it("contains the foods people search for first, with their aliases", () => {
    const named = new Map(foods.map((f) => [f.name, f]));
    const required = [
      "Chicken breast, roasted, skinless",
      "Greek yogurt, plain, 2% fat",
      "Yogurt, plain, whole milk",
      "Banana, raw",
      "Spaghetti alla carbonara",
      "Apple, raw",
      "Egg, whole, boiled",
      "Egg, whole, raw",
      "Oats, rolled, dry",
      "Rice, white, cooked",
      "Pasta, cooked",
      "Whole-wheat bread",
      "Olive oil, extra virgin",
      "Salmon, Atlantic, baked",
      "Almonds",
      "Broccoli, boiled",
      "Potato, boiled, without skin",
      "Tuna, canned in water, drained",
      "Lentils, boiled",
      "Orange, raw",
      "Wine, red",
    ];
    for (const name of required) expect(named.has(name), name).toBe(true);
    for (const prefix of ["Milk, whole", "Milk, semi-skimmed", "Milk, skimmed", "Avocado", "Beer, lager", "Cola"]) {
      expect(
        foods.some((f) => f.name.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(food("chicken-breast-roasted").aliases).toContain("chicken breast");
    expect(food("greek-yogurt-2-percent").aliases).toEqual(
      expect.arrayContaining(["yogurt", "yoghurt", "greek yoghurt"]),
    );
    expect(food("banana-raw").aliases).toContain("bananas");
    expect(food("spaghetti-carbonara").aliases).toContain("spaghetti carbonara");
    expect(food("eggplant-raw").aliases).toEqual(expect.arrayContaining(["aubergine", "eggplant"]));
    expect(food("zucchini-raw").aliases).toEqual(expect.arrayContaining(["courgette", "zucchini"]));
    expect(food("shrimp-cooked").aliases).toEqual(expect.arrayContaining(["prawns", "shrimp"]));
  });

  it("covers Italian staples and dishes", () => {
    for (const slug of [
      "spaghetti-carbonara",
      "lasagne-bolognese",
      "risotto-parmigiana",
      "pizza-margherita",
      "minestrone",
      "tiramisu",
      "pasta-al-pomodoro",
      "pesto-genovese",
      "bresaola",
      "mozzarella",
      "parmigiano-reggiano",
      "ricotta",
      "prosciutto-crudo",
      "focaccia",
      "gnocchi-potato",
      "polenta-cooked",
      "panettone",
      "cornetto-plain",
      "espresso",
      "cappuccino",
    ]) {
      expect(bySlug.has(slug), slug).toBe(true);
    }
  });
});

describe("parseCatalog", () => {
  const header = `# a comment\n${HEADER}\n`;

  it("reads quoted fields with commas and doubled quotes", () => {
    const [row] = parseCatalog(
      `${header}rice,"Rice, ""white"", cooked",rice|riso,grains,g,130,2.7,28.2,0.3,0.4,1 cup:158|1 serving:150,,20045\n`,
    );
    expect(row).toEqual({
      slug: "rice",
      name: 'Rice, "white", cooked',
      aliases: ["rice", "riso"],
      category: "grains",
      basis: "g",
      calories: 130,
      proteins: 2.7,
      carbs: 28.2,
      fats: 0.3,
      fiber: 0.4,
      portions: [
        { name: "1 cup", grams: 158 },
        { name: "1 serving", grams: 150 },
      ],
      note: "",
      sr28: "20045",
    });
  });

  it("throws with the line number on malformed rows", () => {
    const row = (fields: string) => parseCatalog(`${header}${fields}\n`);
    expect(() => row("x,X,,grains,g,1,1,1,1,1,1 cup:10,")).toThrow(/line 3/);
    expect(() => row("x,X,,candy,g,1,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*category/);
    expect(() => row("x,X,,baby-foods,g,1,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*category/);
    expect(() => row("x,X,,grains,kg,1,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*basis/);
    expect(() => row("x,X,,grains,g,-1,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*calories/);
    expect(() => row("x,X,,grains,g,1.25,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*calories/);
    expect(() => row("x,X,,grains,g,1,1,1,1,1,,,")).toThrow(/line 3.*portion/);
    expect(() => row("x,X,,grains,g,1,1,1,1,1,1 cup:0,,")).toThrow(/line 3.*portion/);
    expect(() => row("x,X,,grains,g,1,1,1,1,1,1 cup:10,,9200")).toThrow(/line 3.*sr28/);
    expect(() => row("Bad Slug,X,,grains,g,1,1,1,1,1,1 cup:10,,")).toThrow(/line 3.*slug/);
    expect(() => row('x,"X,,grains,g,1,1,1,1,1,1 cup:10,,')).toThrow(/line 3.*quoted/);
    expect(() => row("x,X,,grains,g,1,1,1,1,1,1 cup:10,,\nx,Y,,grains,g,1,1,1,1,1,1 cup:10,,")).toThrow(
      /line 4.*duplicate/,
    );
    expect(() => parseCatalog("slug,name\n")).toThrow(/line 1.*header/);
  });
});
