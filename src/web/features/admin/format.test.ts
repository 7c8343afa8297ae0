import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration } from "./format.js";

describe("admin figures", () => {
  it("prints sizes as pg_size_pretty does (binary multiples)", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(8_000_000)).toBe("7.6 MB");
    expect(formatBytes(1024 ** 3 * 2.5)).toBe("2.5 GB");
  });

  it("prints an uptime in its two largest units", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(125)).toBe("2 min 5 s");
    expect(formatDuration(3 * 3600 + 120)).toBe("3 h 2 min");
    expect(formatDuration(2 * 86_400 + 5 * 3600 + 59)).toBe("2 d 5 h");
  });
});
