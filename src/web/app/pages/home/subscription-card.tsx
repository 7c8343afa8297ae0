import { Crown } from "lucide-react";
import { Link } from "react-router";
import { planViewer, upgradeLines } from "../../../../shared/domain/plan-lines.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { useSubscription } from "../../../features/payments/api.js";
import { keptTrialText } from "../../../features/payments/kept-trial.js";
import { planNames } from "../../../features/payments/plan-catalog.js";
import { describeSubscription } from "../../../features/payments/subscription-text.js";
import { TrialBadge } from "../../../features/trial/trial-badge.js";
import { daysLeftText, describeTrial, graceText } from "../../../features/trial/trial-display.js";
import { i18n } from "../../../lib/i18n.js";
import { useBillingOff, usePaymentsConfig } from "../../../lib/payments-config.js";
import { useTrialStatus } from "../../../lib/session.js";

/** The profile's subscription panel: the plan and its renewal, or the trial's days and what paying adds. */
export function SubscriptionCard() {
  const { data, isPending } = useTrialStatus();
  const config = usePaymentsConfig();
  const billingOff = useBillingOff();
  const subscription = useSubscription();
  const live = subscription.data?.subscription?.hasAccess ? subscription.data.subscription : null;
  const display = data ? describeTrial(data) : null;

  // The plan's name, the days left and the subscription's lines are the payments' and trial's own
  // texts (in the page's language there), put in whole sentences here.
  let text = i18n._("Loading your plan…");
  if (billingOff) text = i18n._("Billing is off on this server: every feature is included.");
  else if (live) {
    const { title, detail } = describeSubscription(live);
    text = i18n._("{title}: {detail}", { title, detail });
  } else if (data && display) {
    const plan = i18n._(planNames[data.subscriptionPlan]);
    if (display.kind === "active")
      text = i18n._("{plan}: {daysLeft}.", { plan, daysLeft: daysLeftText(display.daysLeft) });
    else if (display.kind === "grace")
      text = i18n._("Your free trial has ended. {grace}.", { grace: graceText(display.daysLeft) });
    else if (display.kind === "expired") text = i18n._("Your free trial has ended. Your data is kept.");
    else if (display.kind === "none")
      text = i18n._("This account has no free trial: this email or device had one in the last 30 days.");
    else text = i18n._("{plan} plan: every feature is included.", { plan });
  } else if (!isPending) {
    text = i18n._("Your plan could not be loaded.");
  }
  const upsell = !billingOff && !live && display !== null && !["premium", "unlimited"].includes(display.kind);
  // What paying adds for this user: a trial user already has the AI and the analyzer.
  const gains = upsell ? upgradeLines(planViewer(true, data) ?? { kind: "expired" }) : [];
  const kept = upsell ? keptTrialText(data, config.data?.provider) : null;

  return (
    <Card>
      <CardHeader>
        {/* The badge wraps under the title on a phone rather than squeezing it. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Crown aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Subscription")}
          </CardTitle>
          <TrialBadge className="whitespace-nowrap" />
        </div>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {gains.length > 0 && (
          <ul
            aria-label={i18n._("What a plan adds")}
            className="grid gap-1.5 text-sm text-neutral-700 dark:text-neutral-300"
          >
            {gains.map((gain) => (
              <li key={gain} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-emerald-500" />
                {i18n._(gain)}
              </li>
            ))}
          </ul>
        )}
        {kept && <p className="text-sm text-neutral-600 dark:text-neutral-400">{kept}</p>}
        {!billingOff && (
          <div className="flex flex-wrap gap-2">
            {upsell && (
              <Button asChild size="sm">
                <Link to="/pricing">{i18n._("View plans")}</Link>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <Link to="/account/subscription">{i18n._("Manage subscription")}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
