import { catalogRecords, fail } from "./csv.js";

export const USDA_ALIAS_COLUMNS = ["ndb", "name", "aliases"] as const;

export interface UsdaAlias {
  ndb: string;
  /** Replaces SR28's display name when given. */
  name: string | null;
  aliases: string[];
}

/** Parser for usda-aliases.csv: everyday names for SR28 foods. */
export function parseUsdaAliases(text: string): UsdaAlias[] {
  const FILE = "usda-aliases.csv";
  const seen = new Set<string>();
  return catalogRecords(text, FILE, USDA_ALIAS_COLUMNS).map(({ fields: [ndb = "", name = "", aliases = ""], line }) => {
    if (!/^\d{5}$/.test(ndb)) fail(FILE, line, `ndb must be five digits, got '${ndb}'`);
    if (seen.has(ndb)) fail(FILE, line, `duplicate ndb '${ndb}'`);
    seen.add(ndb);
    const list = aliases.split("|").map((alias) => alias.trim());
    if (list.some((alias) => alias === "")) fail(FILE, line, "empty alias");
    return { ndb, name: name.trim() === "" ? null : name.trim(), aliases: list };
  });
}
