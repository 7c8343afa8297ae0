import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.js";
import { TestClient } from "./test-app.js";
import { grantPlan, type SignedInClient, signedIn } from "./users.js";

export interface KeyHolder extends SignedInClient {
  /** The full key, as the create answer showed it. */
  key: string;
  keyId: number;
  /** Calls with the key alone: no cookie, like curl. */
  api: KeyClient;
}

/** A client that sends an API key and nothing else the browser would (no cookie, no Origin). */
export class KeyClient {
  private readonly anonymous: TestClient;
  constructor(
    app: FastifyInstance,
    readonly key: string,
    private readonly header: "x-api-key" | "authorization" = "x-api-key",
  ) {
    this.anonymous = new TestClient(app);
  }

  private headers(extra: Record<string, string> = {}) {
    const value = this.header === "authorization" ? `Bearer ${this.key}` : this.key;
    return { [this.header]: value, ...extra };
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.anonymous.request("GET", url, undefined, this.headers(headers));
  post = (url: string, body?: unknown) => this.anonymous.request("POST", url, body ?? {}, this.headers());
  patch = (url: string, body: unknown) => this.anonymous.request("PATCH", url, body, this.headers());
  delete = (url: string) => this.anonymous.request("DELETE", url, undefined, this.headers());
}

/** A user on a paid plan with one API key (`scopes` by default read and write). */
export async function subscriberWithKey(
  t: { app: FastifyInstance; database: DatabaseHandle },
  username: string,
  options: { scopes?: ("read" | "write")[]; timeZone?: string } = {},
): Promise<KeyHolder> {
  const user = await signedIn(t.app, username, options.timeZone);
  await grantPlan(t, user.id);
  const res = await user.client.post("/api/api-keys", { name: `${username}'s key`, scopes: options.scopes });
  if (res.statusCode !== 201) throw new Error(`key for ${username}: ${res.statusCode} ${res.body}`);
  const { apiKey, id } = res.json();
  return { ...user, key: apiKey, keyId: id, api: new KeyClient(t.app, apiKey) };
}

/** A raw MCP request over real HTTP, as curl sends one: JSON in, JSON or an event stream out. */
export function postMcp(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}
