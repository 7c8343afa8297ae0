/** One server-sent event: its name (default 'message') and its data lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits buffered text/event-stream text into complete events and the unfinished rest, which
 * the caller keeps and prefixes to the next chunk. Comments (':') and unknown fields are skipped.
 */
export function parseSseBuffer(buffer: string): { events: SseEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, "\n");
  const blocks = normalised.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}
