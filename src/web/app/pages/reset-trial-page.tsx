import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TRIAL_USED_KEY, VISITED_KEY } from "../../features/food-analyzer/trial-flags.js";
import { i18n } from "../../lib/i18n.js";
import { safeRedirectTarget } from "../../lib/safe-redirect.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/** Spec commercial 2 and 9: the reset page redirects after 2 s. */
export const RESET_REDIRECT_MS = 2000;
/** Only the anonymous trial's flags can be cleared from a link, nothing else the browser keeps. */
const TRIAL_FLAGS = new Set([TRIAL_USED_KEY, VISITED_KEY]);

function clearFlag(key: string): boolean {
  if (!TRIAL_FLAGS.has(key)) return false;
  try {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  } catch {
    // Blocked storage has nothing to clear.
  }
  return true;
}

/**
 * /api/reset-trial: a page, not a server call (spec commercial 2). Clears the browser's trial flag
 * (`key`, default foodAnalyzerTrialUsed) and goes on to `redirectTo` (default /food-analyzer, this
 * site only) after 2 s.
 */
export function ResetTrialPage() {
  useDocumentTitle(i18n._("Reset Trial"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get("key") || TRIAL_USED_KEY;
  const target = safeRedirectTarget(params.get("redirectTo"), "/food-analyzer");
  const [cleared, setCleared] = useState<boolean | null>(null);

  useEffect(() => {
    setCleared(clearFlag(key));
    const timer = setTimeout(() => navigate(target, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [key, target, navigate]);

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center">
      <RotateCcw aria-hidden="true" className="size-10 text-emerald-600" />
      <h1 className="text-2xl font-semibold">{i18n._("Reset Trial")}</h1>
      <p role="status" className="break-words text-neutral-600 dark:text-neutral-400">
        {cleared === null
          ? i18n._("Resetting…")
          : cleared
            ? i18n._("The free trial flag in this browser was cleared.")
            : i18n._('Nothing to reset: "{key}" is not a trial flag.', { key })}{" "}
        {i18n._("Redirecting in 2 seconds…")}
      </p>
      <Link to={target} replace className="text-sm font-medium text-emerald-700 underline dark:text-emerald-400">
        {i18n._("Continue now")}
      </Link>
    </div>
  );
}
