import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/**
 * The streaming chat over a real socket: app.inject cannot show a stream cut short when the
 * request's body has been read (a bug this test guards against).
 */
let t: TestApp;
let base: string;
let eve: SignedInClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  eve = await signedIn(t.app, "eve");
});
afterAll(() => t.close());

describe("POST /api/ai-chat/stream over HTTP", () => {
  it("delivers every piece and the done event, as they are produced", async () => {
    const response = await fetch(`${base}/api/ai-chat/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: eve.client.cookie ?? "" },
      body: JSON.stringify({ query: "How does BMR work?", chatType: "goals" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let reads = 0;
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      reads += 1;
      text += decoder.decode(value, { stream: true });
    }
    const deltas = [...text.matchAll(/event: delta\ndata: (.+)\n\n/g)].map((m) => JSON.parse(m[1] ?? "{}").text);
    const done = /event: done\ndata: (.+)\n\n/.exec(text);
    expect(done).not.toBeNull();
    const answer = JSON.parse(done?.[1] ?? "{}").answer as string;
    expect(deltas.join("")).toBe(answer);
    expect(answer).toMatch(/Harris-Benedict|BMR/);
    expect(reads).toBeGreaterThan(0);
  });
});
