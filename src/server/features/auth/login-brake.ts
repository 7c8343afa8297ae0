import type { Redis } from "ioredis";
import { msg } from "../../../shared/i18n/msg.js";
import type { Config } from "../../config.js";
import { TooManyRequestsError } from "../../errors.js";
import {
  attemptCounter,
  type BrakeAttempt,
  distinctCounter,
  distinctFailureBrake,
  failureBrake,
} from "../../plugins/attempt-counter.js";
import { tooManyAttemptsError } from "../../plugins/rate-limits.js";

/** Failed sign-ins one account may take in a window, from any number of addresses. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
export const ACCOUNT_BRAKE_WINDOW_MS = 15 * 60_000;

/** Names are folded as the unique index folds them, so 'Alice' and 'ALICE' share one budget. */
const foldName = (username: string) => username.trim().normalize("NFKC").toLowerCase();

const accountRefusal = (seconds: number) =>
  seconds < 120
    ? new TooManyRequestsError(
        msg("Too many failed sign-in attempts for this account. Please try again in {seconds} seconds."),
        seconds,
        { seconds },
      )
    : new TooManyRequestsError(
        msg("Too many failed sign-in attempts for this account. Please try again in {minutes} minutes."),
        seconds,
        { minutes: Math.ceil(seconds / 60) },
      );
const addressRefusal = tooManyAttemptsError;

/**
 * The brakes on password guessing, each counted before the password is checked (a parallel burst
 * cannot slip past) and, but for the last, taken back when it is right:
 * - per account: 10 failures in 15 minutes from any number of addresses (guesses spread over a
 *   botnet); the name is counted whether or not an account has it, so the answer says nothing
 *   about who is registered;
 * - per address, the different names that failed: a household or an office fails on a few of
 *   its own accounts, and one account's failures count once, so they never lock out another;
 *   an address that fails on many names (credential stuffing, password spraying) is refused new
 *   names until the window ends, while the names it already tried keep their own budget;
 * - per address, every password checked, right or wrong, in a minute: far above what people
 *   type, it bounds the hashing one address can make the server do.
 * With Redis the counts are shared by every instance; without it (or while it fails) they are
 * this instance's.
 */
export function loginBrake(redis: Redis | undefined, limits: Config["loginLimits"]) {
  const account = failureBrake(
    attemptCounter(redis, "macrowise-login:", ACCOUNT_BRAKE_WINDOW_MS),
    ACCOUNT_FAILURES_ALLOWED,
    accountRefusal,
  );
  const names = distinctFailureBrake(
    distinctCounter(redis, "macrowise-login-names:", limits.failedNames.timeWindowMs),
    limits.failedNames.max,
    addressRefusal,
  );
  const checks = failureBrake(
    attemptCounter(redis, "macrowise-login-checks:", limits.checks.timeWindowMs),
    limits.checks.max,
    addressRefusal,
  );

  return {
    /** Before the password is checked: throws the 429 of the first brake that refuses. */
    async begin(username: string, address: string): Promise<{ succeeded(): Promise<void> }> {
      const name = foldName(username);
      const held: BrakeAttempt[] = [];
      try {
        held.push(await names.begin(address, name));
        held.push(await account.begin(`login:${name}`));
        await checks.begin(address); // every check spends this one, so its attempt is not kept
      } catch (error) {
        await Promise.all(held.map((attempt) => attempt.refusedElsewhere()));
        throw error;
      }
      return { succeeded: async () => void (await Promise.all(held.map((attempt) => attempt.succeeded()))) };
    },
  };
}

export type LoginBrake = ReturnType<typeof loginBrake>;
