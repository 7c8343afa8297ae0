import type { UserRow } from "../../db/schema/index.js";

/**
 * A few seconds' memory of resolved sessions, so a page's burst of API calls costs one lookup.
 * The trade-off, chosen on purpose: a session ended on *another* instance is honoured here for at
 * most `ttlMs` more (this instance forgets it at once). Role changes call `forgetUser`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; expiresAt: Date; cachedUntil: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number) {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, user: UserRow, expiresAt: Date, now: number) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, expiresAt, cachedUntil: now + this.ttlMs });
  }

  forget(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number) {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
