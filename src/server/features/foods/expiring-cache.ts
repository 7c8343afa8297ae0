export interface ExpiringCacheOptions {
  /** How long an entry is kept. */
  ttlMs: number;
  /** At most this many entries; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/** A bounded map whose entries expire: the foods feature's caches of what is the same for everyone. */
export function expiringCache<K, V>({ ttlMs, maxEntries, now = Date.now }: ExpiringCacheOptions) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: now() + ttlMs });
    },
    delete(key: K): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
