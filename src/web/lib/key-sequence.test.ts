import { describe, expect, it } from "vitest";
import { pushKey } from "./key-sequence.js";

function typeAll(keys: string[], sequence: string) {
  let buffer = "";
  let matches = 0;
  for (const key of keys) {
    const step = pushKey(buffer, key, sequence);
    buffer = step.buffer;
    if (step.matched) matches++;
  }
  return { buffer, matches };
}

describe("pushKey", () => {
  it("matches the sequence typed after other keys, in any case", () => {
    expect(typeAll([..."xxMacroWise"], "macrowise")).toEqual({ buffer: "", matches: 1 });
  });

  it("ignores named keys such as Shift and resets after a match", () => {
    const result = typeAll(["Shift", ..."macrowise", ..."macro"], "macrowise");
    expect(result).toEqual({ buffer: "macro", matches: 1 });
  });

  it("does not match a broken sequence", () => {
    expect(typeAll([..."macrowis", "x", "e"], "macrowise").matches).toBe(0);
  });
});
