import { msg } from "../../shared/i18n/msg.js";
import { errorMessage } from "./api.js";
import { i18n } from "./i18n.js";

/**
 * True when a request got no answer: the browser knows it is offline, or fetch itself failed
 * (a TypeError, never an HTTP status). The service worker leaves /api alone, so offline is offline.
 */
export function isOffline(error: unknown): boolean {
  return (typeof navigator !== "undefined" && navigator.onLine === false) || error instanceof TypeError;
}

/**
 * What a save that could not reach the server tells the person, beside the form: nothing saved,
 * nothing lost. A catalog message: shown as `i18n._(offlineSaveText)`.
 */
export const offlineSaveText = msg(
  "You are offline. The meal was not saved; what you entered is still in the form, so try again when you are back online.",
);

/**
 * Spec core 8: 'Unable to add meal: {message}', or 'Error adding the meal' without a message;
 * offline, the message says so.
 */
export function addMealErrorText(error: unknown): string {
  if (isOffline(error)) return i18n._("Unable to add meal: you are offline");
  const message = errorMessage(error, "");
  return message ? i18n._("Unable to add meal: {message}", { message }) : i18n._("Error adding the meal");
}
