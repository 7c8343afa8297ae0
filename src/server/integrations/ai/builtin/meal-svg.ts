/** A deterministic SVG illustration of a meal: food blobs on a plate, the dish name as a caption. */

import { escapeMarkup } from "../../../escape-markup.js";
import { hashString, seededRandom } from "./foods.js";

export interface SvgMeal {
  name: string;
  description: string;
  ingredients?: string[];
}

/** Ingredients that add no colour of their own. */
const SKIP = /\b(olive oil|oil|salt|black pepper|vinegar|water)\b/;

/** Keyword -> colour, the first match wins (specific before general). */
const colourRules: [RegExp, string][] = [
  [/aubergine|eggplant|blueberr|blackberr|grape|plum|beet|cabbage, red|red cabbage|radicchio|\bfigs?\b/, "#6a4c93"],
  [
    /bell pepper, red|red pepper|tomato|pomodoro|marinara|arrabbiata|strawberr|raspberr|cherr|watermelon|pomegranate|chili pepper|ketchup|pizza/,
    "#d9412f",
  ],
  [
    /bell pepper, yellow|banana|pineapple|\bcorn\b|sweet corn|lemon|polenta|\beggs?\b|omelette|frittata|shakshuka|carbonara/,
    "#f5cf4a",
  ],
  [/salmon|trout|shrimp|prawn|lobster|crab|surimi|tuna|sushi/, "#f29a7a"],
  [
    /\bcod\b|tilapia|sea bass|bream|halibut|swordfish|fish|mackerel|sardine|anchov|squid|calamari|octopus|mussel|clam|scallop|herring/,
    "#e6d8c3",
  ],
  [/chicken|turkey|duck/, "#d9a35f"],
  [
    /beef|steak|pork|lamb|veal|rabbit|meatball|polpette|ragu|bolognese|sausage|\bham\b|bacon|burger|chorizo|salami|prosciutto|bresaola|speck|mortadella|meat|stew|bourguignon/,
    "#8a5436",
  ],
  [/mushroom|funghi/, "#b89a7a"],
  [/\bapples?\b|\bpears?\b/, "#b5cf5a"],
  [
    /broccoli|spinach|kale|lettuce|salad|rocket|arugula|courgette|zucchini|green bean|(?<!chick)peas\b|asparagus|cucumber|basil|pesto|avocado|kiwi|cabbage|brussels|chard|edamame|bok choy|okra|leek|celery|fennel|\blime\b|parsley|coriander|bell pepper, green|artichoke|palak/,
    "#4f9d3a",
  ],
  [
    /carrot|pumpkin|squash|sweet potato|orange|mango|apricot|peach|nectarine|papaya|tangerine|clementine|persimmon|cantaloupe|melon|curry|tikka|masala|\bdal\b|lentil/,
    "#ef8a2e",
  ],
  [
    /brown rice|rice, brown|whole-wheat|wholemeal|\brye\b|multigrain|\boats?\b|oatmeal|granola|muesli|bulgur|barley|spelt|farro|buckwheat|quinoa|wild rice|bread|toast|bagel|pita|naan|tortilla|pancake|waffle|cr[eê]pe|croissant/,
    "#c89b5e",
  ],
  [
    /rice|pasta|spaghetti|penne|noodle|couscous|risotto|gnocchi|potato|millet|tagliatelle|lasagn|macaroni|cauliflower|tofu|onion|garlic/,
    "#f3e4bd",
  ],
  [
    /yogh?urt|skyr|milk|cottage|ricotta|mozzarella|cream|kefir|feta|cheese|parmigiano|grana|paneer|stracchino|mascarpone/,
    "#fbf9f1",
  ],
  [/bean|chickpea|hummus|falafel|tempeh|soy|lupin/, "#b07a45"],
  [/almond|walnut|hazelnut|cashew|peanut|pecan|pistachio|\bnuts?\b|seeds?\b|tahini/, "#9c6b3f"],
  [/chocolate|cocoa|brownie/, "#5b3a24"],
];

const categoryColours: Record<string, string> = {
  vegetables: "#4f9d3a",
  fruit: "#e4572e",
  meat: "#8a5436",
  poultry: "#d9a35f",
  fish: "#f29a7a",
  eggs: "#f5cf4a",
  dairy: "#fbf9f1",
  grains: "#f3e4bd",
  staples: "#f3e4bd",
  legumes: "#b07a45",
  nuts: "#9c6b3f",
  sweets: "#5b3a24",
  snacks: "#e0b45c",
  condiments: "#c0392b",
  dishes: "#d98c4a",
};

const fallbackPalette = ["#d98c4a", "#4f9d3a", "#f3e4bd", "#d9412f", "#c89b5e"];

function colourOf(text: string): string | null {
  for (const [pattern, colour] of colourRules) if (pattern.test(text)) return colour;
  return null;
}

