import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { AiProviderError } from "../provider.js";

/**
 * One request's abort signal: aborted by the caller's signal, or by a timer that fires after
 * `timeoutMs` of waiting. `arm()` (re)starts the timer, `pause()` stops it while the caller holds
 * a streamed piece, `dispose()` ends the request (closing a stream the caller left early).
 */
export class RequestControl {
  readonly #controller = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #timedOut = false;
  readonly #onOuterAbort = () => this.#controller.abort(this.outer?.reason);

  constructor(
    private readonly timeoutMs: number,
    readonly outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.#controller.abort(outer.reason);
    else outer?.addEventListener("abort", this.#onOuterAbort, { once: true });
    this.arm();
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get timedOut(): boolean {
    return this.#timedOut;
  }

  arm(): void {
    this.pause();
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort(new Error(`no answer within ${this.timeoutMs} ms`));
    }, this.timeoutMs);
  }

  pause(): void {
    clearTimeout(this.#timer);
  }

  dispose(): void {
    this.pause();
    this.outer?.removeEventListener("abort", this.#onOuterAbort);
    if (!this.#controller.signal.aborted) this.#controller.abort();
  }
}

/** Removes the API key from any text that may reach a log. */
export function redact(text: string, secret: string): string {
  return secret.length >= 4 ? text.split(secret).join("[redacted]") : text;
}

/**
 * Any failure of a request -> AiProviderError with the user-facing message. The cause is a fresh
 * Error holding a redacted summary (status, upstream message), never the SDK error with its request.
 * A caller's abort counts as a time-out: the caller's deadline (or departure) ended the request.
 */
export function toProviderError(
  error: unknown,
  message: string,
  control: RequestControl,
  apiKey: string,
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  const summary = (text: string) => new Error(redact(text, apiKey));
  if (control.timedOut || error instanceof APIConnectionTimeoutError) {
    return new AiProviderError(message, "timeout", { cause: summary("the AI endpoint did not answer in time") });
  }
  if (control.outer?.aborted || error instanceof APIUserAbortError) {
    return new AiProviderError(message, "timeout", { cause: summary("the request was aborted") });
  }
  if (error instanceof APIError) {
    const status = error.status === undefined ? "no HTTP status" : `HTTP ${error.status}`;
    return new AiProviderError(message, "upstream", {
      cause: summary(`AI endpoint failed: ${status}: ${error.message}`),
    });
  }
  const text = error instanceof Error ? error.message : String(error);
  return new AiProviderError(message, "upstream", { cause: summary(`AI request failed: ${text}`) });
}
