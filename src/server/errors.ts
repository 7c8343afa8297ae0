import { msg } from "../shared/i18n/msg.js";

/** A failure the caller can act on: it carries the status and the message the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** A short `error` title sent beside the message, e.g. the public API's `Unauthorized`. */
    readonly title?: string,
    /** The values of a catalog message's placeholders (`{seconds}`), filled in the request's language. */
    readonly values?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = msg("Authentication required")) => new HttpError(401, message);
export const forbidden = (message = msg("Forbidden")) => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(409, message, fieldErrors);
/** 402: the caller's plan does not include `feature` (spec core 6). */
export class FeatureRequiredError extends HttpError {
  constructor(readonly feature: string) {
    super(402, `Your plan does not include this feature (${feature}). Upgrade to premium to use it.`);
    this.name = "FeatureRequiredError";
  }
}

/** 429 with the seconds to wait, sent as `Retry-After` too. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    values?: Record<string, unknown>,
  ) {
    super(429, message, undefined, undefined, values);
    this.name = "TooManyRequestsError";
  }
}

export const serviceUnavailable = (message: string) => new HttpError(503, message);
