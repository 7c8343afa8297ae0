/**
 * Session lookups that overlap share one query. Every signed-in request reads its session from the
 * database (nothing is remembered between requests, so a logout, a role change or an account
 * deletion made through any instance holds at the next request on every other); under load, the
 * tokens of requests that arrive while a lookup is in flight wait for it and then go together in
 * the next one. Nothing waits on a timer: a lone lookup goes at once. A lookup is always sent after
 * its request arrived, so it sees everything committed before that request.
 */
export interface SessionLookups<Found> {
  find(tokenHash: string): Promise<Found | undefined>;
}

interface Waiting<Found> {
  tokenHash: string;
  resolve: (found: Found | undefined) => void;
  reject: (error: unknown) => void;
}

export function sessionLookups<Found>(options: {
  /** The sessions of these token hashes (each at most once), by token hash; absent ones are not found. */
  findMany: (tokenHashes: string[]) => Promise<Map<string, Found>>;
  maxBatch?: number;
}): SessionLookups<Found> {
  const maxBatch = options.maxBatch ?? 200;
  let waiting: Waiting<Found>[] = [];
  let inFlight = false;

  async function drain() {
    inFlight = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(batch.length);
        try {
          // A page's burst asks for one token several times: it is looked up once.
          const found = await options.findMany([...new Set(batch.map((w) => w.tokenHash))]);
          for (const w of batch) w.resolve(found.get(w.tokenHash));
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    find(tokenHash) {
      return new Promise((resolve, reject) => {
        waiting.push({ tokenHash, resolve, reject });
        if (!inFlight) void drain();
      });
    },
  };
}
