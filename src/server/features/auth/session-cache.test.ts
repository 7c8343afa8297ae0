import { describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema/index.js";
import { SessionCache } from "./session-cache.js";

const user = (id: number) => ({ id, username: `u${id}` }) as UserRow;
const far = new Date(Date.now() + 86_400_000);

describe("SessionCache", () => {
  it("keeps an entry for the TTL only, and never past the session's own expiry", () => {
    const cache = new SessionCache(1000);
    cache.set("a", user(1), far, 0);
    expect(cache.get("a", 999)?.user.id).toBe(1);
    expect(cache.get("a", 1000)).toBeUndefined();
    cache.set("b", user(2), new Date(500), 0);
    expect(cache.get("b", 600)).toBeUndefined();
  });

  it("forgets one token, or every token of a user", () => {
    const cache = new SessionCache(1000);
    cache.set("a", user(1), far, 0);
    cache.set("b", user(1), far, 0);
    cache.set("c", user(2), far, 0);
    cache.forget("c");
    expect(cache.get("c", 1)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("b", 1)).toBeUndefined();
  });

  it("stays bounded, dropping the oldest entry", () => {
    const cache = new SessionCache(1000, 2);
    cache.set("a", user(1), far, 0);
    cache.set("b", user(2), far, 0);
    cache.set("c", user(3), far, 0);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("c", 1)?.user.id).toBe(3);
  });
});
