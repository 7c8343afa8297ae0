import { Fragment, type ReactNode } from "react";
import { i18n } from "../../lib/i18n.js";

const MARK = "\u0000";

/**
 * A translated sentence (a catalog message, marked with `msg`) with code (or another element) inside: `message` names each element as a
 * placeholder (`Send a key in the {header} header`), so a translation puts it where its language
 * wants it; the sentence is translated whole, then cut where the placeholders stand.
 */
export function withElements(message: string, elements: Record<string, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return i18n
    ._(message, marks)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part));
}
