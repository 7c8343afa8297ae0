import { Fragment, type ReactNode } from "react";
import { i18n } from "./i18n.js";

const MARK = "\u0000";

/**
 * A sentence translated whole with links, code (or other elements) inside: `message` (a catalog
 * message, marked with `msg`) names each element as a placeholder ("I accept the {terms} and
 * {privacy}", "Send a key in the {header} header"), so a translation puts each where its language
 * wants it; the translated sentence is then cut where the placeholders stand. In lib/ because
 * several features and pages use it.
 */
export function withElements(
  message: string,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return i18n
    ._(message, { ...values, ...marks })
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part));
}
