import { paymentMessages } from "../../../shared/contracts/payments.js";
import { ApiError } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";

/**
 * The spec's words for a failed checkout: a refusal (4xx) is a setup error with the server's
 * reason; a server or provider failure (5xx) an error during creation; no answer at all (offline)
 * a payment that could not be initialised.
 */
export function checkoutFailure(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.status < 500) {
    return { title: i18n._(paymentMessages.paymentSetupError), message: error.message };
  }
  if (error instanceof ApiError) {
    return {
      title: i18n._(paymentMessages.checkoutError),
      message: error.message || i18n._(paymentMessages.createIntentFailed),
    };
  }
  return { title: i18n._(paymentMessages.checkoutError), message: i18n._(paymentMessages.initFailed) };
}
