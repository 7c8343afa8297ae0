import { describe, expect, it } from "vitest";
import { displayParts, hashApiKey, isWellFormedApiKey, maskedApiKey, newApiKey } from "./key-format.js";

describe("API key format", () => {
  it("makes distinct, well-formed keys of 57 characters", () => {
    const keys = Array.from({ length: 200 }, newApiKey);
    expect(new Set(keys).size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^mw_live_[0-9A-Za-z]{49}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
  });

  it("detects any single changed character through the checksum", () => {
    const key = newApiKey();
    for (let i = 8; i < key.length; i++) {
      const changed = `${key.slice(0, i)}${key[i] === "Z" ? "Y" : "Z"}${key.slice(i + 1)}`;
      expect(isWellFormedApiKey(changed), `position ${i}`).toBe(false);
    }
  });

  it("masks a key to its start and last four, and hashes it with SHA-256", () => {
    const key = newApiKey();
    const masked = maskedApiKey(displayParts(key));
    expect(masked).toBe(`${key.slice(0, 12)}…${key.slice(-4)}`);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toBe(hashApiKey(newApiKey()));
  });
});
