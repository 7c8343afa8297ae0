import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { portionNameIn } from "../present.js";
import { catalogFiles, readCatalog } from "./catalog-files.js";
import { CatalogFormatError } from "./csv.js";
import { parsePortionTranslations, portionTranslationsFile } from "./italian-portions.js";
import { parseCatalog } from "./parse-catalog.js";

const table = parsePortionTranslations(fs.readFileSync(portionTranslationsFile, "utf8"));
const HEADER = "name,name_it\n";

describe("the Italian portion names (portions-it.csv)", () => {
  it("translate every portion name of foods.csv", () => {
    const curated = parseCatalog(fs.readFileSync(catalogFiles.curated, "utf8"));
    const names = new Set(curated.flatMap((food) => food.portions.map((portion) => portion.name)));
    expect(names.size).toBeGreaterThan(300);
    expect([...names].filter((name) => !table.has(name))).toEqual([]);
  });

  it("translate every portion of the foods shown in Italian, SR28's household measures included", async () => {
    const shownInItalian = (await readCatalog()).foods().filter((food) => food.nameIt !== null);
    const names = new Set(shownInItalian.flatMap((food) => food.portions.map((portion) => portion.name)));
    expect([...names].filter((name) => !table.has(name))).toEqual([]);
  });

  it("read strictly: no empty Italian, no name twice", () => {
    expect(parsePortionTranslations(`# comment\n${HEADER}1 tsp,1 cucchiaino\n`).get("1 tsp")).toBe("1 cucchiaino");
    expect(() => parsePortionTranslations(`${HEADER}1 tsp,\n`)).toThrow(CatalogFormatError);
    expect(() => parsePortionTranslations(`${HEADER}1 tsp,1 cucchiaino\n1 tsp,un cucchiaino\n`)).toThrow(/duplicate/);
  });
});

describe("portionNameIn", () => {
  it("says a portion in Italian from the table, then the rules, and keeps English otherwise", () => {
    expect(portionNameIn("1 medium apple", "it")).toBe("1 mela media");
    expect(portionNameIn("1 medium apple", "en")).toBe("1 medium apple");
    expect(portionNameIn("1 small glass (200 ml)", "it")).toBe("1 bicchiere piccolo (200 ml)");
    expect(portionNameIn('1 cup, chopped (1/2" pieces, loosely packed)', "it")).toBe(
      "1 tazza, tritato (pezzi da 1 cm, non pressati)",
    );
    // Not in the table: the rules.
    expect(portionNameIn("7 medium pears", "it")).toBe("7 pere medie");
    expect(portionNameIn("1 cup (grandma's recipe)", "it")).toBe("1 cup (grandma's recipe)");
  });
});
