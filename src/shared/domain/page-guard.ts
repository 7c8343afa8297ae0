/**
 * The route guard of spec commercial 4, one rule for the server (before any HTML) and the browser
 * (client-side navigation). Pages are matched by path, so a page added later under a guarded path
 * is guarded without being listed anywhere else.
 */
export const guardedPaths = [
  "/admin",
  "/home",
  "/checkout",
  "/payment-success",
  "/subscribe",
  "/subscription-success",
  "/profile",
  "/body",
  "/api-keys",
  "/api-docs",
  "/account",
  "/import",
] as const;

/**
 * Where a signed-in user with neither trial nor plan may still go: pricing, the payment pages and
 * the subscription page (which also offers the data export and account deletion: never a dead end).
 */
export const pathsOpenWithoutPlan = [
  "/pricing",
  "/checkout",
  "/payment-success",
  "/subscribe",
  "/subscription-success",
  "/account/subscription",
  // Bringing one's own data in stays open after the trial, as the export does (issue 27).
  "/import",
] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isGuardedPath(path: string): boolean {
  return guardedPaths.some((prefix) => under(path, prefix));
}

export interface GuardInput {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  signedIn: boolean;
  /** An active trial (or its grace), a paid plan, admin, or billing off. */
  hasAccess: boolean;
}

export type GuardDecision = { kind: "render" } | { kind: "redirect"; to: string };

export function guardPage({ path, search, signedIn, hasAccess }: GuardInput): GuardDecision {
  if (!isGuardedPath(path)) return { kind: "render" };
  if (new URLSearchParams(search).get("view") === "demo") return { kind: "render" };
  if (!signedIn) {
    if (path === "/home") return { kind: "render" };
    return { kind: "redirect", to: `/auth?redirect=${encodeURIComponent(path + search)}` };
  }
  if (!hasAccess && !pathsOpenWithoutPlan.some((open) => path === open)) return { kind: "redirect", to: "/pricing" };
  return { kind: "render" };
}
