import { eq, lt, sql } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { Database } from "../../db/client.js";
import {
  type NewUserRow,
  registrationLogs,
  sessions,
  trialClaims,
  type UserRow,
  users,
} from "../../db/schema/index.js";

/** The only code of the auth feature that talks to the database. */
export function authRepository(db: Database) {
  /** Runs for every signed-in request: a named prepared statement spares PostgreSQL the parsing. */
  const sessionUsers = db
    .select({ tokenHash: sessions.tokenHash, user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.tokenHash} = ANY(${sql.placeholder("tokenHashes")}::text[])`)
    .prepare("session_users");

  return {
    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findUserByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },

    async usernameOrEmailTaken(username: string, email: string | null) {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          email
            ? sql`lower(${users.username}) = lower(${username}) OR lower(${users.email}) = lower(${email})`
            : sql`lower(${users.username}) = lower(${username})`,
        );
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: email !== null && rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Creates the user, its registration log and (when it starts a trial) its trial claim together, or none. */
    async createUser(
      user: NewUserRow,
      log: { ipAddress: string; userAgent: string | null },
      trialClaim?: { emailHash: string | null; deviceHash: string | null; ipAddress: string },
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (!row) throw new Error("insert returned no row");
        await tx.insert(registrationLogs).values({ userId: row.id, ...log });
        if (trialClaim && row.trialGranted) await tx.insert(trialClaims).values({ userId: row.id, ...trialClaim });
        return row;
      });
    },

    async setAdmin(id: number): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, id)).returning();
      return row;
    },

    async setLanguage(id: number, language: Locale): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, id));
    },

    async setTimeZone(id: number, timeZone: string): Promise<void> {
      await db.update(users).set({ timeZone }).where(eq(users.id, id));
    },

    /** A sign-in at `now` (the app's clock): the session, and the user's last-seen day (the admin list shows it). */
    async createSession(tokenHash: string, userId: number, expiresAt: Date, userAgent: string | null, now: Date) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt, userAgent });
      await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    },

    /** The sessions of these token hashes with their users and expiry (expired ones too: the caller's clock decides). */
    async findSessionUsers(tokenHashes: string[]) {
      const rows = await sessionUsers.execute({ tokenHashes });
      return new Map(rows.map(({ tokenHash, ...found }) => [tokenHash, found]));
    },

    /** At most daily per session (see the service), so last-seen is accurate to the day. */
    async extendSession(tokenHash: string, userId: number, expiresAt: Date, now: Date) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
