import { describe, expect, it } from "vitest";
import { parseSseBuffer } from "./sse.js";

describe("parseSseBuffer", () => {
  it("returns complete events and keeps the unfinished rest", () => {
    const { events, rest } = parseSseBuffer('event: delta\ndata: {"text":"Hi"}\n\nevent: delta\ndata: {"te');
    expect(events).toEqual([{ event: "delta", data: '{"text":"Hi"}' }]);
    expect(rest).toBe('event: delta\ndata: {"te');
  });

  it("joins data lines, defaults the event name and skips comments", () => {
    const { events } = parseSseBuffer(": keep-alive\n\ndata: a\ndata: b\n\n");
    expect(events).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("accepts CRLF line endings and events split across chunks", () => {
    const first = parseSseBuffer("event: done\r\ndata: {}");
    expect(first.events).toEqual([]);
    const second = parseSseBuffer(`${first.rest}\r\n\r\n`);
    expect(second.events).toEqual([{ event: "done", data: "{}" }]);
    expect(second.rest).toBe("");
  });
});
