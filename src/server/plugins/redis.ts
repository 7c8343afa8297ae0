import { Redis } from "ioredis";

/**
 * One Redis connection per instance (REDIS_URL), shared by the rate limits and the attempt counters.
 * ioredis reconnects by itself; an outage is reported once (not at every retry) and again after recovery.
 */
export function connectRedis(url: string, warn: (message: string) => void): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on("error", (error: Error) => {
    if (reported) return;
    reported = true;
    warn(`Redis is not reachable (${error.message}); counters fall back to this instance until it is`);
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
