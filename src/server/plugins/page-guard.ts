import type { FastifyRequest } from "fastify";
import { guardPage } from "../../shared/domain/page-guard.js";
import { hasPremiumAccess } from "../../shared/domain/trial.js";
import { localizedPath, splitLocalePrefix } from "../../shared/i18n/locales.js";
import { accessStatus } from "./access.js";

/**
 * The server half of the route guard: where a guarded page's HTML request must go instead (a 302
 * before any HTML), or null to serve the app. The browser's RouteGuard applies the same rule.
 */
export function pageRedirect(request: FastifyRequest): string | null {
  const url = new URL(request.url, "http://app.invalid");
  const { locale: pinned, pathname } = splitLocalePrefix(url.pathname);
  const user = request.user;
  const decision = guardPage({
    path: pathname,
    search: url.search,
    signedIn: user !== null,
    hasAccess: user !== null && hasPremiumAccess(accessStatus(request.server, user)),
  });
  if (decision.kind !== "redirect") return null;
  // A page asked for in a language's own address leads to that language's page.
  return pinned ? localizedPath(pinned, decision.to) : decision.to;
}
