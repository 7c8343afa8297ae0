import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

const PROJECT = "macrowise-test";
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

let t: TestApp;
let jwksServer: http.Server;
let privateKey: CryptoKey;
let forgedKey: CryptoKey;

async function token(claims: Record<string, unknown>, key = privateKey, expiresIn = "1h") {
  return new SignJWT({ email: "gina@example.com", email_verified: true, name: "Gina", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer((claims.iss as string) ?? ISSUER)
    .setAudience((claims.aud as string) ?? PROJECT)
    .setSubject((claims.sub as string) ?? "google-sub-1")
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  forgedKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  jwksServer = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    google: { firebaseProjectId: PROJECT, jwksUrl: `http://127.0.0.1:${port}/jwks` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe("POST /api/firebase-auth", () => {
  it("creates an account from a valid token, then finds the same account by subject", async () => {
    const first = new TestClient(t.app);
    const res = await first.post("/api/firebase-auth", { idToken: await token({}) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: "gina", email: "gina@example.com" });
    expect((await first.get("/api/user")).json().username).toBe("gina");

    const again = await new TestClient(t.app).post("/api/firebase-auth", {
      idToken: await token({ email: "changed@example.com" }),
    });
    expect(again.json().id).toBe(res.json().id);
  });

  it.each([
    ["forged", () => token({}, forgedKey)],
    ["expired", () => token({}, privateKey, "-10 minutes")],
    ["wrong audience", () => token({ aud: "someone-else" })],
    ["wrong issuer", () => token({ iss: "https://accounts.google.com" })],
    ["garbage", async () => "not.a.token"],
  ])("refuses a %s token with 401 and creates nobody", async (_name, make) => {
    const c = new TestClient(t.app);
    const res = await c.post("/api/firebase-auth", { idToken: await make() });
    expect(res.statusCode).toBe(401);
    expect(c.cookie).toBeNull();
  });

  it("reports that providers include Google with the project as client id", async () => {
    const res = await new TestClient(t.app).get("/api/auth/providers");
    expect(res.json()).toEqual({ google: { clientId: PROJECT } });
  });
});

describe("POST /api/firebase-auth and reserved names", () => {
  it("never gives a Google account a reserved username", async () => {
    const res = await new TestClient(t.app).post("/api/firebase-auth", {
      idToken: await token({ sub: "google-sub-admin", email: "admin@example.com", name: "Admin" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toMatch(/^admin-\d+$/);
    expect(res.json()).toMatchObject({ isAdmin: false, subscriptionPlan: "trial" });
  });
});

describe("POST /api/firebase-auth when not configured", () => {
  it("answers 404 with a clear message (an absent feature, not a server failure)", async () => {
    const plain = await createTestApp();
    try {
      const res = await new TestClient(plain.app).post("/api/firebase-auth", { idToken: "x" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Google sign-in is not enabled on this server");
      expect((await new TestClient(plain.app).get("/api/auth/providers")).json()).toEqual({ google: null });
    } finally {
      await plain.close();
    }
  });
});
