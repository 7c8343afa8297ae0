import type { QueryClient } from "@tanstack/react-query";
import type { TrialStatus, User } from "../../shared/contracts/auth.js";
import type { PaymentsConfig } from "../../shared/contracts/payments.js";
import type { Locale } from "../../shared/i18n/locales.js";
import type { ClassMerges } from "../lib/cn.js";
import { paymentsConfigQueryOptions } from "../lib/payments-config.js";
import { createQueryClient } from "../lib/query-client.js";
import { trialStatusQueryOptions, userQueryOptions } from "../lib/session.js";

/**
 * What the server knew when it rendered a public page, carried in the page as a JSON data block
 * (not a script, so the Content-Security-Policy need not allow inline code). The browser starts
 * from the same answers, so its first render matches the server's markup.
 */
export interface ServerState {
  paymentsConfig: PaymentsConfig;
  /** The page's language, as the server chose it (also `<html lang>`): the catalog to load. */
  locale: Locale;
  /**
   * On a page the specification wrote in Italian, in another language's frame: its own text is
   * Italian (the reader has not chosen English; lib/italian-first.ts).
   */
  italianFirst?: boolean;
  /**
   * Who is signed in (null: a guest), on the app's shell only. Public pages are rendered once for
   * everyone, so they never carry it: the browser asks /api/session after hydrating them.
   */
  user?: User | null;
  /** The signed-in person's trial and plan, so a guarded page renders without waiting to ask. */
  trialStatus?: TrialStatus;
  /** A per-person page's first answers (page-queries.ts), and when the days they count begin. */
  pageData?: PageData;
  /** A rendered page's class merges, so its hydration needs no tailwind-merge (`lib/cn.ts`). */
  classMerges?: ClassMerges;
}

export interface PageData {
  /**
   * The instants (epoch ms) the answers' days begin, and the one today ends, in the zone the server
   * counted them in, each with that zone's UTC offset then (minutes east of UTC).
   */
  dayStarts: { at: number; offsetMinutes: number }[];
  answers: { key: readonly unknown[]; data: unknown }[];
}

export const SERVER_STATE_ELEMENT_ID = "server-state";

export function queryClientWith(state: ServerState | null): QueryClient {
  const client = createQueryClient();
  if (state) client.setQueryData(paymentsConfigQueryOptions().queryKey, state.paymentsConfig);
  if (state?.user !== undefined) client.setQueryData(userQueryOptions().queryKey, state.user);
  if (state?.user && state.trialStatus) {
    client.setQueryData(trialStatusQueryOptions(state.user.id).queryKey, state.trialStatus);
  }
  for (const { key, data } of state?.pageData?.answers ?? []) client.setQueryData(key, data);
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
