import { pushKey } from "../../lib/key-sequence.js";

/** Typing this anywhere on the landing page (outside a field) opens the Administrator Access dialog. */
export const ADMIN_KEY_SEQUENCE = "macrowise";

let buffer = "";
/** A match typed before the landing page's React code was there to open the dialog. */
let pending = false;
const listeners = new Set<() => void>();

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function onKeyDown(event: KeyboardEvent) {
  if (window.location.pathname !== "/") {
    buffer = "";
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
  const step = pushKey(buffer, event.key, ADMIN_KEY_SEQUENCE);
  buffer = step.buffer;
  if (!step.matched) return;
  // Keep the last key from being typed into the field the opened dialog focuses.
  event.preventDefault();
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

/**
 * Listens from the page's first script (main.tsx), not from the landing page's component: the
 * landing page arrives rendered and React takes it over only after load, and keys typed before
 * that must count. The listener is a few lines; the dialog itself loads on the ninth key.
 */
export function listenForAdminSequence(): void {
  window.addEventListener("keydown", onKeyDown);
}

/** Calls `onMatch` on every match while subscribed, and at once for a match typed before. */
export function onAdminSequence(onMatch: () => void): () => void {
  listeners.add(onMatch);
  if (pending) {
    pending = false;
    onMatch();
  }
  return () => listeners.delete(onMatch);
}
