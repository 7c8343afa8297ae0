import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { italianFirstPage } from "./italian-first-page.js";
import { PaymentResult } from "./payment-result.js";

/**
 * /subscription-success (spec commercial 2): the subscription-confirmed page, which the
 * specification wrote in Italian: Italian unless the person chose English.
 */
export function SubscriptionSuccessPage() {
  const { i18n, lang } = italianFirstPage();
  useDocumentTitle(i18n._("Subscription confirmed"));
  return (
    <div lang={lang}>
      <PaymentResult
        tone="success"
        title={i18n._("Subscription confirmed!")}
        actions={
          <Button asChild>
            <Link to="/">
              <House aria-hidden="true" className="size-4" />
              {i18n._("Back to home")}
            </Link>
          </Button>
        }
      >
        <p>
          {i18n._(
            "Thank you for subscribing to MacroWise Premium. Your plan is active: every premium feature is available right away.",
          )}
        </p>
      </PaymentResult>
    </div>
  );
}
