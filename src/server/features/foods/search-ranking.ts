/** The shared ranking of built-in foods for one query (CATALOG_SEARCH_SQL's row). */
export interface CatalogRanking {
  /** Query word, vocabulary word and similarity of each match, as three parallel lists. */
  matchQueryWords: string[];
  matchWords: string[];
  matchSimilarities: number[];
  /** The names' key after correcting misspellings, and how sure the correction is. */
  correctedKey: string;
  confidence: number;
  /** The best built-in foods, best first, with their scores and name lengths (the tie-break). */
  ids: number[];
  scores: number[];
  nameLengths: number[];
  /** Whether each holds a match of every query word (of the first three, for longer queries). */
  everyWord: boolean[];
  /** How many built-in foods hold a match of every query word (counted up to 300). */
  everyWordFoods: number;
}

/** A food scored with this user's part (USER_SEARCH_SQL's rows): what they logged, their own. */
export interface UserScoredFood {
  id: number;
  score: number;
  nameLength: number;
  everyWord: boolean;
}

/**
 * The search's answer: the shared ranking with this user's foods scored in, best first (ties to
 * the shorter name, then the older food), at most `limit`. A built-in food this user has logged
 * takes its score from the user's part, which counts the history the shared one cannot. Foods
 * holding only some of the query's words are answered only when those holding all are too few to
 * fill it: a food logged often must not push the 'hash browns' below 'Sugar, brown'.
 */
export function mergeSearchRanking(catalog: CatalogRanking, own: UserScoredFood[], limit: number): number[] {
  const scored = new Map<number, UserScoredFood>();
  catalog.ids.forEach((id, i) => {
    scored.set(id, {
      id,
      score: catalog.scores[i] ?? 0,
      nameLength: catalog.nameLengths[i] ?? 0,
      everyWord: catalog.everyWord[i] ?? false,
    });
  });
  const ownEveryWord = own.filter((food) => food.everyWord && !scored.has(food.id)).length;
  for (const food of own) scored.set(food.id, food);
  const onlyEveryWord = catalog.everyWordFoods + ownEveryWord >= limit;
  return [...scored.values()]
    .filter((food) => food.everyWord || !onlyEveryWord)
    .sort((a, b) => b.score - a.score || a.nameLength - b.nameLength || a.id - b.id)
    .slice(0, limit)
    .map((food) => food.id);
}
