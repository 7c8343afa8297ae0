import { paymentMessages } from "../../../shared/contracts/payments.js";
import { ApiError } from "../../lib/api.js";

/**
 * The spec's words for a failed checkout: a refusal (4xx) is a setup error with the server's
 * reason; a server or provider failure (5xx) an error during creation; no answer at all (offline)
 * a payment that could not be initialised.
 */
export function checkoutFailure(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.status < 500) {
    return { title: paymentMessages.paymentSetupError, message: error.message };
  }
  if (error instanceof ApiError) {
    return { title: paymentMessages.checkoutError, message: error.message || paymentMessages.createIntentFailed };
  }
  return { title: paymentMessages.checkoutError, message: paymentMessages.initFailed };
}
