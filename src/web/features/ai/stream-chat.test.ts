import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.js";
import { readChatEvents } from "./stream-chat.js";

/** A response body that arrives in these chunks, as a network delivers it. */
function body(...chunks: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(...chunks: string[]) {
  const deltas: string[] = [];
  const answer = await readChatEvents(body(...chunks), (text) => deltas.push(text));
  return { deltas, answer };
}

describe("readChatEvents", () => {
  it("hands each delta over and answers with the done event, events split across chunks", async () => {
    const { deltas, answer } = await read(
      'event: delta\ndata: {"text":"Hi"}\n\nevent: delta\ndata: {"te',
      'xt":" there"}\n\nevent: done\ndata: {"answer":"Hi there","timestamp":"2025-03-09T18:30:00.000Z"}\n\n',
    );
    expect(deltas).toEqual(["Hi", " there"]);
    expect(answer).toEqual({ answer: "Hi there", timestamp: "2025-03-09T18:30:00.000Z" });
  });

  it("accepts CRLF line endings and a CRLF split between chunks, and skips comments", async () => {
    const { deltas, answer } = await read(
      ': keep-alive\r\n\r\nevent: delta\r\ndata: {"text":"a"}\r',
      '\n\r\nevent: done\r\ndata: {"answer":"a","timestamp":"t"}\r\n\r\n',
    );
    expect(deltas).toEqual(["a"]);
    expect(answer).toEqual({ answer: "a", timestamp: "t" });
  });

  it("joins data lines with newlines", async () => {
    const { answer } = await read('event: done\ndata: {"answer":\ndata: "two lines", "timestamp": "t"}\n\n');
    expect(answer).toEqual({ answer: "two lines", timestamp: "t" });
  });

  it("fails with the error event's message", async () => {
    const failure = read(
      'event: delta\ndata: {"text":"Hal"}\n\nevent: error\ndata: {"message":"The assistant is busy"}\n\n',
    );
    await expect(failure).rejects.toThrow(new ApiError("The assistant is busy", 502));
  });

  it("fails when the stream ends before its answer", async () => {
    await expect(read('event: delta\ndata: {"text":"Hal"}\n\n')).rejects.toBeInstanceOf(ApiError);
  });
});
