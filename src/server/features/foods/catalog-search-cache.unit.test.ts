import { describe, expect, it } from "vitest";
import { catalogSearchCache } from "./catalog-search-cache.js";
import type { CatalogRanking } from "./search-ranking.js";

const ranking = (id: number): CatalogRanking => ({
  matchQueryWords: [],
  matchWords: [],
  matchSimilarities: [],
  correctedKey: "||",
  confidence: 0,
  ids: [id],
  scores: [1],
  nameLengths: [5],
  everyWord: [true],
  everyWordFoods: 1,
});

function counter() {
  let computed = 0;
  return async () => ranking(++computed);
}

describe("catalogSearchCache", () => {
  it("computes a query's ranking once per version, sharing it with requests that ask meanwhile", async () => {
    const cache = catalogSearchCache();
    const compute = counter();
    const [first, second] = await Promise.all([
      cache.rankingOf(1, "rice", null, compute),
      cache.rankingOf(1, "rice", null, compute),
    ]);
    expect(first.ids).toEqual([1]);
    expect(second).toBe(first);
  });

  it("keeps the rankings of each food group apart", async () => {
    const cache = catalogSearchCache();
    const compute = counter();
    expect((await cache.rankingOf(1, "rice", null, compute)).ids).toEqual([1]);
    expect((await cache.rankingOf(1, "rice", "grains", compute)).ids).toEqual([2]);
  });

  it("computes again at a newer catalog version, and never answers an older one from the newer", async () => {
    const cache = catalogSearchCache();
    const compute = counter();
    expect((await cache.rankingOf(1, "oats", null, compute)).ids).toEqual([1]);
    expect((await cache.rankingOf(2, "oats", null, compute)).ids).toEqual([2]);
    // A request that read version 1 before the change: computed for it, not kept.
    expect((await cache.rankingOf(1, "oats", null, compute)).ids).toEqual([3]);
    expect((await cache.rankingOf(2, "oats", null, compute)).ids).toEqual([2]);
  });

  it("does not keep a ranking that failed", async () => {
    const cache = catalogSearchCache();
    await expect(cache.rankingOf(1, "egg", null, () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect((await cache.rankingOf(1, "egg", null, async () => ranking(3))).ids).toEqual([3]);
  });
});
