import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../components/ui/spinner.js";
import { i18n } from "../lib/i18n.js";
import { useUser } from "../lib/session.js";
import { toast } from "../lib/toast.js";

/**
 * Admin pages (spec commercial 5): guests sign in first; a signed-in user who is not an admin is
 * told 'Access Denied' and sent home. This only presents the rule: every admin API checks the
 * stored role on the server and answers 403.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user, isPending } = useUser();
  const denied = user !== null && !user.isAdmin;

  useEffect(() => {
    if (denied) {
      toast.error(i18n._("Access Denied"), {
        description: i18n._("You don't have permission to access the admin dashboard."),
      });
    }
  }, [denied]);

  if (isPending) return <PageSpinner label={i18n._("Loading your account")} />;
  if (!user)
    return <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (denied) return <Navigate to="/home" replace />;
  return children;
}
