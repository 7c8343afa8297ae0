import type { Page } from "playwright-core";

/**
 * Common English words of an interface that Italian never uses (issue 28). Left out on purpose:
 * words Italian writes too ("a", "in", "no", "per", "come", "se", "note", "date", "more", "menu",
 * "account") and the loanwords the glossary keeps (Dashboard, email, password, Premium, Home,
 * check-in): on an Italian screen they are no sign of an untranslated text.
 */
export const ENGLISH_UI_WORDS: readonly string[] = [
  // Little words
  "the",
  "and",
  "your",
  "you",
  "of",
  "to",
  "with",
  "from",
  "for",
  "this",
  "that",
  "is",
  "are",
  "not",
  "on",
  "at",
  "by",
  "or",
  "be",
  "has",
  "have",
  "will",
  "can",
  "my",
  "all",
  "what",
  "when",
  "how",
  "here",
  "there",
  "yet",
  "out",
  // Actions
  "save",
  "cancel",
  "delete",
  "edit",
  "close",
  "log",
  "logged",
  "add",
  "added",
  "search",
  "create",
  "remove",
  "update",
  "change",
  "show",
  "hide",
  "back",
  "next",
  "new",
  "sign",
  "login",
  "logout",
  "register",
  "manage",
  "choose",
  "select",
  "view",
  "open",
  "continue",
  "submit",
  "confirm",
  "copy",
  "loading",
  "error",
  "failed",
  // Nouns of the app
  "today",
  "yesterday",
  "day",
  "days",
  "week",
  "month",
  "year",
  "meal",
  "meals",
  "food",
  "foods",
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "snacks",
  "goal",
  "goals",
  "weight",
  "settings",
  "profile",
  "calories",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugars",
  "amount",
  "total",
  "trend",
  "body",
  "energy",
  "pricing",
  "plan",
  "plans",
  "free",
  "trial",
  "subscription",
  "key",
  "keys",
  "users",
  "user",
  "messages",
  "overview",
  "name",
  "username",
  "help",
  "quick",
  "recent",
  "results",
  "nutrition",
  "recommendations",
  "personalized",
  "suggestions",
  "ideas",
  "generate",
  "ask",
  "consultant",
  "support",
  "priority",
  "access",
  "every",
  "feature",
  "features",
  "after",
  "history",
  "export",
  "health",
  "another",
  "too",
  // Portions of the food catalog
  "medium",
  "large",
  "small",
  "slice",
  "cup",
  "serving",
  "piece",
  // Contractions
  "don't",
  "you're",
  "it's",
  "can't",
  "isn't",
  "won't",
  "doesn't",
  "let's",
  "you'll",
];

/** Names that are the same in every language: never counted. */
export const BRAND_NAMES: readonly string[] = [
  "Macrowise",
  "Stripe",
  "Google",
  "API",
  "MCP",
  "REST",
  "OpenAPI",
  "USDA",
];

/** English phrases Italian has made its own: never counted. */
export const LOANWORDS: readonly string[] = ["Fast food", "fast food"];

export interface EnglishWord {
  word: string;
  /** The visible text it was found in (trimmed, at most 160 characters). */
  text: string;
}

/**
 * The English words left visible on the page: every visible text node (and the placeholders of
 * visible fields), without the person's own data (`ownData`: the username, the foods they typed),
 * checked word by word against ENGLISH_UI_WORDS. A word inside an Italian elision ("all'ora") is
 * Italian. One entry per text and word.
 */
export async function englishWordsOnScreen(page: Page, ownData: string[] = []): Promise<EnglishWord[]> {
  const texts = await page.evaluate(() => {
    const visible = (element: Element | null): boolean => {
      if (!element) return false;
      if (element.closest("script, style, noscript, template, svg title")) return false;
      // Code to copy (a curl line, a JSON config) is the same in every language.
      if (element.closest("code, pre, kbd, samp")) return false;
      // An option is drawn as its select is (the chosen one shows; the list opens on demand).
      const target = element.closest("select") ?? element;
      if (!target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const box = target.getBoundingClientRect();
      // Screen-reader-only text (a 1 px clipped box) is not on the screen.
      return box.width > 1 && box.height > 1;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (text !== "" && visible(node.parentElement)) found.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[placeholder], textarea[placeholder]",
    )) {
      if (field.placeholder.trim() !== "" && visible(field)) found.push(field.placeholder.trim());
    }
    return found;
  });
  return englishWordsIn(texts, ownData);
}

/** The matching, apart from the browser (the helper's own tests, a text at hand). */
export function englishWordsIn(texts: string[], ownData: string[] = []): EnglishWord[] {
  const words = new Set(ENGLISH_UI_WORDS.map((word) => word.toLowerCase()));
  const skipped = [...ownData, ...BRAND_NAMES, ...LOANWORDS]
    .filter((s) => s.trim() !== "")
    .sort((a, b) => b.length - a.length);
  const out: EnglishWord[] = [];
  const seen = new Set<string>();
  for (const original of texts) {
    let text = original;
    for (const own of skipped) text = text.split(own).join(" ");
    for (const match of text.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
      const token = match[0].replace(/’/g, "'");
      const lower = token.toLowerCase();
      // An elided Italian word ("dell'app", "all'ora") counts only as a known English contraction.
      if (!words.has(lower)) continue;
      const key = `${lower}\u0000${original}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ word: token, text: original.length > 160 ? `${original.slice(0, 157)}...` : original });
    }
  }
  return out;
}

/** One line per text: `"Save settings" (save, settings)`. */
export function describeEnglishWords(found: EnglishWord[]): string[] {
  const byText = new Map<string, string[]>();
  for (const { word, text } of found) byText.set(text, [...(byText.get(text) ?? []), word]);
  return [...byText].map(([text, words]) => `${JSON.stringify(text)} (${words.join(", ")})`);
}