/** Up to five colours from the ingredients (or the name and description when there are none). */
export function mealColours(meal: SvgMeal, categoryOf?: (ingredient: string) => string | null): string[] {
  const colours: string[] = [];
  const add = (c: string | null | undefined) => {
    if (c && !colours.includes(c) && colours.length < 5) colours.push(c);
  };
  for (const ingredient of meal.ingredients ?? []) {
    const text = ingredient.toLowerCase();
    if (SKIP.test(text)) continue;
    const category = categoryOf?.(ingredient) ?? null;
    add(colourOf(text) ?? (category ? categoryColours[category] : null));
  }
  if (colours.length === 0) {
    const words = `${meal.name} ${meal.description}`.toLowerCase().split(/[^a-z\u00c0-\u024f'-]+/);
    for (let i = 0; i < words.length; i++) add(colourOf(`${words[i]} ${words[i + 1] ?? ""}`));
  }
  if (colours.length === 0) {
    const start = hashString(meal.name) % fallbackPalette.length;
    for (let i = 0; i < 3; i++) add(fallbackPalette[(start + i) % fallbackPalette.length]);
  }
  return colours;
}

/** Word-wraps to at most `maxLines` lines of `width` characters, ending with '…' when cut. */
export function wrapCaption(text: string, width = 28, maxLines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line && `${line} ${piece}`.length > width) {
      lines.push(line);
      line = piece;
    } else {
      line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A soft pastel background from the hash. */
function pastel(hash: number): string {
  const hue = hash % 360;
  const s = 0.45;
  const l = 0.92;
  const a = s * Math.min(l, 1 - l);
  const f = (k: number) => {
    const m = (k + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(m - 3, 9 - m, 1))))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const n1 = (v: number) => v.toFixed(1);

/** A closed, smooth, irregular blob around (cx, cy). */
function blobPath(cx: number, cy: number, r: number, random: () => number): string {
  const count = 10;
  const points = Array.from({ length: count }, (_, k) => {
    const angle = (k / count) * Math.PI * 2;
    const radius = r * (0.86 + 0.28 * random());
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as const;
  });
  const mid = (i: number) => {
    const a = points[i % count] as readonly [number, number];
    const b = points[(i + 1) % count] as readonly [number, number];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  const start = mid(0);
  let d = `M${n1(start[0])} ${n1(start[1])}`;
  for (let i = 1; i <= count; i++) {
    const p = points[i % count] as readonly [number, number];
    const m = mid(i);
    d += ` Q${n1(p[0])} ${n1(p[1])} ${n1(m[0])} ${n1(m[1])}`;
  }
  return `${d} Z`;
}

const CX = 256;
const CY = 228;

/** The SVG text: same meal, same bytes. */
export function mealSvg(meal: SvgMeal, categoryOf?: (ingredient: string) => string | null): string {
  const seed = hashString(`${meal.name}\n${meal.description}\n${(meal.ingredients ?? []).join("\n")}`);
  const random = seededRandom(seed);
  const colours = mealColours(meal, categoryOf);
  const count = colours.length;
  const ring = count === 1 ? 0 : count === 2 ? 58 : 70;
  const size = [0, 96, 74, 64, 56, 50][count] ?? 50;
  const start = random() * Math.PI * 2;

  const food = colours.map((colour, i) => {
    const angle = start + (i / count) * Math.PI * 2;
    const x = CX + Math.cos(angle) * ring;
    const y = CY + Math.sin(angle) * ring;
    const dots = Array.from({ length: 3 }, () => {
      const a = random() * Math.PI * 2;
      const d = random() * size * 0.5;
      const r = 4 + random() * 4;
      return `<circle cx="${n1(x + Math.cos(a) * d)}" cy="${n1(y + Math.sin(a) * d)}" r="${n1(r)}" fill="${shade(colour, 0.3)}" opacity="0.8"/>`;
    });
    const path = blobPath(x, y, size, random);
    return `<path d="${path}" fill="${colour}" stroke="${shade(colour, -0.18)}" stroke-width="2"/>${dots.join("")}`;
  });

  const lines = wrapCaption(meal.name);
  const firstY = lines.length > 1 ? 456 : 470;
  const caption = lines.map((line, i) => `<text x="256" y="${firstY + i * 32}">${escapeMarkup(line)}</text>`).join("");
  const title = escapeMarkup(meal.name);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="512" height="512" fill="${pastel(seed)}"/>`,
    `<ellipse cx="${CX}" cy="${CY + 14}" rx="196" ry="190" fill="#000000" opacity="0.07"/>`,
    `<circle cx="${CX}" cy="${CY}" r="190" fill="#ffffff" stroke="#e2ded7" stroke-width="4"/>`,
    `<circle cx="${CX}" cy="${CY}" r="148" fill="#f7f5f0" stroke="#ebe8e1" stroke-width="2"/>`,
    ...food,
    `<g font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="600" fill="#3d3a35" text-anchor="middle">${caption}</g>`,
    "</svg>",
  ].join("\n");
}
