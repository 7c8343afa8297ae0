import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

/**
 * Key format (GitHub's scheme): `mw_live_` + base62 of 32 random bytes (43 characters) + a 6-character
 * base62 CRC32 of those 43. The prefix makes a leaked key recognisable to secret scanners, `_` keeps
 * a double-click selecting the whole key, and the checksum lets us refuse a mistyped or made-up key
 * without touching the database.
 */
export const API_KEY_PREFIX = "mw_live_";
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
const WELL_FORMED = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}}$`);
/** How many characters of the secret the masked key shows at each end. */
const SHOWN = 4;

function base62(value: bigint, width: number): string {
  let text = "";
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)] + text;
    rest /= 62n;
  }
  return text.padStart(width, "0");
}

function checksum(secret: string): string {
  return base62(BigInt(crc32(secret)), CHECKSUM_LENGTH);
}

/** A new key: 256 random bits. */
export function newApiKey(): string {
  const secret = base62(BigInt(`0x${randomBytes(32).toString("hex")}`), SECRET_LENGTH);
  return `${API_KEY_PREFIX}${secret}${checksum(secret)}`;
}

/** Prefix, length, alphabet and checksum: a key that fails here cannot exist. */
export function isWellFormedApiKey(value: string): boolean {
  if (!WELL_FORMED.test(value)) return false;
  const secret = value.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + SECRET_LENGTH);
  return value.slice(-CHECKSUM_LENGTH) === checksum(secret);
}

/** SHA-256 suits a 256-bit random secret: a slow hash would only add latency to every call. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** What is stored to show the key later without keeping it. */
export function displayParts(key: string): { start: string; last4: string } {
  return { start: key.slice(0, API_KEY_PREFIX.length + SHOWN), last4: key.slice(-SHOWN) };
}

/** `mw_live_AbCd…wxyz`: enough to recognise a key, useless to anyone who sees it. */
export function maskedApiKey(parts: { start: string; last4: string }): string {
  return `${parts.start}…${parts.last4}`;
}
