import {
  authMessages,
  isReservedUsername,
  type LoginRequest,
  type RegisterRequest,
} from "../../../shared/contracts/auth.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { UserRow } from "../../db/schema/index.js";
import { conflict, unauthorized } from "../../errors.js";
import type { IdentityClaims } from "../../integrations/identity/google-token-verifier.js";
import type { TrialDecision } from "../trial/service.js";
import type { LoginBrake } from "./login-brake.js";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.js";
import type { AuthRepository } from "./repository.js";
import { sessionLookups } from "./session-lookups.js";
import { hashSessionToken, newSessionToken } from "./tokens.js";

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === UNIQUE_VIOLATION;
}

export interface RequestContext {
  ipAddress: string;
  userAgent: string | null;
  /** Whether a new account starts the free trial, and the claim it leaves (features/trial). */
  trial?: TrialDecision;
}

const trialOf = (context: RequestContext) => ({ trialGranted: context.trial?.granted ?? true });
const logOf = (context: RequestContext) => ({ ipAddress: context.ipAddress, userAgent: context.userAgent });

/**
 * 409 for a name or email already in use, each on its own field so the form shows it where the
 * person typed it; the message is the first of them.
 */
function takenConflict(taken: { username: boolean; email: boolean }) {
  const fieldErrors: Record<string, string> = {};
  if (taken.username) fieldErrors.username = authMessages.usernameTaken;
  if (taken.email) fieldErrors.email = authMessages.emailTaken;
  return conflict(fieldErrors.username ?? authMessages.emailTaken, fieldErrors);
}

/** A signed-in request's session: its user, and the new expiry when this request slid it. */
export interface ResolvedSession {
  user: UserRow;
  /** Set when the idle expiry was just moved on (at most daily): the cookie must follow it. */
  renewedUntil: Date | null;
}

/** `clock` is the app's (buildApp's `now`): sign-in, expiry and its sliding all read it. */
export function authService(repo: AuthRepository, brake: LoginBrake, clock: () => Date) {
  const sessions = sessionLookups({ findMany: (tokenHashes) => repo.findSessionUsers(tokenHashes) });

  async function startSession(user: UserRow, context: RequestContext) {
    const token = newSessionToken();
    const now = clock();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await repo.createSession(hashSessionToken(token), user.id, expiresAt, context.userAgent, now);
    return { token, expiresAt };
  }

  return {
    startSession,

    async register(input: RegisterRequest, context: RequestContext): Promise<UserRow> {
      const taken = await repo.usernameOrEmailTaken(input.username, input.email);
      if (taken.username || taken.email) throw takenConflict(taken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await repo.createUser(
          { username: input.username, email: input.email, gender: input.gender, passwordHash, ...trialOf(context) },
          logOf(context),
          context.trial?.claim,
        );
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser gets a 409.
        if (isUniqueViolation(error)) {
          const again = await repo.usernameOrEmailTaken(input.username, input.email);
          throw takenConflict(again.username || again.email ? again : { username: true, email: false });
        }
        throw error;
      }
    },

    /**
     * Unknown user and wrong password fail alike, in status, body and time, and both spend the
     * name's budget and the address's (`address`: the client's, as the rate limits see it).
     */
    async login(input: LoginRequest, address: string): Promise<UserRow> {
      const attempt = await brake.begin(input.username, address);
      const user = await repo.findUserByUsername(input.username);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user?.passwordHash || !valid) throw unauthorized(authMessages.invalidCredentials);
      await attempt.succeeded();
      return user;
    },

    /** Finds the account by the Google subject, or creates one with a free username. */
    async signInWithGoogle(claims: IdentityClaims, context: RequestContext): Promise<UserRow> {
      const existing = await repo.findUserByGoogleSub(claims.sub);
      if (existing) return existing;
      const base = (claims.email?.split("@")[0] ?? claims.name ?? "user")
        .replace(/[^\p{L}\p{N}._-]/gu, "")
        .slice(0, 40);
      const email = claims.email && claims.emailVerified ? claims.email : null;
      const stem = base.length >= 3 ? base : `user-${base}`;
      // admin@example.com gets 'admin-12345', never the reserved name itself.
      const firstAttempt = isReservedUsername(stem) ? 1 : 0;
      for (let attempt = firstAttempt; attempt < firstAttempt + 5; attempt++) {
        const suffix = attempt === 0 ? "" : `-${Math.floor(Math.random() * 100_000)}`;
        const username = `${stem}${suffix}`;
        const taken = await repo.usernameOrEmailTaken(username, email);
        if (taken.email) throw conflict(authMessages.emailTaken);
        if (taken.username) continue;
        try {
          return await repo.createUser(
            { username, email, googleSub: claims.sub, passwordHash: null, ...trialOf(context) },
            logOf(context),
            context.trial?.claim,
          );
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const raced = await repo.findUserByGoogleSub(claims.sub);
          if (raced) return raced;
        }
      }
      throw conflict(msg("Could not choose a username for this Google account. Please register instead."));
    },

    /**
     * The session's user as stored now, read for every request and kept nowhere (session-lookups.ts):
     * a logout, a role change or an account deletion made through any instance is seen by the next
     * request on every other. The idle expiry slides at most once a day; `renewedUntil` then tells
     * the cookie.
     */
    async resolveSession(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashSessionToken(token);
      const now = clock();
      const found = await sessions.find(tokenHash);
      if (!found || found.expiresAt <= now) return null;
      if (SESSION_IDLE_MS - (found.expiresAt.getTime() - now.getTime()) <= SESSION_REFRESH_AFTER_MS) {
        return { user: found.user, renewedUntil: null };
      }
      const renewedUntil = new Date(now.getTime() + SESSION_IDLE_MS);
      await repo.extendSession(tokenHash, found.user.id, renewedUntil, now);
      return { user: found.user, renewedUntil };
    },

    endSession(token: string) {
      return repo.deleteSession(hashSessionToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
