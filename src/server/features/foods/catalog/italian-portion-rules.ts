/**
 * Italian for the common shapes of a portion's English name, for the names portions-it.csv does
 * not list (issue 28): a count, maybe a size, a measure or a thing from the word lists below,
 * maybe a preparation and a parenthesis of amounts ('2 tbsp, chopped' -> '2 cucchiai, tritato',
 * '1 medium apple' -> '1 mela media', '1 can (330 ml)' -> '1 lattina (330 ml)'). Any word the
 * lists do not know gives null, so the name stays English whole rather than half translated.
 */

type Gender = "m" | "f";

interface Noun {
  singular: string;
  plural: string;
  gender: Gender;
}

const noun = (singular: string, plural: string, gender: Gender): Noun => ({ singular, plural, gender });

/** Measures and things, by their English singular and plural. */
const NOUNS: Record<string, Noun> = {};
function nouns(english: string[], italian: Noun) {
  for (const word of english) NOUNS[word] = italian;
}
nouns(["tsp", "teaspoon", "teaspoons"], noun("cucchiaino", "cucchiaini", "m"));
nouns(["tbsp", "tablespoon", "tablespoons"], noun("cucchiaio", "cucchiai", "m"));
nouns(["cup", "cups"], noun("tazza", "tazze", "f"));
nouns(["slice", "slices"], noun("fetta", "fette", "f"));
nouns(["oz", "ounce", "ounces"], noun("oncia", "once", "f"));
nouns(["fl oz"], noun("oncia liquida", "once liquide", "f"));
nouns(["lb", "pound", "pounds"], noun("libbra", "libbre", "f"));
nouns(["piece", "pieces"], noun("pezzo", "pezzi", "m"));
nouns(["serving", "servings"], noun("porzione", "porzioni", "f"));
nouns(["portion", "portions"], noun("porzione", "porzioni", "f"));
nouns(["can", "cans"], noun("lattina", "lattine", "f"));
nouns(["bottle", "bottles"], noun("bottiglia", "bottiglie", "f"));
nouns(["glass", "glasses"], noun("bicchiere", "bicchieri", "m"));
nouns(["mug", "mugs"], noun("tazza", "tazze", "f"));
nouns(["bowl", "bowls"], noun("ciotola", "ciotole", "f"));
nouns(["plate", "plates"], noun("piatto", "piatti", "m"));
nouns(["pack", "packs", "package", "packages"], noun("confezione", "confezioni", "f"));
nouns(["packet", "packets", "sachet", "sachets"], noun("bustina", "bustine", "f"));
nouns(["bag", "bags"], noun("sacchetto", "sacchetti", "m"));
nouns(["box", "boxes"], noun("scatola", "scatole", "f"));
nouns(["carton", "cartons"], noun("cartone", "cartoni", "m"));
nouns(["container", "containers"], noun("vasetto", "vasetti", "m"));
nouns(["pot", "pots"], noun("vasetto", "vasetti", "m"));
nouns(["jar", "jars"], noun("barattolo", "barattoli", "m"));
nouns(["bar", "bars"], noun("barretta", "barrette", "f"));
nouns(["scoop", "scoops"], noun("pallina", "palline", "f"));
nouns(["handful", "handfuls"], noun("manciata", "manciate", "f"));
nouns(["pinch", "pinches"], noun("pizzico", "pizzichi", "m"));
nouns(["clove", "cloves"], noun("spicchio", "spicchi", "m"));
nouns(["leaf", "leaves"], noun("foglia", "foglie", "f"));
nouns(["stalk", "stalks"], noun("gambo", "gambi", "m"));
nouns(["sprig", "sprigs"], noun("rametto", "rametti", "m"));
nouns(["wedge", "wedges"], noun("spicchio", "spicchi", "m"));
nouns(["head", "heads"], noun("cespo", "cespi", "m"));
nouns(["fillet", "fillets"], noun("filetto", "filetti", "m"));
nouns(["steak", "steaks"], noun("bistecca", "bistecche", "f"));
nouns(["chop", "chops"], noun("braciola", "braciole", "f"));
nouns(["strip", "strips"], noun("striscia", "strisce", "f"));
nouns(["ring", "rings"], noun("anello", "anelli", "m"));
nouns(["stick", "sticks"], noun("bastoncino", "bastoncini", "m"));
nouns(["cube", "cubes"], noun("cubetto", "cubetti", "m"));
nouns(["square", "squares"], noun("quadratino", "quadratini", "m"));
nouns(["cookie", "cookies", "biscuit", "biscuits"], noun("biscotto", "biscotti", "m"));
nouns(["cracker", "crackers"], noun("cracker", "cracker", "m"));
nouns(["egg", "eggs"], noun("uovo", "uova", "m"));
nouns(["apple", "apples"], noun("mela", "mele", "f"));
nouns(["banana", "bananas"], noun("banana", "banane", "f"));
nouns(["orange", "oranges"], noun("arancia", "arance", "f"));
nouns(["pear", "pears"], noun("pera", "pere", "f"));
nouns(["peach", "peaches"], noun("pesca", "pesche", "f"));
nouns(["tomato", "tomatoes"], noun("pomodoro", "pomodori", "m"));
nouns(["potato", "potatoes"], noun("patata", "patate", "f"));
nouns(["onion", "onions"], noun("cipolla", "cipolle", "f"));
nouns(["carrot", "carrots"], noun("carota", "carote", "f"));
nouns(["pepper", "peppers"], noun("peperone", "peperoni", "m"));
nouns(["fig", "figs"], noun("fico", "fichi", "m"));
nouns(["kiwi", "kiwis"], noun("kiwi", "kiwi", "m"));
nouns(["fruit", "fruits"], noun("frutto", "frutti", "m"));
nouns(["nut", "nuts"], noun("noce", "noci", "f"));
nouns(["kernel", "kernels"], noun("chicco", "chicchi", "m"));
nouns(["olive", "olives"], noun("oliva", "olive", "f"));
nouns(["cherry", "cherries"], noun("ciliegia", "ciliegie", "f"));
nouns(["grape", "grapes"], noun("acino d'uva", "acini d'uva", "m"));
nouns(["almond", "almonds"], noun("mandorla", "mandorle", "f"));
nouns(["half", "halves"], noun("metà", "metà", "f"));
nouns(["ball", "balls"], noun("pallina", "palline", "f"));
nouns(["roll", "rolls"], noun("panino", "panini", "m"));
nouns(["pizza", "pizzas"], noun("pizza", "pizze", "f"));
nouns(["cake", "cakes"], noun("tortina", "tortine", "f"));
nouns(["sardine", "sardines"], noun("sardina", "sardine", "f"));
nouns(["anchovy", "anchovies"], noun("acciuga", "acciughe", "f"));
nouns(["prune", "prunes"], noun("prugna secca", "prugne secche", "f"));
nouns(["raisin", "raisins"], noun("uvetta", "uvette", "f"));
nouns(["berry", "berries"], noun("bacca", "bacche", "f"));
nouns(["spear", "spears"], noun("punta", "punte", "f"));
nouns(["litre", "litres", "liter", "liters"], noun("litro", "litri", "m"));
nouns(["pint", "pints"], noun("pinta", "pinte", "f"));
nouns(["quart", "quarts"], noun("quarto di gallone", "quarti di gallone", "m"));
nouns(["shot", "shots"], noun("bicchierino", "bicchierini", "m"));
nouns(["ladle", "ladles"], noun("mestolo", "mestoli", "m"));
nouns(["drizzle"], noun("filo", "fili", "m"));
nouns(["mushroom", "mushrooms"], noun("fungo", "funghi", "m"));
nouns(["thigh", "thighs"], noun("coscia", "cosce", "f"));
nouns(["wing", "wings"], noun("aletta", "alette", "f"));
nouns(["drumstick", "drumsticks"], noun("fusello", "fuselli", "m"));
nouns(["breast", "breasts"], noun("petto", "petti", "m"));
nouns(["patty", "patties"], noun("hamburger", "hamburger", "m"));
nouns(["link", "links"], noun("salsiccia", "salsicce", "f"));
nouns(["sandwich", "sandwiches"], noun("panino", "panini", "m"));
nouns(["tortilla", "tortillas"], noun("tortilla", "tortillas", "f"));
nouns(["taco", "tacos"], noun("taco", "tacos", "m"));
nouns(["bagel", "bagels"], noun("bagel", "bagel", "m"));
nouns(["croissant", "croissants"], noun("croissant", "croissant", "m"));
nouns(["pita", "pitas"], noun("pita", "pite", "f"));
nouns(["melon", "melons"], noun("melone", "meloni", "m"));
nouns(["ear", "ears"], noun("pannocchia", "pannocchie", "f"));
nouns(["nugget", "nuggets"], noun("crocchetta", "crocchette", "f"));
nouns(["dumpling", "dumplings"], noun("raviolo", "ravioli", "m"));
nouns(["item", "items", "unit", "units", "each"], noun("pezzo", "pezzi", "m"));

