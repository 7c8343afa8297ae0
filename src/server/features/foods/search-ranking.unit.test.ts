import { describe, expect, it } from "vitest";
import { type CatalogRanking, mergeSearchRanking, type UserScoredFood } from "./search-ranking.js";

function catalog(foods: [id: number, score: number, nameLength: number, everyWord: boolean][], everyWordFoods: number) {
  return {
    matchQueryWords: [],
    matchWords: [],
    matchSimilarities: [],
    correctedKey: "||",
    confidence: 0,
    ids: foods.map(([id]) => id),
    scores: foods.map(([, score]) => score),
    nameLengths: foods.map(([, , nameLength]) => nameLength),
    everyWord: foods.map(([, , , everyWord]) => everyWord),
    everyWordFoods,
  } satisfies CatalogRanking;
}

const own = (id: number, score: number, nameLength: number, everyWord = true): UserScoredFood => ({
  id,
  score,
  nameLength,
  everyWord,
});

describe("mergeSearchRanking", () => {
  it("puts the user's foods among the built-in ones by score, at most `limit`", () => {
    const shared = catalog(
      [
        [1, 4, 10, true],
        [2, 3, 10, true],
        [3, 2, 10, true],
      ],
      3,
    );
    expect(mergeSearchRanking(shared, [own(9, 3.5, 20)], 3)).toEqual([1, 9, 2]);
  });

  it("scores a logged built-in food once, with the user's score", () => {
    const shared = catalog(
      [
        [1, 4, 10, true],
        [2, 3, 10, true],
      ],
      2,
    );
    expect(mergeSearchRanking(shared, [own(2, 5.1, 10)], 5)).toEqual([2, 1]);
  });

  it("breaks ties by the shorter name, then the older food", () => {
    const shared = catalog(
      [
        [5, 3, 12, true],
        [4, 3, 12, true],
        [6, 3, 8, true],
      ],
      3,
    );
    expect(mergeSearchRanking(shared, [], 5)).toEqual([6, 4, 5]);
  });

  it("answers foods holding only some words only when those holding all are too few", () => {
    const shared = catalog(
      [
        [1, 4, 10, true],
        [2, 1.6, 10, false],
      ],
      1,
    );
    const loggedHalfMatch = own(7, 2.8, 10, false);
    expect(mergeSearchRanking(shared, [loggedHalfMatch], 2)).toEqual([1, 7]);
    expect(mergeSearchRanking(shared, [loggedHalfMatch, own(8, 3, 10)], 2)).toEqual([1, 8]);
  });
});
