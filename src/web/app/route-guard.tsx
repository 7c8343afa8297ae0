import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { guardPage, isGuardedPath } from "../../shared/domain/page-guard.js";
import { hasPremiumAccess } from "../../shared/domain/trial.js";
import { PageSpinner } from "../components/ui/spinner.js";
import { i18n } from "../lib/i18n.js";
import { useTrialStatus, useUser } from "../lib/session.js";

/**
 * The browser half of the route guard (spec commercial 4), the same rule the server applies before
 * any HTML (`shared/domain/page-guard.ts`): ?view=demo renders as is; a spinner while loading;
 * guests go to /auth (except on /home); a user with neither trial nor plan goes to /pricing except
 * on the pricing, payment and subscription pages. Pages are matched by path, so it wraps them all.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const guarded = isGuardedPath(location.pathname);
  const demo = new URLSearchParams(location.search).get("view") === "demo";
  const { user, isPending } = useUser();
  const trial = useTrialStatus();

  if (!guarded || demo) return children;
  if (isPending) return <PageSpinner label={i18n._("Loading your account")} />;
  if (user && trial.isPending) return <PageSpinner label={i18n._("Loading your plan")} />;
  const decision = guardPage({
    path: location.pathname,
    search: location.search,
    signedIn: user !== null,
    // Without a trial status (its call failed) the user record's own flags decide.
    hasAccess: trial.data
      ? hasPremiumAccess(trial.data)
      : Boolean(user?.trialActive || user?.isPremium || user?.isAdmin),
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
