import { LRUCache } from "lru-cache";

/**
 * A bounded map that holds what is true of one version of the shared foods (`catalog_version`,
 * moved by triggers whenever a built-in or barcode food changes, on any instance). Asked with a
 * newer version, it forgets everything; asked with an older one (a request that read the version
 * just before another request's change), it neither answers nor keeps. So what it gives is never
 * older than the version the caller read at the start of its request. Past `maxEntries`, the
 * entry used least recently goes (lru-cache), so the queries people type most stay.
 */
export function versionedCache<K extends {}, V extends {}>(maxEntries: number) {
  let current = -1;
  const entries = new LRUCache<K, V>({ max: maxEntries });

  /** Whether `version` is the one held, after moving to it when it is newer. */
  function holds(version: number): boolean {
    if (version > current) {
      current = version;
      entries.clear();
    }
    return version === current;
  }

  return {
    get(version: number, key: K): V | undefined {
      return holds(version) ? entries.get(key) : undefined;
    },
    set(version: number, key: K, value: V): void {
      if (holds(version)) entries.set(key, value);
    },
    /** Drops `key` if it still holds `value` (a ranking that failed, say). */
    drop(key: K, value: V): void {
      if (entries.peek(key) === value) entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
