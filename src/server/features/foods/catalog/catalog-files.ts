import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parseItalianNames, withItalianNames } from "./italian-names.js";
import { type CatalogFood, mergeCatalog } from "./merge-catalog.js";
import { parseCatalog } from "./parse-catalog.js";
import { parseUsdaAliases } from "./parse-usda-aliases.js";
import { parseUsdaCatalog } from "./parse-usda-catalog.js";

export const catalogFiles = {
  curated: path.join(import.meta.dirname, "foods.csv"),
  usda: path.join(import.meta.dirname, "usda-sr28.csv.gz"),
  usdaAliases: path.join(import.meta.dirname, "usda-aliases.csv"),
  italian: path.join(import.meta.dirname, "foods-it.csv"),
} as const;

/**
 * Bump when the way the files become database rows changes (merge rules, columns written), so
 * databases seeded by the previous code are seeded again although the files did not change.
 */
export const CATALOG_FORMAT_VERSION = "3";

export interface CatalogSource {
  /** SHA-256 of the format version and every file's bytes: unchanged means nothing to seed. */
  checksum: string;
  /** Parses and merges the files: only called when the checksum says the database is behind. */
  foods(): CatalogFood[];
}

/** SHA-256 of the format version and the files' bytes, each preceded by its length. */
export function catalogChecksum(files: Buffer[]): string {
  const hash = createHash("sha256").update(`macrowise-catalog-v${CATALOG_FORMAT_VERSION}\n`);
  for (const bytes of files) hash.update(`${bytes.length}\n`).update(bytes);
  return hash.digest("hex");
}

export async function readCatalog(): Promise<CatalogSource> {
  const [curated, usda, usdaAliases, italian] = await Promise.all([
    fs.readFile(catalogFiles.curated),
    fs.readFile(catalogFiles.usda),
    fs.readFile(catalogFiles.usdaAliases),
    fs.readFile(catalogFiles.italian),
  ]);
  return {
    checksum: catalogChecksum([curated, usda, usdaAliases, italian]),
    foods: () =>
      withItalianNames(
        mergeCatalog(
          parseCatalog(curated.toString("utf8")),
          parseUsdaCatalog(gunzipSync(usda).toString("utf8")),
          parseUsdaAliases(usdaAliases.toString("utf8")),
        ),
        parseItalianNames(italian.toString("utf8")),
      ),
  };
}
