import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions (JSON, or SSE
 * when `stream: true`) and POST /v1/images/generations. It records every request and answers what
 * the test scripts; GET /files/tiny.png serves the PNG for image answers given as a URL.
 */

/** A 1x1 PNG. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export interface FakeOpenAiRequestBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  prompt?: string;
  size?: string;
  n?: number;
  [key: string]: unknown;
}

export interface FakeOpenAiRequest {
  method: string;
  /** Path with the query, e.g. "/v1/chat/completions". */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body ({} when there was none or it was not JSON). */
  body: FakeOpenAiRequestBody;
  /** Streamed content pieces written so far (SSE answers). */
  chunksSent: number;
}

interface Timing {
  /** Wait this long before answering at all (headers included). */
  delayMs?: number;
}

export type FakeOpenAiReply = Timing &
  (
    | { /** The assistant's message; streamed word by word when the request streams. */ content: string }
    | {
        /** Streamed as these pieces (joined when the request does not stream). */ chunks: string[];
        chunkDelayMs?: number;
      }
    | { /** A 200 whose assistant content (or image) is not what was asked for. */ malformed: true }
    | {
        /** A raw HTTP answer, e.g. 500 with an OpenAI-style error body (the default). */ status: number;
        body?: unknown;
      }
    | { /** Image generations: these bytes as b64_json (default: tinyPng). */ image: Buffer }
    | { /** Image generations: a URL instead of b64_json. */ imageUrl: string }
  );

export type FakeOpenAiHandler = (
  request: FakeOpenAiRequest,
) => FakeOpenAiReply | undefined | Promise<FakeOpenAiReply | undefined>;

export interface FakeOpenAi {
  /** Base URL for the client, ending in /v1. */
  url: string;
  /** URL of a PNG this server serves, for `{ imageUrl }` answers. */
  pngUrl: string;
  /** Every request so far, oldest first. */
  requests: FakeOpenAiRequest[];
  /** Script the answers: a handler (undefined -> default answer) or a queue used up one per request. */
  respondWith(script: FakeOpenAiHandler | FakeOpenAiReply[]): void;
  close(): Promise<void>;
}

const defaultContent = "Hello from the fake model.";
const malformedContent = "Sure! Here is what you asked for: {not json";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    request.on("error", reject);
  });
}

function parseJson(text: string): FakeOpenAiRequestBody {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as FakeOpenAiRequestBody) : {};
  } catch {
    return {};
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

const errorBody = (message: string, type = "server_error") => ({ error: { message, type, param: null, code: null } });

/** Pieces of a text as a model streams it: words with their following space. */
const wordsOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [text];

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let handler: FakeOpenAiHandler = () => undefined;
  const responses = new Set<ServerResponse>();
  let sequence = 0;

  /** Resolves after ms, or at once when the client has gone. */
  const wait = (ms: number, response: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || response.destroyed) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        response.off("close", done);
        resolve();
      }
      response.once("close", done);
    });

  async function chatCompletion(recorded: FakeOpenAiRequest, reply: FakeOpenAiReply, response: ServerResponse) {
    const model = recorded.body.model ?? "fake-model";
    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    let pieces: string[];
    let chunkDelayMs = 0;
    if ("chunks" in reply) {
      pieces = reply.chunks;
      chunkDelayMs = reply.chunkDelayMs ?? 0;
    } else if ("malformed" in reply) pieces = [malformedContent];
    else pieces = wordsOf("content" in reply ? reply.content : defaultContent);

    if (!recorded.body.stream) {
      const content = pieces.join("");
      sendJson(response, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          { index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 10, completion_tokens: content.length, total_tokens: 10 + content.length },
      });
      return;
    }
    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    const send = (delta: Record<string, unknown>, finishReason: string | null) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        })}\n\n`,
      );
    send({ role: "assistant", content: "" }, null);
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await wait(chunkDelayMs, response);
      if (response.destroyed) return;
      send({ content: piece }, null);
      recorded.chunksSent++;
    }
    send({}, "stop");
    response.end("data: [DONE]\n\n");
  }

  function imageGeneration(reply: FakeOpenAiReply, response: ServerResponse) {
    const created = Math.floor(Date.now() / 1000);
    if ("imageUrl" in reply) return sendJson(response, 200, { created, data: [{ url: reply.imageUrl }] });
    const bytes = "malformed" in reply ? Buffer.from("this is not an image") : "image" in reply ? reply.image : tinyPng;
    sendJson(response, 200, { created, data: [{ b64_json: bytes.toString("base64") }] });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const text = await readBody(request);
    const path = request.url ?? "/";
    const recorded: FakeOpenAiRequest = {
      method: request.method ?? "GET",
      path,
      headers: request.headers,
      body: parseJson(text),
      chunksSent: 0,
    };
    requests.push(recorded);
    if (request.method === "GET" && path === "/files/tiny.png") {
      response.writeHead(200, { "content-type": "image/png", "content-length": tinyPng.length });
      return response.end(tinyPng);
    }
    const known = request.method === "POST" && (path === "/v1/chat/completions" || path === "/v1/images/generations");
    if (!known)
      return sendJson(response, 404, errorBody(`Unknown route ${request.method} ${path}`, "invalid_request_error"));

    const reply: FakeOpenAiReply = (await handler(recorded)) ?? { content: defaultContent };
    await wait(reply.delayMs ?? 0, response);
    if (response.destroyed) return;
    if ("status" in reply) return sendJson(response, reply.status, reply.body ?? errorBody("The fake upstream failed"));
    if (path === "/v1/images/generations") return imageGeneration(reply, response);
    await chatCompletion(recorded, reply, response);
  }

  const server = http.createServer((request, response) => {
    responses.add(response);
    response.on("close", () => responses.delete(response));
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, errorBody(String(error)));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v1`,
    pngUrl: `${origin}/files/tiny.png`,
    requests,
    respondWith(script) {
      if (typeof script === "function") handler = script;
      else {
        const queue = [...script];
        handler = () => queue.shift();
      }
    },
    async close() {
      for (const response of responses) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
