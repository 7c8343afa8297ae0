import { describe, expect, it } from "vitest";
import { answerStore } from "./answer-store.js";

function store(options: { maxBytes?: number; ttlMs?: number } = {}) {
  let time = 0;
  const answers = answerStore({
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 60_000,
    now: () => time,
  });
  /** Computes and keeps an answer the way a read does: slot first, then put. */
  const keep = (userId: number, key: string, text: string) => {
    const slot = answers.slot(userId, key);
    if (slot) answers.put(slot, text);
  };
  const advance = (ms: number) => {
    time += ms;
  };
  return { answers, keep, advance };
}

describe("answerStore", () => {
  it("keeps a user's answer until that user writes; another user's write changes nothing", () => {
    const { answers, keep } = store();
    keep(1, "/api/meals", "[1]");
    keep(2, "/api/meals", "[2]");
    expect(answers.get(1, "/api/meals")).toBe("[1]");
    expect(answers.get(1, "/api/trends")).toBeUndefined();

    answers.writeStarted(2);
    answers.writeEnded(2);
    expect(answers.get(1, "/api/meals")).toBe("[1]");
    expect(answers.get(2, "/api/meals")).toBeUndefined();
  });

  it("serves nothing and keeps nothing while a write of the user's is in flight", () => {
    const { answers, keep } = store();
    keep(1, "/a", "old");
    answers.writeStarted(1);
    expect(answers.get(1, "/a")).toBeUndefined();
    expect(answers.slot(1, "/a")).toBeNull();
    answers.writeAnswered(1);
    expect(answers.slot(1, "/a")).toBeNull();
    answers.writeEnded(1);
    keep(1, "/a", "new");
    expect(answers.get(1, "/a")).toBe("new");
  });

  it("refuses an answer computed from data read before a write, whenever it arrives", () => {
    const { answers } = store();
    const before = answers.slot(1, "/a");
    answers.writeStarted(1);
    const during = answers.slot(1, "/a");
    answers.writeAnswered(1);
    answers.writeEnded(1);
    if (before) answers.put(before, "read before the write");
    expect(during).toBeNull();
    expect(answers.get(1, "/a")).toBeUndefined();

    // A write that started and ended while the read ran: the same.
    const slow = answers.slot(1, "/a");
    answers.writeStarted(1);
    answers.writeEnded(1);
    if (slow) answers.put(slow, "read during the write");
    expect(answers.get(1, "/a")).toBeUndefined();
  });

  it("counts two overlapping writes: reads stay off until both have ended", () => {
    const { answers } = store();
    answers.writeStarted(1);
    answers.writeStarted(1);
    answers.writeEnded(1);
    expect(answers.slot(1, "/a")).toBeNull();
    answers.writeEnded(1);
    expect(answers.slot(1, "/a")).not.toBeNull();
  });

  it("computes an answer again after ttlMs even without a write", () => {
    const { answers, keep, advance } = store({ ttlMs: 1_000 });
    keep(1, "/a", "x");
    advance(999);
    expect(answers.get(1, "/a")).toBe("x");
    advance(1);
    expect(answers.get(1, "/a")).toBeUndefined();
  });

  it("stays within maxBytes, dropping the least recently used answers first", () => {
    // Each answer: ("1 /k" + 6 letters) * 2 bytes = 20 bytes.
    const { answers, keep } = store({ maxBytes: 60 });
    keep(1, "/a", "aaaaaa");
    keep(1, "/b", "bbbbbb");
    keep(1, "/c", "cccccc");
    expect(answers.get(1, "/a")).toBe("aaaaaa"); // now /b is the least recently used
    keep(1, "/d", "dddddd");
    expect(answers.get(1, "/b")).toBeUndefined();
    expect([answers.get(1, "/a"), answers.get(1, "/c"), answers.get(1, "/d")]).toEqual(["aaaaaa", "cccccc", "dddddd"]);
    expect(answers.bytes).toBe(60);
    keep(1, "/huge", "x".repeat(100));
    expect(answers.get(1, "/huge")).toBeUndefined();
    expect(answers.bytes).toBe(60);
  });
});
