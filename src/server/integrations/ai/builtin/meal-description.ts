/**
 * A meal typed in words ("2 eggs, a slice of toast with butter", "200 g chicken breast and a cup of
 * rice") read into parts: how much (a count, a weight, a volume or a named piece such as a slice),
 * an optional size, and the words that name the food. Which food those words mean is the food
 * database's business (describe-meal.ts); this file only reads the amounts.
 */

import {
  NUMBER_WORD_PATTERN,
  NUMBER_WORDS,
  SIZE_PATTERN,
  SIZES,
  type Size,
  type Unit,
  unitKey,
  unitOf,
  VULGAR_FRACTIONS,
} from "./amount-words.js";

export type { Size, Unit } from "./amount-words.js";

export interface Amount {
  quantity: number;
  /** false: nothing said how much ("butter"); the food's usual portion is taken, and the answer says so. */
  quantityGiven: boolean;
  unit: Unit | null;
  size: Size | null;
}

export interface DescribedPart extends Amount {
  /** The part as the person wrote it, for the answer to quote back. */
  typed: string;
  /** The words left for the food ("eggs"); may be empty ("200 g"). */
  food: string;
}

const DECIMAL = "\\d+(?:[.,]\\d+)?";
const NUMBER_PATTERN = new RegExp(
  `^(?:(\\d+)\\s+(\\d+)\\s*/\\s*(\\d+)|(\\d+)\\s*/\\s*(\\d+)|(\\d*)\\s*([${Object.keys(VULGAR_FRACTIONS).join("")}])|(${DECIMAL})(?:\\s*(?:-|–|to)\\s*(${DECIMAL}))?)`,
  "u",
);

const toNumber = (text: string) => Number(text.replace(",", "."));

/** A number at the start of `text` ("2", "1.5", "1,5", "1/2", "1 1/2", "½", "2-3", "two", "half a"). */
function readQuantity(text: string): { quantity: number; numeric: boolean; rest: string } | null {
  const digits = NUMBER_PATTERN.exec(text);
  if (digits) {
    const [whole, mixedWhole, mixedTop, mixedBottom, top, bottom, vulgarWhole, vulgar, decimal, upTo] = digits;
    let quantity: number;
    if (mixedWhole !== undefined) quantity = Number(mixedWhole) + Number(mixedTop) / Number(mixedBottom);
    else if (top !== undefined) quantity = Number(top) / Number(bottom);
    else if (vulgar !== undefined) quantity = Number(vulgarWhole || 0) + (VULGAR_FRACTIONS[vulgar] ?? 0);
    // A range ("2-3 eggs") counts its middle.
    else
      quantity = upTo === undefined ? toNumber(decimal as string) : (toNumber(decimal as string) + toNumber(upTo)) / 2;
    let rest = text.slice(whole.length);
    const andAHalf = /^\s+(?:and\s+a\s+half|e\s+mezz[oa])(?![\p{L}\p{N}])/iu.exec(rest);
    if (andAHalf) {
      quantity += 0.5;
      rest = rest.slice(andAHalf[0].length);
    }
    return { quantity, numeric: true, rest };
  }
  const word = NUMBER_WORD_PATTERN.exec(text);
  if (word) {
    const key = (word[1] as string).toLowerCase().replace(/\s+/g, " ");
    let quantity = NUMBER_WORDS[key] ?? 1;
    let rest = text.slice(word[0].length);
    // "half a cup", "a dozen eggs", "two dozen": a second number word multiplies or is the article.
    const next = NUMBER_WORD_PATTERN.exec(rest.trimStart());
    if (next && quantity === 0.5 && /^an?$/i.test(next[1] as string)) rest = rest.trimStart().slice(next[0].length);
    else if (next && /^dozen$/i.test(next[1] as string) && quantity >= 1) {
      quantity *= 12;
      rest = rest.trimStart().slice(next[0].length);
    }
    return { quantity, numeric: false, rest };
  }
  return null;
}

