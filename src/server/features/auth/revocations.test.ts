import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPeerApp, type PeerApp } from "../../test/peer-app.js";
import { staleRevocationsAcrossInstances } from "../../test/revocations-across-instances.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let a: TestApp;
let b: PeerApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createPeerApp(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe("two instances on one database, without Redis", () => {
  it("refuses on B, at its very next request, what was revoked on A", async () => {
    const { checks, stale } = await staleRevocationsAcrossInstances(a, b, 24);
    expect(checks).toBe(120);
    expect(stale).toBe(0);
  }, 180_000);
});
