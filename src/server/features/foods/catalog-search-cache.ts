import type { CatalogRanking } from "./search-ranking.js";
import { versionedCache } from "./versioned-cache.js";

/**
 * The shared ranking of built-in and barcode foods per query and food group, kept in this process
 * for the current catalog version (see versioned-cache.ts). It holds nothing of any user (their
 * history and own foods are scored per request). People type the same few hundred queries, a
 * letter at a time, so most searches find theirs here. A ranking being computed is shared by the
 * requests that ask meanwhile; a failed one is not kept.
 */
export function catalogSearchCache(maxQueries = 2_000) {
  const rankings = versionedCache<string, Promise<CatalogRanking>>(maxQueries);
  return {
    rankingOf(version: number, query: string, category: string | null, compute: () => Promise<CatalogRanking>) {
      const key = `${category ?? ""}|${query}`;
      const kept = rankings.get(version, key);
      if (kept) return kept;
      const ranking = compute();
      rankings.set(version, key, ranking);
      ranking.catch(() => rankings.drop(key, ranking));
      return ranking;
    },
  };
}

export type CatalogSearchCache = ReturnType<typeof catalogSearchCache>;
