/** The foods the built-in engine cooks with, and small helpers to name and sum them. */
import { INTL_LOCALES, type Locale } from "../../../../shared/i18n/locales.js";

export interface BuiltinFood {
  /** The database id, or the catalog slug when loaded from foods.csv. */
  id: number | string;
  /** The catalog's display name, e.g. 'Salmon, Atlantic, baked'. */
  name: string;
  /** The Italian name (foods-it.csv, foods.name_it), when the food has one. */
  nameIt?: string | null;
  /** A catalog category (foods.csv): 'fish', 'grains', 'vegetables', ... */
  category: string | null;
  /** Per 100 g (or 100 ml for drinks), in the meal words. */
  per100: Totals;
  portions: { name: string; grams: number }[];
}

/**
 * Curated catalog rows (foods.csv) to BuiltinFood (the slug is the id). The engine cooks with the
 * curated everyday foods, not SR28's thousands of variants: its suggestions read like meals.
 */
export function builtinFoodsFromCatalog(
  rows: {
    slug: string;
    name: string;
    category: string;
    calories: number;
    proteins: number;
    carbs: number;
    fats: number;
    fiber: number;
    portions: { name: string; grams: number }[];
  }[],
  italianNames: ReadonlyMap<string, string> = new Map(),
): BuiltinFood[] {
  return rows.map((r) => ({
    id: r.slug,
    name: r.name,
    nameIt: italianNames.get(r.slug) ?? null,
    category: r.category,
    per100: { calories: r.calories, proteins: r.proteins, carbs: r.carbs, fats: r.fats, fiber: r.fiber },
    portions: r.portions.map((p) => ({ name: p.name, grams: p.grams })),
  }));
}

/** The four meal numbers and fiber (what a meal suggestion carries). */
export interface Totals {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  fiber: number;
}

/** Unrounded sum of what the given grams of each food hold. */
export function sumFoods(items: { food: BuiltinFood; grams: number }[]): Totals {
  const t: Totals = { calories: 0, proteins: 0, carbs: 0, fats: 0, fiber: 0 };
  for (const { food, grams } of items) {
    const f = grams / 100;
    t.calories += food.per100.calories * f;
    t.proteins += food.per100.proteins * f;
    t.carbs += food.per100.carbs * f;
    t.fats += food.per100.fats * f;
    t.fiber += food.per100.fiber * f;
  }
  return t;
}

const METHODS = new Set([
  "baked",
  "grilled",
  "roasted",
  "broiled",
  "steamed",
  "poached",
  "scrambled",
  "braised",
  "fried",
  "pan-fried",
  "pan-browned",
]);
const ADJECTIVES = new Set([
  "brown",
  "white",
  "wild",
  "whole-wheat",
  "rye",
  "multigrain",
  "smoked",
  "ground",
  "firm",
  "silken",
  "rolled",
]);
/** Words that keep their capital letter inside a sentence. */
const PROPER =
  /^(Greek|Italian|French|Swiss|Parmigiano|Grana|Brazil|Brussels|American|General|Caesar|California|New England|Chinese|Mexican)\b/;

function lowerFirst(text: string): string {
  return PROPER.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A short, lower-case name for a meal title: 'Salmon, Atlantic, baked' -> 'baked salmon',
 * 'Rice, brown, cooked' -> 'brown rice', 'Eggs, scrambled (with milk)' -> 'scrambled eggs'.
 * Composite dishes keep their name (without the parenthetical).
 */
export function shortName(food: BuiltinFood): string {
  const plain = food.name
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (food.category === "dishes") return dishName(plain);
  const [head = plain, ...rest] = plain.split(",").map((p) => p.trim());
  const parts = rest.map((p) => p.toLowerCase());
  const method = parts.find((p) => METHODS.has(p) || (food.category === "eggs" && p === "boiled"));
  const adjective = parts.find((p) => ADJECTIVES.has(p));
  const words = [method, adjective, lowerFirst(head)].filter((w): w is string => Boolean(w));
  return words.join(" ");
}

/**
 * 'Pizza, pepperoni' -> 'pepperoni pizza', 'Chili con carne, with beans' -> 'chili con carne',
 * 'Spaghetti aglio, olio e peperoncino' stays whole.
 */
function dishName(plain: string): string {
  const [head = plain, second] = plain.split(",").map((p) => p.trim());
  if (!second || /^(with|in|plain|prepared|single|breaded|fried|steamed)\b/i.test(second)) return lowerFirst(head);
  if (!/\s/.test(second)) return lowerFirst(`${second} ${lowerFirst(head)}`);
  return lowerFirst(plain);
}

/** 'a', 'a and b', 'a, b and c' (Italian: 'a, b e c'). */
export function joinAnd(items: string[], locale: Locale = "en"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${locale === "it" ? "e" : "and"} ${items[items.length - 1]}`;
}

/** The food's name as a person reading `locale` calls it: the Italian name when there is one. */
export function foodName(food: BuiltinFood, locale: Locale = "en"): string {
  return locale === "it" && food.nameIt ? food.nameIt : food.name;
}

/**
 * A short name for a meal title in `locale`: English as shortName; Italian the Italian name's
 * first two parts, lower case ('Petto di pollo, arrosto, senza pelle' -> 'petto di pollo arrosto').
 */
export function shortNameIn(food: BuiltinFood, locale: Locale = "en"): string {
  if (locale !== "it" || !food.nameIt) return shortName(food);
  const parts = food.nameIt
    .replace(/\s*\([^)]*\)/g, "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const name = parts.slice(0, 2).join(" ");
  return /^[A-Z][a-z]+ [A-Z]/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** 32-bit FNV-1a. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole numbers with thousands separators: 2450 -> '2,450' (Italian: '2450', 12345 -> '12.345'). */
export function fmt(value: number, locale: Locale = "en"): string {
  return Math.round(value).toLocaleString(INTL_LOCALES[locale]);
}

/** At most one decimal, no trailing '.0': 22.94 -> '22.9', 85 -> '85' (Italian: '22,9'). */
export function fmt1(value: number, locale: Locale = "en"): string {
  return (Math.round(value * 10) / 10).toLocaleString(INTL_LOCALES[locale], { maximumFractionDigits: 1 });
}