/** Sizes, after the noun and agreeing with it: [masculine singular, feminine singular, m plural, f plural]. */
const SIZES: Record<string, [string, string, string, string]> = {
  small: ["piccolo", "piccola", "piccoli", "piccole"],
  medium: ["medio", "media", "medi", "medie"],
  large: ["grande", "grande", "grandi", "grandi"],
  "extra large": ["molto grande", "molto grande", "molto grandi", "molto grandi"],
  "extra small": ["molto piccolo", "molto piccola", "molto piccoli", "molto piccole"],
  jumbo: ["gigante", "gigante", "giganti", "giganti"],
  thin: ["sottile", "sottile", "sottili", "sottili"],
  "very thin": ["molto sottile", "molto sottile", "molto sottili", "molto sottili"],
  thick: ["spesso", "spessa", "spessi", "spesse"],
  whole: ["intero", "intera", "interi", "intere"],
  mini: ["mini", "mini", "mini", "mini"],
  miniature: ["mini", "mini", "mini", "mini"],
};

/**
 * How the food was prepared, after a comma or the measure: about the food, not the measure
 * ('1 cup, chopped' is a cup of chopped food), so said of a food in general (masculine).
 */
const PREPARATIONS: Record<string, string> = {
  chopped: "tritato",
  minced: "tritato finemente",
  diced: "a cubetti",
  cubes: "a cubetti",
  cubed: "a cubetti",
  sliced: "a fette",
  slices: "a fette",
  grated: "grattugiato",
  shredded: "sminuzzato",
  mashed: "schiacciato",
  pureed: "frullato",
  ground: "macinato",
  crumbled: "sbriciolato",
  crushed: "schiacciato",
  melted: "fuso",
  whipped: "montato",
  packed: "pressato",
  "not packed": "non pressato",
  unpacked: "non pressato",
  drained: "sgocciolato",
  undrained: "non sgocciolato",
  pitted: "snocciolato",
  "without pits": "snocciolato",
  shelled: "sgusciato",
  halves: "a metà",
  pieces: "a pezzi",
  chunks: "a pezzi",
  whole: "intero",
  cooked: "cotto",
  raw: "crudo",
  dry: "secco",
  boneless: "senza osso",
  sections: "a spicchi",
  quartered: "in quarti",
  slivered: "a lamelle",
  "chopped or diced": "tritato o a cubetti",
  "chopped or sliced": "tritato o a fette",
};

