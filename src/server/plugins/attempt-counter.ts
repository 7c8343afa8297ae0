import type { Redis } from "ioredis";

export interface AttemptWindow {
  /** Attempts counted in the current window (including any still in flight). */
  count: number;
  /** Milliseconds until the window closes and the count starts again from 0. */
  resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows (a per-account login brake, for one). With Redis the
 * count is shared by every instance; without it, or while Redis is unreachable, it is kept here.
 */
export interface AttemptCounter {
  /** Counts one attempt and answers the window as it now stands. */
  add(key: string): Promise<AttemptWindow>;
  /** Takes back one attempt counted by `add` (one that turned out not to count, such as a success). */
  remove(key: string): Promise<void>;
}

/** In-process windows; the oldest keys are dropped past `maxKeys`, so guessing many names cannot fill memory. */
export function memoryAttemptCounter(
  windowMs: number,
  now: () => number = Date.now,
  maxKeys = 100_000,
): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async add(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.delete(key);
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** The counter for this instance: in Redis when there is one (shared by all instances), else in memory. */
export function attemptCounter(redis: Redis | undefined, prefix: string, windowMs: number): AttemptCounter {
  const memory = memoryAttemptCounter(windowMs);
  return redis ? redisAttemptCounter(redis, prefix, windowMs, memory) : memory;
}

/** INCR, and PEXPIRE on the first attempt of a window, in one atomic step. */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const REMOVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Windows in Redis, shared by every instance; falls back to `fallback` when Redis fails. */
export function redisAttemptCounter(
  redis: Redis,
  prefix: string,
  windowMs: number,
  fallback: AttemptCounter,
): AttemptCounter {
  return {
    async add(key) {
      try {
        const [count, ttl] = (await redis.eval(ADD_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.add(key);
      }
    },
    async remove(key) {
      try {
        await redis.eval(REMOVE_SCRIPT, 1, prefix + key);
      } catch {
        await fallback.remove(key);
      }
    },
  };
}

/**
 * A budget of failures per key in the counter's window: every attempt is counted before it is
 * checked (parallel guesses cannot slip past) and a success is taken back, so only failures spend
 * it. Past `allowed`, `refuse` makes the error to throw (a 429 with the seconds left).
 */
export function failureBrake(counter: AttemptCounter, allowed: number, refuse: (seconds: number) => Error) {
  return {
    async begin(key: string): Promise<{ succeeded(): Promise<void> }> {
      const window = await counter.add(key);
      if (window.count > allowed) {
        await counter.remove(key);
        throw refuse(Math.max(1, Math.ceil(window.resetInMs / 1000)));
      }
      return { succeeded: () => counter.remove(key) };
    },
  };
}
