import { z } from "zod";
import { msg } from "../i18n/msg.js";

/**
 * One rule for every text a user sends: no control characters but tab and newline. PostgreSQL
 * cannot store NUL at all, and the others only ever arrive by accident or by attack. The browser
 * and the server run this same rule, so both say the same message.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** The same rule as a whole-string pattern, so the OpenAPI document shows it too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F]*$/;
export const controlCharactersMessage = msg("Text cannot contain control characters (only tabs and line breaks)");

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A user's text field: a string (with `requiredMessage` when it is missing or not a string) that refuses control characters. */
export function userText(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .regex(WITHOUT_CONTROL_CHARACTERS, controlCharactersMessage);
}

/**
 * A JSON number with the field's own messages: `null`, `""`, `true`, `"12"` and arrays are not
 * numbers (query strings are the only place where text may become a number).
 */
export function jsonNumber(label: string, { plural = false } = {}) {
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} ${plural ? "are" : "is"} required` : `${label} must be a number`,
  });
}
