import { TooManyRequestsError } from "../../errors.js";
import { type AttemptCounter, failureBrake } from "../../plugins/attempt-counter.js";

/** Failed sign-ins one account may take in a window, from any number of addresses. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
export const ACCOUNT_BRAKE_WINDOW_MS = 15 * 60_000;

/** Names are folded as the unique index folds them, so 'Alice' and 'ALICE' share one budget. */
const accountKey = (username: string) => `login:${username.trim().normalize("NFKC").toLowerCase()}`;

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * A per-account brake on password guessing, beside the per-address limit: an attacker spreading
 * guesses over many addresses still gets 10 per account per window. The name is counted whether
 * or not an account has it, so the answer says nothing about who is registered; only failures
 * spend the budget (`failureBrake`).
 */
export function loginBrake(counter: AttemptCounter) {
  const brake = failureBrake(
    counter,
    ACCOUNT_FAILURES_ALLOWED,
    (seconds) =>
      new TooManyRequestsError(
        `Too many failed sign-in attempts for this account. Please try again in ${waitText(seconds)}.`,
        seconds,
      ),
  );
  return { begin: (username: string) => brake.begin(accountKey(username)) };
}

export type LoginBrake = ReturnType<typeof loginBrake>;
