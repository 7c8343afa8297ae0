import { errorMessage } from "../../lib/api.js";

/** Spec core 8: 'Unable to add meal: {message}', or 'Error adding the meal' without a message. */
export function addMealErrorText(error: unknown): string {
  const message = errorMessage(error, "");
  return message ? `Unable to add meal: ${message}` : "Error adding the meal";
}
