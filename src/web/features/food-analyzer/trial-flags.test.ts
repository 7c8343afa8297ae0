import { describe, expect, it } from "vitest";
import {
  guestMayAnalyze,
  markTrialUsed,
  onAnalyzerVisit,
  readTrialUsed,
  TRIAL_USED_KEY,
  VISITED_KEY,
} from "./trial-flags.js";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const visit = (overrides: Partial<Parameters<typeof onAnalyzerVisit>[0]> = {}) => {
  const local = memoryStorage();
  markTrialUsed(local);
  const session = memoryStorage();
  const input = { local, session, resetRequested: false, referrer: "", host: "macrowise.example", ...overrides };
  return { cleared: onAnalyzerVisit(input), local: input.local, session: input.session };
};

describe("the anonymous trial flags", () => {
  it("stores the used flag under the spec's key", () => {
    const local = memoryStorage();
    expect(readTrialUsed(local)).toBe(false);
    markTrialUsed(local);
    expect(local.map.get(TRIAL_USED_KEY)).toBe("true");
    expect(readTrialUsed(local)).toBe(true);
  });

  it("clears it with ?reset_trial=true and marks the session visited", () => {
    const { cleared, local, session } = visit({ resetRequested: true });
    expect(cleared).toBe(true);
    expect(readTrialUsed(local)).toBe(false);
    expect(session.getItem(VISITED_KEY)).toBe("true");
  });

  it("clears it on the session's first visit from another site, not from this one or on dev hosts", () => {
    expect(visit({ referrer: "https://search.example/?q=food" }).cleared).toBe(true);
    expect(visit({ referrer: "https://macrowise.example/home" }).cleared).toBe(false);
    expect(visit({ referrer: "https://search.example/", host: "localhost:5173" }).cleared).toBe(false);
    const session = memoryStorage();
    session.setItem(VISITED_KEY, "true");
    expect(visit({ referrer: "https://search.example/", session }).cleared).toBe(false);
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readTrialUsed(broken)).toBe(false);
    expect(() => markTrialUsed(broken)).not.toThrow();
    expect(() => visit({ local: broken, session: broken, resetRequested: true })).not.toThrow();
  });

  it("lets a guest analyse once per trial; signed-in users always", () => {
    expect(guestMayAnalyze({ signedIn: false, trialUsed: false, completedThisVisit: false })).toBe(true);
    expect(guestMayAnalyze({ signedIn: false, trialUsed: false, completedThisVisit: true })).toBe(false);
    expect(guestMayAnalyze({ signedIn: false, trialUsed: true, completedThisVisit: false })).toBe(false);
    expect(guestMayAnalyze({ signedIn: true, trialUsed: true, completedThisVisit: true })).toBe(true);
  });
});
