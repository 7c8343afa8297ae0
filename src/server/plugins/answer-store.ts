/**
 * Read answers kept per user until that user writes (plugins/answer-cache.ts decides what goes in).
 *
 * Each user has a generation, drawn from one counter that never repeats; an answer is kept with
 * the generation it was computed under and served only while the user's generation is the same
 * and no write of theirs is in flight. A write draws a new generation when it starts and again
 * when it ends, so an answer computed from data read before the write committed can never be
 * kept after it, and a read that runs during the write goes to the database.
 */
export interface AnswerStoreOptions {
  /** Kept answers (keys and texts) take at most about this many bytes; the least recently used go first. */
  maxBytes: number;
  /** Even without a write, an answer is computed again after this long (data changed outside the app). */
  ttlMs: number;
  now?: () => number;
}

/** Where one computed answer may be kept: the user, the key and the generation it was read under. */
export interface AnswerSlot {
  userId: number;
  key: string;
  generation: number;
}

interface UserState {
  generation: number;
  writesInFlight: number;
}

interface KeptAnswer {
  text: string;
  generation: number;
  until: number;
  bytes: number;
}

/** Users without a write in flight are forgotten beyond this many; their kept answers then no longer match. */
const MAX_USERS = 100_000;

export function answerStore({ maxBytes, ttlMs, now = Date.now }: AnswerStoreOptions) {
  let lastGeneration = 0;
  const users = new Map<number, UserState>();
  /** By `${userId} ${key}`, least recently used first. */
  const answers = new Map<string, KeptAnswer>();
  let bytes = 0;

  function stateOf(userId: number): UserState {
    let state = users.get(userId);
    if (!state) {
      if (users.size >= MAX_USERS) forgetIdleUsers();
      state = { generation: ++lastGeneration, writesInFlight: 0 };
      users.set(userId, state);
    }
    return state;
  }

  function forgetIdleUsers() {
    for (const [userId, state] of users) if (state.writesInFlight === 0) users.delete(userId);
  }

  function remove(id: string, answer: KeptAnswer) {
    answers.delete(id);
    bytes -= answer.bytes;
  }

  function changed(userId: number) {
    stateOf(userId).generation = ++lastGeneration;
  }

  return {
    /** The kept answer for this user and key, if it is still theirs to have. */
    get(userId: number, key: string): string | undefined {
      const id = `${userId} ${key}`;
      const answer = answers.get(id);
      if (!answer) return undefined;
      const state = users.get(userId);
      if (!state || state.generation !== answer.generation || answer.until <= now()) {
        remove(id, answer);
        return undefined;
      }
      if (state.writesInFlight > 0) return undefined;
      answers.delete(id); // most recently used goes last
      answers.set(id, answer);
      return answer.text;
    },

    /** Taken before an answer is computed; null while the user has a write in flight. */
    slot(userId: number, key: string): AnswerSlot | null {
      const state = stateOf(userId);
      return state.writesInFlight > 0 ? null : { userId, key, generation: state.generation };
    },

    /** Keeps the computed answer, unless the user wrote since its slot was taken. */
    put(slot: AnswerSlot, text: string): void {
      const state = users.get(slot.userId);
      if (!state || state.generation !== slot.generation || state.writesInFlight > 0) return;
      const id = `${slot.userId} ${slot.key}`;
      const size = (id.length + text.length) * 2;
      if (size > maxBytes) return;
      const previous = answers.get(id);
      if (previous) remove(id, previous);
      for (const [oldId, old] of answers) {
        if (bytes + size <= maxBytes) break;
        remove(oldId, old);
      }
      answers.set(id, { text, generation: slot.generation, until: now() + ttlMs, bytes: size });
      bytes += size;
    },

    writeStarted(userId: number): void {
      stateOf(userId).writesInFlight++;
      changed(userId);
    },

    /** The write's answer is on its way: what it changed is committed. */
    writeAnswered(userId: number): void {
      changed(userId);
    },

    writeEnded(userId: number): void {
      const state = stateOf(userId);
      state.writesInFlight = Math.max(0, state.writesInFlight - 1);
      changed(userId);
    },

    get bytes(): number {
      return bytes;
    },
  };
}

export type AnswerStore = ReturnType<typeof answerStore>;