/** "of" between an amount and its food, in English and Italian ("a cup of rice", "un bicchiere d'acqua"). */
const OF = /^(?:\s+(?:of|di)\s+|\s*d['’]\s*)/i;

const UNIT_WORD = /^(fl\.?\s*oz|fluid\s+ounces?|[\p{L}]+)\.?(?![\p{L}\p{N}])/iu;

/**
 * Reads the amount at the start of one part ("2 large eggs", "200g chicken", "a cup of rice",
 * "half a glass of milk") and, failing that, at its end ("chicken breast 200 g", "eggs x2").
 */
export function readPart(typed: string): DescribedPart {
  const text = typed.trim().replace(/[.!?]+$/, "");
  // Vague amounts ("some rice", "a little milk", "un po' di riso", "del pane") say nothing a usual portion does not.
  let rest = text
    .replace(/^(?:some|a\s+bit\s+of|a\s+little(?:\s+bit\s+of)?|un\s+po['’]\s*d(?:i\s+|['’]\s*))\s*/i, "")
    .replace(/^(?:del|dello|della|dei|degli|delle)\s+|^dell['’]\s*/i, "")
    // "un'arancia" is "una arancia".
    .replace(/^un['’]\s*/i, "una ");
  let quantity = 1;
  let quantityGiven = false;
  let numeric = false;
  let unit: Unit | null = null;
  let size: Size | null = null;

  const number = readQuantity(rest);
  if (number) {
    quantity = number.quantity;
    quantityGiven = true;
    numeric = number.numeric;
    rest = number.rest.trimStart();
    rest = rest.replace(/^[x×]\s+/i, "");
  }
  const readSize = () => {
    const found = SIZE_PATTERN.exec(rest);
    // An Italian size word with nothing after it is a name ("piccolo", the coffee), not a size.
    const italianAlone =
      found && /^(?:piccol|medi[oaie]?$|grand)/i.test(found[1] as string) && rest.slice(found[0].length).trim() === "";
    if (found && !italianAlone) {
      size = SIZES[(found[1] as string).toLowerCase().replace(/\s+/, " ")] ?? null;
      rest = rest.slice(found[0].length);
    }
  };
  readSize();
  const word = UNIT_WORD.exec(rest);
  if (word) {
    const candidate = unitOf(word[1] as string);
    const afterWord = rest.slice(word[0].length);
    const followedByOf = OF.exec(afterWord);
    // A unit of one or two letters (g, l, oz) counts only right after a number: "a g" is no amount.
    if (candidate && (numeric || (word[1] as string).length > 2)) {
      unit = candidate;
      rest = afterWord.replace(OF, " ").trimStart();
    } else if (quantityGiven && followedByOf) {
      // "a tub of ice cream", "two scoops of whey": any word before "of" after a number names a piece.
      unit = { kind: "piece", word: unitKey(word[1] as string) };
      rest = afterWord.slice(followedByOf[0].length);
    }
    if (unit?.kind === "piece" && rest.trim() === "") {
      // "2 slices" with nothing after: the word was the food, not its unit ("200 g" names no food).
      unit = null;
      rest = word[0] + afterWord;
    }
  }
  readSize();
  rest = rest.replace(/^(?:of|di)\s+|^d['’]\s*/i, "");

  if (!quantityGiven) {
    const trailing = new RegExp(`^(.*?)\\s*(?:\\(\\s*)?(${DECIMAL})\\s*([\\p{L}]+(?:\\s*oz)?)\\.?\\s*\\)?$`, "iu").exec(
      rest,
    );
    const times = /^(.*?)\s*[x×]\s*(\d+)$/i.exec(rest);
    const trailingUnit = trailing ? unitOf(trailing[3] as string) : null;
    if (trailing && trailingUnit && trailingUnit.kind !== "piece" && (trailing[1] as string).trim() !== "") {
      quantity = toNumber(trailing[2] as string);
      quantityGiven = true;
      unit = trailingUnit;
      rest = trailing[1] as string;
    } else if (times && (times[1] as string).trim() !== "") {
      quantity = Number(times[2]);
      quantityGiven = true;
      rest = times[1] as string;
    }
  }
  // Italian says the size after the food ("una mela grande"): it is the size, not part of the name.
  const sizeAfter = /^(.*\S)\s+(piccol[oaie]|medi[oaie]|grand[ei])$/iu.exec(rest.trim());
  if (sizeAfter && size === null) {
    size = SIZES[(sizeAfter[2] as string).toLowerCase()] ?? null;
    rest = sizeAfter[1] as string;
  }
  return { typed: text, quantity, quantityGiven, unit, size, food: rest.replace(/\s+/g, " ").trim() };
}

/**
 * The parts a description lists: lines, commas (not a decimal comma), semicolons and "plus". Words
 * that may join one dish's name ("mac and cheese", "bread with butter") are split later, only when
 * the whole phrase is no food (`joinedParts`).
 */
export function splitDescription(text: string): string[] {
  return text
    .split(/\r?\n|;|\+|\bplus\b|(?<!\d),|,(?!\d)/i)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** "toast with butter" -> ["toast", "butter"]: the pieces of a phrase that may name several foods. */
export function joinedParts(food: string): string[] {
  return food
    .split(/\s+(?:and|with|&|w\/|e|ed|con)\s+/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
