/**
 * The Italian names of the built-in foods (foods-it.csv, issue 28): parsed strictly, then joined to
 * the merged catalog by the food's key (its slug). The Italian name is kept to be shown
 * (foods.name_it); the name and the aliases also join the food's search aliases, so a search in
 * Italian finds it whatever the interface language.
 */
import { catalogRecords, fail } from "./csv.js";
import type { CatalogFood } from "./merge-catalog.js";

export const ITALIAN_NAME_COLUMNS = ["key", "name", "aliases"] as const;

export interface ItalianName {
  /** The food's slug: a foods.csv slug or usda-NNNNN. */
  key: string;
  name: string;
  aliases: string[];
}

const FILE = "foods-it.csv";

export function parseItalianNames(text: string): ItalianName[] {
  const keys = new Set<string>();
  return catalogRecords(text, FILE, ITALIAN_NAME_COLUMNS).map(
    ({ fields: [key = "", name = "", aliases = ""], line }) => {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) fail(FILE, line, `key '${key}' must be a food's slug`);
      if (keys.has(key)) fail(FILE, line, `duplicate key '${key}'`);
      keys.add(key);
      if (name.trim() === "") fail(FILE, line, "name is empty");
      const list = aliases.trim() === "" ? [] : aliases.split("|").map((alias) => alias.trim());
      if (list.some((alias) => alias === "")) fail(FILE, line, "empty alias");
      return { key, name: name.trim(), aliases: list };
    },
  );
}

/** Italian words that only join others ('petto di pollo'): a name is also searched without them. */
const LITTLE_WORDS = new Set(
  "di del dello della dei degli delle al allo alla ai agli alle da dal dallo dalla dai dagli dalle in nel nello nella nei negli nelle con su sul sullo sulla sui sugli sulle per e ed a il lo la i gli le un uno una".split(
    " ",
  ),
);

/**
 * A name without its little words and elisions ('fiocchi d'avena' -> 'fiocchi avena', 'pasta
 * all'amatriciana' -> 'pasta amatriciana'), so any word order of the words that matter meets its
 * whole set ('pollo petto' is 'petto di pollo'); null when nothing changes. Search glues an
 * elided word to the next ('d'avena' -> 'davena'), so the plain word is written out here.
 */
export function withoutLittleWords(name: string): string | null {
  const words = name
    .toLowerCase()
    .replace(/\b[a-zà-ù]{1,5}['’](?=[a-zà-ù])/g, " ")
    .split(/[\s,]+/)
    .filter((word) => word !== "" && !LITTLE_WORDS.has(word));
  const plain = words.join(" ");
  return plain === "" || plain === name.toLowerCase().replace(/,/g, "").replace(/\s+/g, " ") ? null : plain;
}

/** The catalog with each named food's Italian name and its Italian search aliases. */
export function withItalianNames(foods: CatalogFood[], names: ItalianName[]): CatalogFood[] {
  const bySlug = new Map(foods.map((food) => [food.slug, food]));
  for (const name of names) {
    if (!bySlug.has(name.key)) throw new Error(`${FILE} names '${name.key}', which is no food of the catalog`);
  }
  const byKey = new Map(names.map((name) => [name.key, name]));
  return foods.map((food) => {
    const italian = byKey.get(food.slug);
    if (!italian) return food;
    const phrases = [italian.name, ...italian.aliases];
    const plain = phrases.map(withoutLittleWords).filter((phrase): phrase is string => phrase !== null);
    const seen = new Set(food.aliases.map((alias) => alias.toLowerCase()));
    const extra = [...phrases, ...plain].filter((phrase) => {
      const key = phrase.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...food, nameIt: italian.name, aliases: [...food.aliases, ...extra] };
  });
}
