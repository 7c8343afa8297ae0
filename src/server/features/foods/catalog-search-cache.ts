import { expiringCache } from "./expiring-cache.js";
import type { CatalogRanking } from "./search-ranking.js";

export interface CatalogSearchCacheOptions {
  /** How long a query's ranking is kept: bounds how long a new vocabulary word goes uncorrected. */
  ttlMs?: number;
  /** At most this many queries; the oldest go first. */
  maxQueries?: number;
  now?: () => number;
}

/**
 * The shared ranking of built-in foods per query and food group, kept in this process. It holds
 * nothing of any user (their history and own foods are scored per request), and the built-in
 * foods change only when a release seeds them, so every instance may keep its own. People type
 * the same few hundred queries, a letter at a time, so most searches find theirs here. A ranking
 * being computed is shared by the requests that ask meanwhile; a failed one is not kept.
 */
export function catalogSearchCache({ ttlMs = 10 * 60_000, maxQueries = 2_000, now }: CatalogSearchCacheOptions = {}) {
  const rankings = expiringCache<string, Promise<CatalogRanking>>({ ttlMs, maxEntries: maxQueries, now });
  return {
    rankingOf(query: string, category: string | null, compute: () => Promise<CatalogRanking>) {
      const key = `${category ?? ""}|${query}`;
      const kept = rankings.get(key);
      if (kept) return kept;
      const ranking = compute();
      rankings.set(key, ranking);
      ranking.catch(() => {
        if (rankings.get(key) === ranking) rankings.delete(key);
      });
      return ranking;
    },
  };
}

export type CatalogSearchCache = ReturnType<typeof catalogSearchCache>;
