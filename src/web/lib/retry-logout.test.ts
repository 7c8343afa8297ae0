import { describe, expect, it } from "vitest";
import { retryLogout } from "./retry-logout.js";

function recorder(failures: number) {
  const waits: number[] = [];
  let calls = 0;
  return {
    waits,
    calls: () => calls,
    post: async () => {
      calls++;
      if (calls <= failures) throw new Error("network down");
      return { message: "ok" };
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe("retryLogout", () => {
  it("stops at the first success", async () => {
    const r = recorder(0);
    expect(await retryLogout(r)).toBe(true);
    expect(r.calls()).toBe(1);
    expect(r.waits).toEqual([]);
  });

  it("retries at 1 s intervals and succeeds on the third try", async () => {
    const r = recorder(2);
    expect(await retryLogout(r)).toBe(true);
    expect(r.calls()).toBe(3);
    expect(r.waits).toEqual([1000, 1000]);
  });

  it("gives up after three failures without waiting after the last", async () => {
    const r = recorder(5);
    expect(await retryLogout(r)).toBe(false);
    expect(r.calls()).toBe(3);
    expect(r.waits).toEqual([1000, 1000]);
  });
});
