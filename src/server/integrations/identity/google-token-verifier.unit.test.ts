import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGoogleTokenVerifier,
  type GoogleVerifierConfig,
  googleVerifierConfigFromEnv,
  InvalidIdTokenError,
} from "./google-token-verifier";

const KID = "test-key-1";
const PROJECT_ID = "macrowise-test";
const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;

let server: Server;
let jwksUrl: string;
let privateKey: CryptoKey;
let forgedKey: CryptoKey;

function listen(srv: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => resolve((srv.address() as AddressInfo).port));
  });
}

function close(srv: Server): Promise<void> {
  return new Promise((resolve, reject) => srv.close((err) => (err ? reject(err) : resolve())));
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  forgedKey = (await generateKeyPair("RS256")).privateKey;

  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const body = JSON.stringify({ keys: [jwk] });
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  });
  const port = await listen(server);
  jwksUrl = `http://127.0.0.1:${port}/certs`;
});

afterAll(async () => {
  if (server?.listening) await close(server);
});

function config(overrides: Partial<GoogleVerifierConfig> = {}): GoogleVerifierConfig {
  return { jwksUrl, issuers: [ISSUER], audience: PROJECT_ID, ...overrides };
}

interface SignOptions {
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

async function sign(claims: JWTPayload, opts: SignOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: opts.kid ?? KID })
    .setIssuer(opts.issuer ?? ISSUER)
    .setAudience(opts.audience ?? PROJECT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(opts.expiresAt ?? now + 3600)
    .sign(opts.key ?? privateKey);
}

const userClaims = { sub: "user-123", email: "ada@example.com", email_verified: true, name: "Ada Lovelace" };

