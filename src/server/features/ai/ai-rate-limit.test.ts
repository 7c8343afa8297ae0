import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  const { rateLimits } = loadConfig({ NODE_ENV: "test" });
  t = await createTestApp({ rateLimits: { ...rateLimits, ai: { max: 3, timeWindowMs: 60_000 } } });
});
afterAll(() => t.close());

describe("AI rate limits", () => {
  it("are counted per user, not per address", async () => {
    // Both users come through one address (as behind a shared NAT).
    const one = { client: new TestClient(t.app, "10.66.0.1") };
    const two = { client: new TestClient(t.app, "10.66.0.1") };
    await one.client.register("one");
    await two.client.register("two");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await one.client.post("/api/ai-chat", { query: "hello" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await two.client.post("/api/ai-chat", { query: "hello" })).statusCode).toBe(200);
  });
});
