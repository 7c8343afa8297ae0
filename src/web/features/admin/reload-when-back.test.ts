import { describe, expect, it } from "vitest";
import {
  GIVE_UP_AFTER_MS,
  READY_POLL_MS,
  RELOAD_AFTER_MS,
  type ReloadDeps,
  reloadWhenServerIsBack,
} from "./reload-when-back.js";

/** A clock that moves only when the code under test waits. */
function fakeBrowser(answers: (at: number) => boolean) {
  let clock = 0;
  const events: string[] = [];
  const deps: ReloadDeps = {
    now: () => clock,
    wait: async (ms) => {
      clock += ms;
    },
    ready: async () => {
      events.push(`ready? at ${clock}`);
      return answers(clock);
    },
    reload: () => events.push(`reload at ${clock}`),
  };
  return { deps, events };
}

describe("reloadWhenServerIsBack", () => {
  it("reloads 5 s after the restart when the server is already back", async () => {
    const { deps, events } = fakeBrowser(() => true);
    await reloadWhenServerIsBack(deps);
    expect(events).toEqual([`ready? at ${RELOAD_AFTER_MS}`, `reload at ${RELOAD_AFTER_MS}`]);
  });

  it("waits past 5 s until the server answers, then reloads once", async () => {
    const backAt = RELOAD_AFTER_MS + 3 * READY_POLL_MS;
    const { deps, events } = fakeBrowser((at) => at >= backAt);
    await reloadWhenServerIsBack(deps);
    expect(events.filter((e) => e.startsWith("ready?"))).toHaveLength(4);
    expect(events.at(-1)).toBe(`reload at ${backAt}`);
    expect(events.filter((e) => e.startsWith("reload"))).toHaveLength(1);
  });

  it("reloads anyway when the server has not answered after a minute", async () => {
    const { deps, events } = fakeBrowser(() => false);
    await reloadWhenServerIsBack(deps);
    expect(events.at(-1)).toBe(`reload at ${RELOAD_AFTER_MS + GIVE_UP_AFTER_MS}`);
  });
});
