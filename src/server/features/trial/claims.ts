import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** How long a trial counts against its email, device and address (spec commercial 6). */
export const TRIAL_CLAIM_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
export const DEVICE_COOKIE = "macrowise_device";
const DEVICE_ID = /^[A-Za-z0-9_-]{20,64}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The same mailbox however it is written: case, spaces and a '+tag' do not make a new person. */
export function emailHash(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  return sha256(`email:${local.split("+")[0]}@${domain}`);
}

export function deviceHash(deviceId: string): string {
  return sha256(`device:${deviceId}`);
}

/** The browser's device id, from its long-lived cookie; null when it has none (or a forged one). */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : null;
}

/**
 * The device id of this browser, giving it one (a random, HttpOnly cookie for a year) if it has
 * none. It names a browser, not a person: it only tells that this browser already started a trial.
 */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = deviceIdOf(request);
  if (existing) return existing;
  const id = randomBytes(24).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
  return id;
}
