import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * The merges a server render made, sent with the page: a class list the merge left as it was, or
 * [the list, what the merge made of it].
 */
export type ClassMerges = Array<string | [string, string]>;

const known = new Map<string, string>();
let heard: Map<string, string> | null = null;

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones. tailwind-merge builds
 * its tables on its first call, a long task on a phone (docs/performance.md) just as a rendered page is
 * taken over; the page comes with the server's answers to the very calls its hydration makes
 * (`knowClassMerges`), so the merger is built only when a later render asks something new.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const merged = known.get(classes) ?? twMerge(classes);
  heard?.set(classes, merged);
  return merged;
}

/** The server's side: runs a render and returns what `cn` answered during it. */
export function recordClassMerges<T>(render: () => T): { result: T; classMerges: ClassMerges } {
  heard = new Map();
  try {
    const result = render();
    const classMerges = [...heard].map(([classes, merged]): string | [string, string] =>
      merged === classes ? classes : [classes, merged],
    );
    return { result, classMerges };
  } finally {
    heard = null;
  }
}

/** The browser's side: the answers a rendered page came with. */
export function knowClassMerges(classMerges: ClassMerges): void {
  for (const entry of classMerges) {
    if (typeof entry === "string") known.set(entry, entry);
    else known.set(entry[0], entry[1]);
  }
}