/** Asserts rejection with InvalidIdTokenError, and (when given) the jose error code of the cause. */
async function expectInvalid(promise: Promise<unknown>, causeCode?: string): Promise<InvalidIdTokenError> {
  const err = await promise.then(
    () => expect.unreachable("expected verify() to reject"),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InvalidIdTokenError);
  if (causeCode) expect((err as Error).cause).toMatchObject({ code: causeCode });
  return err as InvalidIdTokenError;
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

describe("createGoogleTokenVerifier", () => {
  it("returns the claims of a valid token", async () => {
    const verifier = createGoogleTokenVerifier(config());
    await expect(verifier.verify(await sign(userClaims))).resolves.toEqual({
      sub: "user-123",
      email: "ada@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
    });
  });

  it("normalises missing optional claims", async () => {
    const verifier = createGoogleTokenVerifier(config());
    await expect(verifier.verify(await sign({ sub: "user-456" }))).resolves.toEqual({
      sub: "user-456",
      email: null,
      emailVerified: false,
      name: null,
    });
  });

  it("accepts any of the configured issuers", async () => {
    const verifier = createGoogleTokenVerifier(
      config({ issuers: ["https://accounts.google.com", "accounts.google.com"], audience: "client-id" }),
    );
    const token = await sign(userClaims, { issuer: "accounts.google.com", audience: "client-id" });
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: "user-123" });
  });

  it("rejects an expired token", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const token = await sign(userClaims, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    await expectInvalid(verifier.verify(token), "ERR_JWT_EXPIRED");
  });

  it("rejects a token for another audience", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const token = await sign(userClaims, { audience: "someone-elses-project" });
    await expectInvalid(verifier.verify(token), "ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  it("rejects a token from another issuer", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const token = await sign(userClaims, { issuer: "https://securetoken.google.com/other-project" });
    await expectInvalid(verifier.verify(token), "ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  it("rejects a token signed by a forged key with the same kid", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const token = await sign(userClaims, { key: forgedKey });
    await expectInvalid(verifier.verify(token), "ERR_JWS_SIGNATURE_VERIFICATION_FAILED");
  });

  it("rejects an unsigned alg:none token", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64url({ alg: "none", typ: "JWT", kid: KID })}.${b64url({
      ...userClaims,
      iss: ISSUER,
      aud: PROJECT_ID,
      iat: now,
      exp: now + 3600,
    })}.`;
    await expectInvalid(verifier.verify(token), "ERR_JOSE_ALG_NOT_ALLOWED");
  });

  it("rejects an HS256 token", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const token = await new SignJWT(userClaims)
      .setProtectedHeader({ alg: "HS256", kid: KID })
      .setIssuer(ISSUER)
      .setAudience(PROJECT_ID)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-shared-secret-that-is-long-enough"));
    await expectInvalid(verifier.verify(token), "ERR_JOSE_ALG_NOT_ALLOWED");
  });

  it.each(["", "garbage", "a.b.c", "not.a.jwt.at.all"])("rejects malformed input %j", async (token) => {
    const verifier = createGoogleTokenVerifier(config());
    await expectInvalid(verifier.verify(token));
  });

  it("rejects a token without a subject", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const { sub: _sub, ...noSub } = userClaims;
    for (const token of [await sign(noSub), await sign({ ...noSub, sub: "" })]) {
      const err = await expectInvalid(verifier.verify(token));
      expect((err.cause as Error).message).toBe("ID token has no subject");
    }
  });

  it("uses a user-safe message and keeps the cause", async () => {
    const verifier = createGoogleTokenVerifier(config());
    const err = await verifier.verify("garbage").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidIdTokenError);
    expect((err as Error).message).toBe("Invalid Google ID token");
    expect((err as Error).cause).toBeInstanceOf(Error);
  });

  it("rejects (without hanging) when the JWKS endpoint is unreachable", async () => {
    // Grab a free port, then close it so connections are refused.
    const probe = createServer();
    const port = await listen(probe);
    await close(probe);

    const verifier = createGoogleTokenVerifier(config({ jwksUrl: `http://127.0.0.1:${port}/certs` }));
    const started = Date.now();
    const err = await expectInvalid(verifier.verify(await sign(userClaims)));
    // A refused connection surfaces from fetch as a TypeError, not a jose error.
    expect(err.cause).toBeInstanceOf(TypeError);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe("googleVerifierConfigFromEnv", () => {
  it("configures Firebase from FIREBASE_PROJECT_ID", () => {
    expect(googleVerifierConfigFromEnv({ FIREBASE_PROJECT_ID: "my-proj" })).toEqual({
      jwksUrl: "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com",
      issuers: ["https://securetoken.google.com/my-proj"],
      audience: "my-proj",
    });
  });

  it("configures Google Sign-In from GOOGLE_CLIENT_ID", () => {
    expect(googleVerifierConfigFromEnv({ GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com" })).toEqual({
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      issuers: ["https://accounts.google.com", "accounts.google.com"],
      audience: "123.apps.googleusercontent.com",
    });
  });

  it("prefers Firebase when both are set", () => {
    const cfg = googleVerifierConfigFromEnv({ FIREBASE_PROJECT_ID: "my-proj", GOOGLE_CLIENT_ID: "client" });
    expect(cfg?.audience).toBe("my-proj");
  });

  it("lets GOOGLE_JWKS_URL override the key set URL", () => {
    const env = { GOOGLE_JWKS_URL: "http://127.0.0.1:9999/certs" };
    expect(googleVerifierConfigFromEnv({ ...env, FIREBASE_PROJECT_ID: "p" })?.jwksUrl).toBe(env.GOOGLE_JWKS_URL);
    expect(googleVerifierConfigFromEnv({ ...env, GOOGLE_CLIENT_ID: "c" })?.jwksUrl).toBe(env.GOOGLE_JWKS_URL);
  });

  it("returns null (disabled) when neither is set", () => {
    expect(googleVerifierConfigFromEnv({})).toBeNull();
    expect(googleVerifierConfigFromEnv({ FIREBASE_PROJECT_ID: "", GOOGLE_CLIENT_ID: "  " })).toBeNull();
    expect(googleVerifierConfigFromEnv({ GOOGLE_JWKS_URL: "http://127.0.0.1:9999/certs" })).toBeNull();
  });
});
