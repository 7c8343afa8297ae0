import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { hasPremiumAccess } from "../../shared/domain/trial.js";
import { PageSpinner } from "../components/ui/spinner.js";
import { useTrialStatus, useUser } from "../features/auth/api.js";

/** Paths a signed-in user whose trial has ended may still open (spec commercial 4). */
export const pathsOpenAfterTrial = ["/pricing", "/checkout", "/payment-success", "/subscribe", "/subscription-success"];

/**
 * Spec commercial 4: ?view=demo renders as is; a spinner while loading; guests go to /auth unless
 * the page allows guests; an expired trial without premium goes to /pricing.
 */
export function RouteGuard({ children, allowGuests = false }: { children: ReactNode; allowGuests?: boolean }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const { user, isPending } = useUser();
  const trial = useTrialStatus();

  if (params.get("view") === "demo") return children;
  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!user) {
    if (allowGuests) return children;
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?redirect=${redirect}`} replace />;
  }
  if (trial.isPending) return <PageSpinner label="Loading your plan" />;
  if (trial.data && !hasPremiumAccess(trial.data) && !pathsOpenAfterTrial.includes(location.pathname)) {
    return <Navigate to="/pricing" replace />;
  }
  return children;
}
