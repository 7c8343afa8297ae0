import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";

/**
 * On the landing page after DELETE /api/user (ACCOUNT_DELETED_PATH): says the account is gone and
 * takes the keyboard focus. The address loses its `?account=deleted`, so a reload or a bookmark
 * does not say it again.
 */
export function AccountDeletedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const deleted = searchParams.get("account") === "deleted";

  useEffect(() => {
    if (!deleted) return;
    setShown(true);
    setSearchParams(
      (params) => {
        params.delete("account");
        return params;
      },
      { replace: true },
    );
  }, [deleted, setSearchParams]);

  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <div ref={notice} tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 outline-none">
      <Alert role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{i18n._("Account deleted")}</p>
          <p>{i18n._("Your account and all its data have been deleted. Thank you for using Macrowise.")}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setShown(false)}>
          {i18n._("Dismiss")}
        </Button>
      </Alert>
    </div>
  );
}
