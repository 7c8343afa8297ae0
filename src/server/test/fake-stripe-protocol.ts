import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** The wire format of Stripe's REST API, as the fake Stripe server speaks it. */

export type Json = Record<string, unknown>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding, `a[b][0][c]=v`, back into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k, i) => k !== "" || i === 0);
    let node: Json | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1] ?? "");
      const container = node as Record<string, unknown>;
      const slot = Array.isArray(node) && key === "" ? String(node.length) : key;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Json;
      }
    });
  }
  return root;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    request.on("error", reject);
  });
}

export function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  response.end(text);
}

export const stripeError = (message: string, type = "invalid_request_error") => ({ error: { type, message } });
export const list = (url: string, data: unknown[]) => ({ object: "list", url, has_more: false, data });
