import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements inside (a link, a code word): the sentence is translated whole,
 * with `{name}` placeholders where the elements go, so each language puts them where its word order
 * wants. `i18n._("Write to {email}.", keep(parts))` keeps the placeholders in the translated text,
 * and `withParts(text, parts)` puts the elements there.
 */
export const keep = (parts: Record<string, ReactNode>): Record<string, string> =>
  Object.fromEntries(Object.keys(parts).map((name) => [name, `{${name}}`]));

export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{[A-Za-z]+\})/).map((piece, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, never reordered
    return <Fragment key={index}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
