export interface KeySequenceStep {
  buffer: string;
  matched: boolean;
}

/**
 * Appends one typed key to the buffer (kept to the sequence's length, case-insensitive).
 * On a match the buffer resets, so the sequence must be typed again to match again.
 */
export function pushKey(buffer: string, key: string, sequence: string): KeySequenceStep {
  if (key.length !== 1) return { buffer, matched: false };
  const next = (buffer + key.toLowerCase()).slice(-sequence.length);
  if (next === sequence.toLowerCase()) return { buffer: "", matched: true };
  return { buffer: next, matched: false };
}
