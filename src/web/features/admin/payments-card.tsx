import { CreditCard, Settings } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { usePaymentsConfig } from "./api.js";

const providerNames = {
  local: msg("Built-in test checkout"),
  stripe: "Stripe",
  off: msg("Billing off"),
} as const;

/** Spec commercial 2: the admin page shows the payment mode; switching it is on Stripe Settings. */
export function PaymentsCard() {
  const config = usePaymentsConfig();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Payments")}
        </CardTitle>
        <CardDescription>{i18n._("How this server takes payments.")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {config.isPending ? (
          <p className="text-sm text-neutral-500">{i18n._("Loading the payment settings…")}</p>
        ) : config.data ? (
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-neutral-600 dark:text-neutral-400">{i18n._("Provider")}</dt>
              <dd className="font-medium">{i18n._(providerNames[config.data.provider])}</dd>
            </div>
            <div>
              <dt className="text-neutral-600 dark:text-neutral-400">{i18n._("Mode")}</dt>
              <dd>
                <Badge tone={config.data.mode === "production" ? "warning" : "neutral"}>
                  {config.data.mode === "production" ? i18n._("Production Mode") : i18n._("Test Mode")}
                </Badge>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm font-medium">{i18n._("Payments: unknown")}</p>
        )}
        <Button asChild variant="outline">
          <Link to="/admin/stripe-settings">
            <Settings aria-hidden="true" className="size-4" />
            {i18n._("Stripe Settings")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
