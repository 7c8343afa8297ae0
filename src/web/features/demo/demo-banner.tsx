import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { authActionPath } from "../../lib/auth-actions.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";

/** Shown above every tab in demo view: what you see is sample data and cannot be changed. */
export function DemoBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert tone="warning" role="status" className="flex items-start gap-3">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="mr-1 rounded bg-amber-200 px-1.5 py-0.5 text-xs uppercase tracking-wide text-amber-900 dark:bg-amber-800 dark:text-amber-50">
          {i18n._("Demo")}
        </strong>{" "}
        {i18n._("You are looking at sample data; nothing here is saved.")}{" "}
        {signedIn ? (
          <Link to="/home" className={cn("font-semibold underline", focusRing)}>
            {i18n._("Back to your own data")}
          </Link>
        ) : (
          <>
            <Link to={authActionPath("register-to-add-meals")} className={cn("font-semibold underline", focusRing)}>
              {i18n._("Create a free account")}
            </Link>{" "}
            {i18n._("to track your own meals.")}
          </>
        )}
      </p>
    </Alert>
  );
}
