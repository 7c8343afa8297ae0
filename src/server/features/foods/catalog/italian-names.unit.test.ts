import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogFiles, readCatalog } from "./catalog-files.js";
import { CatalogFormatError } from "./csv.js";
import { parseItalianNames, withItalianNames, withoutLittleWords } from "./italian-names.js";
import type { CatalogFood } from "./merge-catalog.js";

const HEADER = "key,name,aliases\n";
const foods = (await readCatalog()).foods();
const bySlug = new Map(foods.map((food) => [food.slug, food]));

describe("the Italian names (foods-it.csv)", () => {
  it("name at least 500 foods, every curated food among them", () => {
    const named = foods.filter((food) => food.nameIt !== null);
    expect(named.length).toBeGreaterThanOrEqual(500);
    const curated = foods.filter((food) => !food.slug.startsWith("usda-"));
    expect(curated.filter((food) => food.nameIt === null).map((food) => food.slug)).toEqual([]);
  });

  it("are shown as written and searched through the aliases, with and without little words", () => {
    const chicken = bySlug.get("chicken-breast-roasted");
    expect(chicken?.nameIt).toBe("Petto di pollo, arrosto, senza pelle");
    expect(chicken?.aliases).toEqual(expect.arrayContaining(["petto di pollo", "petto pollo", "pollo alla griglia"]));
    expect(chicken?.name).toBe("Chicken breast, roasted, skinless");
    expect(bySlug.get("apple-raw")?.nameIt).toBe("Mela");
    expect(bySlug.get("tuna-canned-oil")?.aliases).toContain("tonno in scatola");
    expect(bySlug.get("oats-rolled-dry")?.aliases).toContain("fiocchi avena");
  });

  it("drop little words and elisions, and say null when nothing changes", () => {
    expect(withoutLittleWords("Petto di pollo")).toBe("petto pollo");
    expect(withoutLittleWords("Pasta all'amatriciana")).toBe("pasta amatriciana");
    expect(withoutLittleWords("fiocchi d'avena")).toBe("fiocchi avena");
    expect(withoutLittleWords("Tonno sott'olio, sgocciolato")).toBe("tonno olio sgocciolato");
    expect(withoutLittleWords("Spaghetti aglio, olio e peperoncino")).toBe("spaghetti aglio olio peperoncino");
    expect(withoutLittleWords("Mela")).toBeNull();
    expect(withoutLittleWords("prosciutto crudo")).toBeNull();
  });

  it("refuse a malformed file with its line, and a key that is no food", () => {
    expect(() => parseItalianNames(`${HEADER}apple-raw,,mela`)).toThrow(CatalogFormatError);
    expect(() => parseItalianNames(`${HEADER}apple-raw,Mela,\napple-raw,Mela,`)).toThrow(/line 3: duplicate/);
    expect(() => parseItalianNames(`${HEADER}Apple Raw,Mela,`)).toThrow(/slug/);
    expect(() => parseItalianNames(`${HEADER}apple-raw,Mela,mela||mele`)).toThrow(/empty alias/);
    const [apple] = foods.filter((food) => food.slug === "apple-raw") as [CatalogFood];
    expect(() => withItalianNames([apple], parseItalianNames(`${HEADER}no-such-food,Niente,`))).toThrow(/no-such-food/);
  });

  it("keep the file's keys unique and its names distinct from their aliases", () => {
    const names = parseItalianNames(fs.readFileSync(catalogFiles.italian, "utf8"));
    expect(new Set(names.map((name) => name.key)).size).toBe(names.length);
    for (const name of names) {
      expect(
        name.aliases.map((alias) => alias.toLowerCase()),
        name.key,
      ).not.toContain(name.name.toLowerCase());
    }
  });
});
