/**
 * The words of amounts the meal reader knows (meal-description.ts): number words, units of weight
 * and volume, named pieces, sizes, and the spellings of each.
 */

export type Size = "small" | "medium" | "large";

export type Unit =
  /** A weight: `grams` per one unit. */
  | { kind: "mass"; word: string; grams: number }
  /** A volume: `ml` per one unit (a cup is 240 ml, as US food labels count it). */
  | { kind: "volume"; word: string; ml: number }
  /** A named piece: the food's own portions say how much ("1 slice: 25 g"). */
  | { kind: "piece"; word: string };

export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  "a dozen": 12,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  "couple of": 2,
  "a few": 3,
  few: 3,
  half: 0.5,
  "a half": 0.5,
  "half a": 0.5,
  "half an": 0.5,
  "a quarter": 0.25,
  "a quarter of": 0.25,
  quarter: 0.25,
  "a third of": 1 / 3,
  "one and a half": 1.5,
  "an extra": 1,
  // Italian (issue 28): "2 uova, una fetta di pane", "mezzo litro di latte".
  un: 1,
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  dozzina: 12,
  "una dozzina di": 12,
  "un paio di": 2,
  "un paio": 2,
  qualche: 3,
  mezzo: 0.5,
  mezza: 0.5,
  "un mezzo": 0.5,
  "una mezza": 0.5,
  "un quarto di": 0.25,
  "un terzo di": 1 / 3,
  "uno e mezzo": 1.5,
  "una e mezza": 1.5,
};
export const NUMBER_WORD_PATTERN = new RegExp(
  `^(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, "\\s+"))
    .join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

export const VULGAR_FRACTIONS: Record<string, number> = {
  "½": 0.5,
  "¼": 0.25,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 0.125,
};

const MASS_UNITS: Record<string, number> = { mg: 0.001, g: 1, hg: 100, kg: 1000, oz: 28.35, lb: 453.6 };

const VOLUME_UNITS: Record<string, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  "fl oz": 29.57,
  cup: 240,
  tbsp: 15,
  tsp: 5,
};

/** Named pieces the food's portions may know ("1 slice", "1 glass", "1 pat"). */
const PIECE_UNITS = new Set([
  "slice",
  "piece",
  "glass",
  "mug",
  "bowl",
  "plate",
  "handful",
  "can",
  "tin",
  "bottle",
  "pot",
  "tub",
  "jar",
  "carton",
  "scoop",
  "serving",
  "portion",
  "pat",
  "knob",
  "stick",
  "bar",
  "clove",
  "pinch",
  "splash",
  "drizzle",
  "dash",
  "dollop",
  "sachet",
  "packet",
  "bag",
  "fillet",
  "square",
  "wedge",
  "cube",
  "leaf",
  "sprig",
  "rasher",
  "strip",
  "spoonful",
  "shot",
]);

/** Sizes a portion may name ("1 small apple"); "big" is left to the name ("big mac"). */
export const SIZES: Record<string, Size> = {
  small: "small",
  medium: "medium",
  large: "large",
  "extra large": "large",
  "extra-large": "large",
  jumbo: "large",
  piccolo: "small",
  piccola: "small",
  piccoli: "small",
  piccole: "small",
  medio: "medium",
  media: "medium",
  medi: "medium",
  medie: "medium",
  grande: "large",
  grandi: "large",
};
export const SIZE_PATTERN =
  /^(extra[\s-]large|small|medium|large|jumbo|piccol[oaie]|medi[oaie]?|grand[ei])(?![\p{L}\p{N}])\s*/iu;

/** Spellings of one unit, to the word the answer shows ("grams" -> "g", "tablespoon" -> "tbsp"). */
const CANONICAL: Record<string, string> = {
  gram: "g",
  gramme: "g",
  gr: "g",
  gm: "g",
  milligram: "mg",
  kilo: "kg",
  kilogram: "kg",
  ounce: "oz",
  pound: "lb",
  millilitre: "ml",
  milliliter: "ml",
  centilitre: "cl",
  decilitre: "dl",
  litre: "l",
  liter: "l",
  "fluid ounce": "fl oz",
  "fl. oz": "fl oz",
  floz: "fl oz",
  tablespoon: "tbsp",
  tbs: "tbsp",
  teaspoon: "tsp",
  pc: "piece",
  // Italian spellings, singular and plural (their plurals do not end in s).
  grammo: "g",
  grammi: "g",
  etto: "hg",
  etti: "hg",
  chilo: "kg",
  chilogrammo: "kg",
  chilogrammi: "kg",
  milligrammo: "mg",
  milligrammi: "mg",
  litro: "l",
  litri: "l",
  millilitro: "ml",
  millilitri: "ml",
  centilitro: "cl",
  centilitri: "cl",
  decilitro: "dl",
  decilitri: "dl",
  tazza: "cup",
  tazze: "cup",
  cucchiaio: "tbsp",
  cucchiai: "tbsp",
  cucchiaino: "tsp",
  cucchiaini: "tsp",
  fetta: "slice",
  fette: "slice",
  fettina: "slice",
  fettine: "slice",
  pezzo: "piece",
  pezzi: "piece",
  bicchiere: "glass",
  bicchieri: "glass",
  tazzina: "shot",
  tazzine: "shot",
  ciotola: "bowl",
  ciotole: "bowl",
  scodella: "bowl",
  scodelle: "bowl",
  piatto: "plate",
  piatti: "plate",
  manciata: "handful",
  manciate: "handful",
  lattina: "can",
  lattine: "can",
  bottiglia: "bottle",
  bottiglie: "bottle",
  vasetto: "pot",
  vasetti: "pot",
  porzione: "serving",
  porzioni: "serving",
  pizzico: "pinch",
  pizzichi: "pinch",
  barretta: "bar",
  barrette: "bar",
  spicchio: "clove",
  spicchi: "clove",
  filetto: "fillet",
  filetti: "fillet",
  foglia: "leaf",
  foglie: "leaf",
  cubetto: "cube",
  cubetti: "cube",
  bustina: "sachet",
  bustine: "sachet",
  pacchetto: "packet",
  pacchetti: "packet",
  misurino: "scoop",
  misurini: "scoop",
  cucchiaiata: "spoonful",
  cucchiaiate: "spoonful",
  quadretto: "square",
  quadretti: "square",
};
const IRREGULAR_PLURALS: Record<string, string> = {
  leaves: "leaf",
  loaves: "loaf",
  glasses: "glass",
  pinches: "pinch",
  splashes: "splash",
  dashes: "dash",
  lbs: "lb",
};

/** A unit word in any spelling or number to its one key ("Cups" -> "cup", "tablespoons" -> "tbsp"). */
export function unitKey(word: string): string {
  const w = word.toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ").trim();
  const singular = IRREGULAR_PLURALS[w] ?? (Object.hasOwn(CANONICAL, w) || isUnit(w) ? w : w.replace(/s$/, ""));
  return (Object.hasOwn(CANONICAL, singular) ? CANONICAL[singular] : undefined) ?? singular;
}

const isUnit = (key: string) => key in MASS_UNITS || key in VOLUME_UNITS || PIECE_UNITS.has(key);

export function unitOf(word: string): Unit | null {
  const key = unitKey(word);
  const grams = MASS_UNITS[key];
  if (grams !== undefined) return { kind: "mass", word: key, grams };
  const ml = VOLUME_UNITS[key];
  if (ml !== undefined) return { kind: "volume", word: key, ml };
  if (PIECE_UNITS.has(key)) return { kind: "piece", word: key };
  return null;
}
