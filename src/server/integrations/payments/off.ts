import { paymentMessages } from "../../../shared/contracts/payments.js";
import { notFound } from "../../errors.js";
import type { PaymentsProvider } from "./provider.js";

/**
 * PAYMENTS_PROVIDER=off: no billing. Every signed-in user has the paid features (see
 * `computeTrialStatus`), and every payment route answers 404 as if it did not exist.
 */
export const offProvider: PaymentsProvider = {
  name: "off",
  async createCheckout() {
    throw notFound(paymentMessages.billingOff);
  },
  async verify() {
    throw notFound(paymentMessages.billingOff);
  },
  async manageUrl() {
    throw notFound(paymentMessages.billingOff);
  },
  async cancelAll() {},
};
