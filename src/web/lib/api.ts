/** The browser's API client: same origin, cookies, JSON, the user's time zone on every call. */
import { i18n, pageLocale } from "./i18n.js";
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The answer's JSON, for a refusal that says more than its message (a copy's 409). */
  readonly body: unknown;
  /** A server failure's request id: what the server logged it under, for a person's report. */
  readonly requestId: string | undefined;

  constructor(
    message: string,
    status: number,
    fieldErrors?: Record<string, string>,
    body?: unknown,
    requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
    this.requestId = requestId;
  }
}

/** The id a server failure was logged under: the answer's `requestId`, else its X-Request-ID header. */
function failureRequestId(response: Response, body: unknown): string | undefined {
  if (response.status < 500) return undefined;
  const fromBody = body && typeof body === "object" ? (body as { requestId?: unknown }).requestId : undefined;
  if (typeof fromBody === "string" && fromBody) return fromBody;
  return response.headers.get("x-request-id") ?? undefined;
}

let zone: string | undefined;
/**
 * The browser's IANA zone; sent with calls about days and stored with the profile. Read once: the
 * first Intl formatter loads the locale data, a long task on a phone (docs/performance.md).
 */
export function browserTimeZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = "UTC";
    }
  }
  return zone;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message =
    text || response.statusText || i18n._("Request failed with status {status}", { status: response.status });
  let fieldErrors: Record<string, string> | undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
    if (body && typeof body === "object") {
      const record = body as { message?: unknown; fieldErrors?: unknown };
      if (typeof record.message === "string" && record.message) message = record.message;
      if (record.fieldErrors && typeof record.fieldErrors === "object") {
        fieldErrors = record.fieldErrors as Record<string, string>;
      }
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  // A server failure names its reference wherever its message is shown (a toast, a panel), so a
  // person's report can be found in the server's log.
  const requestId = failureRequestId(response, body);
  if (requestId) message = i18n._("{message} (Reference: {requestId})", { message, requestId });
  return new ApiError(message, response.status, fieldErrors, body, requestId);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** False for calls that have nothing to do with days (who is signed in), so a public page never pays for Intl. */
  timeZone?: boolean;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  { signal, timeZone = true }: RequestOptions = {},
): Promise<T> {
  // The server answers (its messages, the assistant) in the page's language.
  const headers: Record<string, string> = { Accept: "application/json", "X-Language": pageLocale() };
  if (timeZone) headers["X-Time-Zone"] = browserTimeZone();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, undefined, options);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {});
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>("PATCH", path, body);
export const apiDelete = <T = void>(path: string) => apiRequest<T>("DELETE", path);

/** A GET that answers null for "not there" (404) instead of failing. */
export async function apiGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The message to show for any thrown value (the server's are in the page's language already). */
export function errorMessage(error: unknown, fallback = i18n._("Something went wrong. Please try again.")): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
