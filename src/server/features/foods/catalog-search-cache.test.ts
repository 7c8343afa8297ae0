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

describe("catalogSearchCache", () => {
  it("computes a query's ranking once, sharing it with requests that ask meanwhile", async () => {
    const cache = catalogSearchCache();
    let computed = 0;
    const compute = async () => ranking(++computed);
    const [first, second] = await Promise.all([
      cache.rankingOf("rice", null, compute),
      cache.rankingOf("rice", null, compute),
    ]);
    expect(computed).toBe(1);
    expect(second).toBe(first);
  });

  it("keeps the rankings of each food group apart", async () => {
    const cache = catalogSearchCache();
    let computed = 0;
    const compute = async () => ranking(++computed);
    expect((await cache.rankingOf("rice", null, compute)).ids).toEqual([1]);
    expect((await cache.rankingOf("rice", "grains", compute)).ids).toEqual([2]);
  });

  it("asks again once a ranking has expired", async () => {
    let now = 0;
    const cache = catalogSearchCache({ ttlMs: 1000, now: () => now });
    let computed = 0;
    const compute = async () => ranking(++computed);
    await cache.rankingOf("oats", null, compute);
    now = 999;
    await cache.rankingOf("oats", null, compute);
    expect(computed).toBe(1);
    now = 1000;
    expect((await cache.rankingOf("oats", null, compute)).ids).toEqual([2]);
  });

  it("does not keep a ranking that failed", async () => {
    const cache = catalogSearchCache();
    await expect(cache.rankingOf("egg", null, () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect((await cache.rankingOf("egg", null, async () => ranking(3))).ids).toEqual([3]);
  });
});
