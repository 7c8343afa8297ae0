import { TooManyRequestsError } from "../../errors.js";
import type { AttemptCounter } from "../../plugins/attempt-counter.js";

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
 * or not an account has it, so the answer says nothing about who is registered. Every attempt is
 * counted before the password is checked (parallel guesses cannot slip past) and a success is
 * taken back, so only failures spend the budget.
 */
export function loginBrake(counter: AttemptCounter) {
  return {
    async begin(username: string): Promise<{ succeeded(): Promise<void> }> {
      const key = accountKey(username);
      const window = await counter.add(key);
      if (window.count > ACCOUNT_FAILURES_ALLOWED) {
        await counter.remove(key);
        const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts for this account. Please try again in ${waitText(seconds)}.`,
          seconds,
        );
      }
      return { succeeded: () => counter.remove(key) };
    },
  };
}

export type LoginBrake = ReturnType<typeof loginBrake>;
