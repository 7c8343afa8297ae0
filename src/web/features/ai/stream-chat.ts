import { EventSourceParserStream } from "eventsource-parser/stream";
import { aiMessages, type ChatType } from "../../../shared/contracts/ai.js";
import { ApiError, browserTimeZone } from "../../lib/api.js";
import { i18n, pageLocale } from "../../lib/i18n.js";

export interface ChatAnswer {
  answer: string;
  timestamp: string;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = text || response.statusText || i18n._(aiMessages.chatFailed);
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) message = body.message;
  } catch {
    // Not JSON: the text is the message.
  }
  return new ApiError(message, response.status);
}

/**
 * Asks the assistant and streams its answer: POST cannot use EventSource, so the response body is
 * read with a stream reader and parsed as server-sent events (`delta`, then `done` or `error`).
 */
export async function streamChat(
  request: { query: string; chatType: ChatType },
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const response = await fetch("/api/ai-chat/stream", {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "text/event-stream",
      "Content-Type": "application/json",
      "X-Time-Zone": browserTimeZone(),
      // The answer is written in the page's language.
      "X-Language": pageLocale(),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) throw await failure(response);
  return readChatEvents(response.body, onDelta);
}

/** What the server's `delta`, `done` and `error` events carry. */
interface ChatEventData {
  text?: string;
  answer?: string;
  timestamp?: string;
  message?: string;
}

/**
 * Reads the answer's server-sent events (eventsource-parser splits them, across chunks, CRLF or
 * LF, comments skipped): each `delta` goes to `onDelta`; `done` is the answer, `error` its failure.
 * A stream that ends before either failed.
 */
export async function readChatEvents(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onDelta: (text: string) => void,
): Promise<ChatAnswer> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const payload = JSON.parse(value.data) as ChatEventData;
      if (value.event === "delta" && payload.text) onDelta(payload.text);
      else if (value.event === "done") return { answer: payload.answer ?? "", timestamp: payload.timestamp ?? "" };
      else if (value.event === "error") throw new ApiError(payload.message || i18n._(aiMessages.chatFailed), 502);
    }
  } finally {
    reader.releaseLock();
  }
  throw new ApiError(aiMessages.chatFailed, 502);
}
