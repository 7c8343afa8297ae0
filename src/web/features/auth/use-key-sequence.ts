import { useEffect, useRef } from "react";
import { pushKey } from "../../lib/key-sequence.js";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Calls onMatch when the sequence is typed anywhere on the page, outside form fields. */
export function useKeySequence(sequence: string, onMatch: () => void) {
  const buffer = useRef("");
  const callback = useRef(onMatch);
  callback.current = onMatch;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const step = pushKey(buffer.current, event.key, sequence);
      buffer.current = step.buffer;
      if (step.matched) {
        // Keep the last key from being typed into the field the opened dialog focuses.
        event.preventDefault();
        callback.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [sequence]);
}
