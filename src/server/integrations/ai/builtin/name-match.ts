/**
 * How well a food of the database answers the words typed for it. The search ranks by likelihood
 * and forgives a lot (a typo, a missing word); the assistant must also say when what it took is
 * only close: the words it could not match are named, and a food matching none of them is no
 * answer at all.
 */

/** Words that join or count and name nothing ("a cup of rice", "mac and cheese"). */
const JOINING_WORDS = new Set([
  ...["and", "with", "of", "n", "the", "a", "an", "w", "some", "my", "our", "in", "on"],
  // Italian ("petto di pollo", "pasta al pomodoro", "pane e burro").
  ...["di", "d", "e", "ed", "con", "del", "della", "dei", "delle", "al", "alla", "allo", "ai", "alle", "il", "lo"],
  ...["la", "le", "gli", "un", "uno", "una", "mio", "mia"],
]);

/** A text's words: lower-case, accent-free, singular ("Tomatoes" -> "tomato"), without joining words. */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/'s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !JOINING_WORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => word.replace(/ies$/, "y").replace(/(?<=[^s])s$/, ""));
}

/** Whether two names are the same words, in any order ("mac and cheese" and "Cheese, mac n"). */
export function sameWords(a: string, b: string): boolean {
  return searchWords(a).sort().join(" ") === searchWords(b).sort().join(" ");
}

/** Edit distance, stopped early once it exceeds `limit`. */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return (previous[b.length] as number) <= limit;
}

/** A typed word matches a food's word when equal, one begins the other ('banan'), or a typo apart ('chiken'). */
function wordMatches(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed.length >= 3 && known.length >= 3 && (known.startsWith(typed) || typed.startsWith(known))) return true;
  const limit = typed.length >= 7 ? 2 : typed.length >= 4 ? 1 : 0;
  return limit > 0 && withinEdits(typed, known, limit);
}

/** The typed words ("dragon fruit salad") none of the food's names holds, in the order typed. */
export function unmatchedWords(typed: string, names: string[]): string[] {
  const known = new Set(names.flatMap(searchWords));
  return [...new Set(searchWords(typed))].filter((word) => ![...known].some((k) => wordMatches(word, k)));
}