/** Metric amounts, kept as they are inside a parenthesis ('(330 ml)', '(25 cm)'). */
const METRIC = /^(?:\d+(?:[.,]\d+)?\s?(?:g|kg|ml|l|cl|cm))$/;

const COUNT = /^(\d+(?:\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)\s+(.+)$/;

/** '2', '1.5' and '1 1/2' are plural in Italian when more than one; '1/2 tazza' is one. */
function isPlural(count: string): boolean {
  if (count.includes("/")) return !/^\d+\/\d+$/.test(count) && Number(count.split(" ")[0]) >= 1;
  return Number(count) > 1;
}

const italianCount = (count: string) => count.replace(".", ",");

/** 'medium apple' -> { size: medium, noun: apple }; null when a word is unknown. */
function sizedNoun(words: string, plural: boolean): string | null {
  const text = words.trim();
  for (const [size, forms] of Object.entries(SIZES)) {
    const before = text.startsWith(`${size} `) ? text.slice(size.length + 1) : null;
    const after = text.endsWith(` ${size}`) ? text.slice(0, -size.length - 1) : null;
    const rest = before ?? after;
    if (rest === null) continue;
    const found = NOUNS[rest];
    if (!found) continue;
    const form = forms[(found.gender === "m" ? 0 : 1) + (plural ? 2 : 0)];
    return `${plural ? found.plural : found.singular} ${form}`;
  }
  const found = NOUNS[text];
  return found ? (plural ? found.plural : found.singular) : null;
}

/** A parenthesis's Italian: metric amounts as they are, or a portion or a preparation; null otherwise. */
function parenthesis(text: string): string | null {
  const inside = text.trim();
  if (METRIC.test(inside)) return inside;
  if (PREPARATIONS[inside]) return PREPARATIONS[inside];
  return portionByRules(inside);
}

/** The Italian of a portion's English name by the rules above, or null when a word is unknown. */
export function portionByRules(name: string): string | null {
  let text = name.trim().replace(/\s+/g, " ");
  let suffix = "";
  const paren = /^(.*\S)\s*\(([^()]+)\)$/.exec(text);
  if (paren) {
    const inside = parenthesis(paren[2] ?? "");
    if (inside === null) return null;
    suffix = ` (${inside})`;
    text = paren[1] ?? "";
  }
  const counted = COUNT.exec(text);
  if (!counted) return null;
  const count = counted[1] ?? "";
  let body = (counted[2] ?? "").toLowerCase();
  const plural = isPlural(count);
  let preparation = "";
  const comma = body.indexOf(",");
  if (comma !== -1) {
    const prepared = PREPARATIONS[body.slice(comma + 1).trim()];
    if (!prepared) return null;
    preparation = `, ${prepared}`;
    body = body.slice(0, comma);
  }
  let measure = sizedNoun(body, plural);
  if (measure === null) {
    // '1 cup chopped', '1 tbsp grated': the preparation's last word(s) after the measure.
    const words = body.split(" ");
    for (let split = words.length - 1; split > 0 && measure === null; split--) {
      const prepared = PREPARATIONS[words.slice(split).join(" ")];
      const head = sizedNoun(words.slice(0, split).join(" "), plural);
      if (prepared && head && preparation === "") {
        measure = head;
        preparation = `, ${prepared}`;
      }
    }
  }
  if (measure === null) {
    // '1 medium', '1 large', '20 small': a size alone, said of the food in general (masculine).
    const forms = SIZES[body];
    if (!forms) return null;
    measure = forms[plural ? 2 : 0];
  }
  return `${italianCount(count)} ${measure}${preparation}${suffix}`;
}
