import type { Redis } from "ioredis";

// Hand-written on purpose (issue 25 weighed rate-limiter-flexible, `npm run bench:rate-limits`):
// its memory store has no bound on keys (one entry and one timer per guessed name until the window
// ends) and reads Date.now, not an injected clock; its `reward` is a negative add, which after a
// window ended opens a new one at -1 (a success would buy a failure); and it cannot count distinct
// names. It is no faster either, in memory or in Redis (the figures in docs/performance.md).

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

export interface DistinctWindow extends AttemptWindow {
  /** Whether this `add` put the member in (false: it was already counted in this window). */
  added: boolean;
}

/**
 * Counts the different members seen per key in fixed windows (the names one address failed to
 * sign in as, for one): a member counts once however often it comes back.
 */
export interface DistinctCounter {
  add(key: string, member: string): Promise<DistinctWindow>;
  remove(key: string, member: string): Promise<void>;
}

export function memoryDistinctCounter(
  windowMs: number,
  now: () => number = Date.now,
  maxKeys = 100_000,
): DistinctCounter {
  const windows = new Map<string, { members: Set<string>; resetAt: number }>();
  return {
    async add(key, member) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.delete(key);
        window = { members: new Set(), resetAt: time + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      const added = !window.members.has(member);
      window.members.add(member);
      return { count: window.members.size, added, resetInMs: window.resetAt - time };
    },
    async remove(key, member) {
      windows.get(key)?.members.delete(member);
    },
  };
}

/** SADD, and PEXPIRE when the window opens, in one atomic step: {added, size, ms left}. */
const ADD_MEMBER_SCRIPT = `
local added = redis.call('SADD', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {added, redis.call('SCARD', KEYS[1]), ttl}`;

/** Members in a Redis set per key, shared by every instance; falls back to `fallback` when Redis fails. */
export function redisDistinctCounter(
  redis: Redis,
  prefix: string,
  windowMs: number,
  fallback: DistinctCounter,
): DistinctCounter {
  return {
    async add(key, member) {
      try {
        const [added, count, ttl] = (await redis.eval(ADD_MEMBER_SCRIPT, 1, prefix + key, windowMs, member)) as [
          number,
          number,
          number,
        ];
        return { count, added: added === 1, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.add(key, member);
      }
    },
    async remove(key, member) {
      try {
        await redis.srem(prefix + key, member);
      } catch {
        await fallback.remove(key, member);
      }
    },
  };
}

/** The distinct counter for this instance: in Redis when there is one, else in memory. */
export function distinctCounter(redis: Redis | undefined, prefix: string, windowMs: number): DistinctCounter {
  const memory = memoryDistinctCounter(windowMs);
  return redis ? redisDistinctCounter(redis, prefix, windowMs, memory) : memory;
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
    async begin(key: string): Promise<BrakeAttempt> {
      const window = await counter.add(key);
      if (window.count > allowed) {
        await counter.remove(key);
        throw refuse(secondsLeft(window));
      }
      const takeBack = () => counter.remove(key);
      return { succeeded: takeBack, refusedElsewhere: takeBack };
    },
  };
}

/** An attempt a brake let through, until its outcome is known. */
export interface BrakeAttempt {
  /** It succeeded: it does not spend the budget. */
  succeeded(): Promise<void>;
  /** Another brake refused it before it was checked: it spends nothing either. */
  refusedElsewhere(): Promise<void>;
}

const secondsLeft = (window: AttemptWindow) => Math.max(1, Math.ceil(window.resetInMs / 1000));

/**
 * A budget of different members that may fail per key in the counter's window, counted like
 * `failureBrake`'s: before the check, taken back on success. A member already counted in the window
 * is let through again (its own brake, if any, decides); a new one past `allowed` is refused.
 */
export function distinctFailureBrake(counter: DistinctCounter, allowed: number, refuse: (seconds: number) => Error) {
  return {
    async begin(key: string, member: string): Promise<BrakeAttempt> {
      const window = await counter.add(key, member);
      if (window.added && window.count > allowed) {
        await counter.remove(key, member);
        throw refuse(secondsLeft(window));
      }
      return {
        succeeded: () => counter.remove(key, member),
        refusedElsewhere: async () => {
          if (window.added) await counter.remove(key, member);
        },
      };
    },
  };
}
