import {
  authMessages,
  isReservedUsername,
  type LoginRequest,
  type RegisterRequest,
} from "../../../shared/contracts/auth.js";
import type { UserRow } from "../../db/schema/index.js";
import { conflict, unauthorized } from "../../errors.js";
import type { IdentityClaims } from "../../integrations/identity/google-token-verifier.js";
import type { TrialDecision } from "../trial/service.js";
import type { LoginBrake } from "./login-brake.js";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.js";
import type { AuthRepository } from "./repository.js";
import { SessionCache } from "./session-cache.js";
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

export function authService(repo: AuthRepository, brake: LoginBrake, cache = new SessionCache()) {
  async function startSession(user: UserRow, context: RequestContext) {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
    await repo.createSession(hashSessionToken(token), user.id, expiresAt, context.userAgent);
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

    /** Unknown user and wrong password fail alike, in status, body and time, and both spend the name's budget. */
    async login(input: LoginRequest): Promise<UserRow> {
      const attempt = await brake.begin(input.username);
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
      throw conflict("Could not choose a username for this Google account. Please register instead.");
    },

    async resolveSession(token: string): Promise<UserRow | null> {
      const tokenHash = hashSessionToken(token);
      const now = Date.now();
      const cached = cache.get(tokenHash, now);
      if (cached) return cached.user;
      const found = await repo.findSessionUser(tokenHash);
      if (!found) return null;
      let expiresAt = found.expiresAt;
      if (SESSION_IDLE_MS - (expiresAt.getTime() - now) > SESSION_REFRESH_AFTER_MS) {
        expiresAt = new Date(now + SESSION_IDLE_MS);
        await repo.extendSession(tokenHash, found.user.id, expiresAt);
      }
      cache.set(tokenHash, found.user, expiresAt, now);
      return found.user;
    },

    endSession(token: string) {
      const tokenHash = hashSessionToken(token);
      cache.forget(tokenHash);
      return repo.deleteSession(tokenHash);
    },

    /** After a change to the user row that sessions carry (admin role, plan, zone). */
    forgetUser(userId: number) {
      cache.forgetUser(userId);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
