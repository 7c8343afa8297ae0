import { House, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";

/** What a pricing or payment page shows under PAYMENTS_PROVIDER=off: no dead end, a way home. */
export function BillingOffNotice() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <PartyPopper aria-hidden="true" className="size-12 text-emerald-600" />
      <h1 className="text-3xl font-bold tracking-tight">{i18n._("Every feature is included")}</h1>
      <p className="text-neutral-600 dark:text-neutral-400">
        {i18n._(
          "Billing is not enabled on this server: every account has every feature, with no plan to choose and nothing to pay.",
        )}
      </p>
      <Button asChild>
        <Link to="/home">
          <House aria-hidden="true" className="size-4" />
          {i18n._("Go to Dashboard")}
        </Link>
      </Button>
    </div>
  );
}
