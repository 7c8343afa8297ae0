import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

/** The subset of ID-token claims the app relies on, normalised. */
export interface IdentityClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface IdTokenVerifier {
  /** Resolves with the token's claims, or rejects with InvalidIdTokenError. */
  verify(idToken: string): Promise<IdentityClaims>;
}

/**
 * Thrown for every verification failure. The message is deliberately generic so it can be
 * shown to the user without leaking why the token failed; the underlying error is kept as `cause`.
 */
export class InvalidIdTokenError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Invalid Google ID token", options);
    this.name = "InvalidIdTokenError";
  }
}

export interface GoogleVerifierConfig {
  jwksUrl: string;
  issuers: string[];
  audience: string;
}

// Firebase Auth ID tokens are signed by the securetoken service account; Google Sign-In tokens by the OAuth2 certs.
const FIREBASE_JWKS_URL = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
// Google documents both forms of the issuer as valid for Sign-In ID tokens.
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export function createGoogleTokenVerifier(config: GoogleVerifierConfig): IdTokenVerifier {
  // One JWKS per verifier: jose caches the keys and refetches on an unknown `kid` (key rotation),
  // and the timeout keeps a slow Google endpoint from hanging sign-in requests.
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000 });

  return {
    async verify(idToken: string): Promise<IdentityClaims> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: config.issuers,
          audience: config.audience,
          // Pin the algorithm so `alg: none` / HS256 key-confusion tokens are refused outright.
          algorithms: ["RS256"],
          // Google always sets exp; refuse tokens without one rather than treating them as eternal.
          requiredClaims: ["exp"],
          // Small allowance for clock skew between us and Google.
          clockTolerance: 5,
        }));
      } catch (err) {
        // Bad signature, expiry, wrong aud/iss, malformed input and JWKS fetch failures (which
        // surface as plain fetch TypeErrors, not JOSEErrors) all mean "we cannot trust this token".
        throw new InvalidIdTokenError({ cause: err });
      }

      // `sub` is the stable account id we key users on, so it must be present and non-empty.
      if (typeof payload.sub !== "string" || payload.sub.length === 0) {
        throw new InvalidIdTokenError({ cause: new Error("ID token has no subject") });
      }

      return {
        sub: payload.sub,
        email: typeof payload.email === "string" && payload.email.length > 0 ? payload.email : null,
        // Some older Google tokens encode email_verified as the string "true".
        emailVerified: payload.email_verified === true || payload.email_verified === "true",
        name: typeof payload.name === "string" && payload.name.length > 0 ? payload.name : null,
      };
    },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Builds the verifier config from the environment, or returns null when Google sign-in is not
 * configured (the feature is then disabled). Empty values count as unset.
 */
export function googleVerifierConfigFromEnv(env: {
  FIREBASE_PROJECT_ID?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_JWKS_URL?: string;
}): GoogleVerifierConfig | null {
  // Lets tests (and unusual deployments) point at a different key set, e.g. a loopback server.
  const jwksOverride = nonEmpty(env.GOOGLE_JWKS_URL);

  // Firebase wins when both are set: a Firebase project's tokens would never carry the
  // Google client id as audience, so the more specific configuration is the intended one.
  const projectId = nonEmpty(env.FIREBASE_PROJECT_ID);
  if (projectId) {
    return {
      jwksUrl: jwksOverride ?? FIREBASE_JWKS_URL,
      issuers: [`https://securetoken.google.com/${projectId}`],
      audience: projectId,
    };
  }

  const clientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  if (clientId) {
    return { jwksUrl: jwksOverride ?? GOOGLE_JWKS_URL, issuers: [...GOOGLE_ISSUERS], audience: clientId };
  }

  return null;
}
