import type { QueryClient } from "@tanstack/react-query";
import type { PaymentsConfig } from "../../shared/contracts/payments.js";
import { paymentsConfigQueryKey } from "../features/payments/api.js";
import { createQueryClient } from "../lib/query-client.js";

/**
 * What the server knew when it rendered a public page, carried in the page as a JSON data block
 * (not a script, so the Content-Security-Policy need not allow inline code). The browser starts
 * from the same answers, so its first render matches the server's markup.
 */
export interface ServerState {
  paymentsConfig: PaymentsConfig;
}

export const SERVER_STATE_ELEMENT_ID = "server-state";

export function queryClientWith(state: ServerState | null): QueryClient {
  const client = createQueryClient();
  if (state) client.setQueryData(paymentsConfigQueryKey, state.paymentsConfig);
  return client;
}

/** The state a prerendered page carries, or null (the signed-in app's empty shell has none). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
