import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";

export const loginPath = "/auth?mode=login&redirectTo=/food-analyzer";
export const registerPath = "/auth?mode=register&redirectTo=/food-analyzer";

/** The anonymous trial is over (spec commercial 2, 8): log in or create an account to go on. */
export function FreeTrialUsedPanel() {
  return (
    <section
      role="alert"
      aria-labelledby="free-trial-used-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-6 text-center text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <LockKeyhole aria-hidden="true" className="size-7" />
      <h2 id="free-trial-used-title" className="text-lg font-semibold">
        {i18n._("Free Trial Used")}
      </h2>
      <p className="max-w-md text-sm">{i18n._(aiMessages.freeTrialUsed)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to={loginPath}>{i18n._("Log In")}</Link>
        </Button>
        <Button asChild>
          <Link to={registerPath}>{i18n._("Create Account")}</Link>
        </Button>
      </div>
    </section>
  );
}
