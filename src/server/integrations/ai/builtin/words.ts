/** The built-in assistant's words in the request's language: numbers, macros and meal types. */
import type { I18n } from "@lingui/core";
import type { MealType } from "../../../../shared/contracts/meals.js";
import type { Locale } from "../../../../shared/i18n/locales.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { i18nFor } from "../../../i18n.js";
import type { NutritionContext } from "../provider.js";
import type { Macro } from "./chat-intents.js";
import { fmt, fmt1, joinAnd } from "./foods.js";

/** Meal types as a list shows them ('Breakfast: ...') and as a sentence names them ('for dinner'). */
const mealTypeLabels: Record<MealType, string> = {
  breakfast: msg("Breakfast"),
  lunch: msg("Lunch"),
  dinner: msg("Dinner"),
  snack: msg("Snack"),
};
const mealTypeWords: Record<MealType, string> = {
  breakfast: msg("breakfast"),
  lunch: msg("lunch"),
  dinner: msg("dinner"),
  snack: msg("snack"),
};

export interface Words {
  locale: Locale;
  i18n: I18n;
  /** Whole numbers, grouped as the language writes them. */
  n(value: number): string;
  /** At most one decimal, with the language's decimal mark. */
  n1(value: number): string;
  and(items: string[]): string;
  mealLabel(type: MealType): string;
  mealWord(type: MealType): string;
  /** '30 g of protein', '1,400 kcal' (one decimal at most). */
  amount(macro: Macro, value: number): string;
  /** '30 g protein', '1,400 kcal' (whole numbers). */
  short(macro: Macro, value: number): string;
}

export function wordsFor(context: Pick<NutritionContext, "locale">): Words {
  const locale = context.locale ?? "en";
  const i18n = i18nFor(locale);
  const n = (value: number) => fmt(value, locale);
  const n1 = (value: number) => fmt1(value, locale);
  return {
    locale,
    i18n,
    n,
    n1,
    and: (items) => joinAnd(items, locale),
    mealLabel: (type) => i18n._(mealTypeLabels[type]),
    mealWord: (type) => i18n._(mealTypeWords[type]),
    amount(macro, value) {
      const v = n1(value);
      if (macro === "protein") return i18n._("{value} g of protein", { value: v });
      if (macro === "carbs") return i18n._("{value} g of carbs", { value: v });
      if (macro === "fat") return i18n._("{value} g of fat", { value: v });
      return i18n._("{value} kcal", { value: v });
    },
    short(macro, value) {
      const v = n(value);
      if (macro === "protein") return i18n._("{value} g protein", { value: v });
      if (macro === "carbs") return i18n._("{value} g carbs", { value: v });
      if (macro === "fat") return i18n._("{value} g fat", { value: v });
      return i18n._("{value} kcal", { value: v });
    },
  };
}
