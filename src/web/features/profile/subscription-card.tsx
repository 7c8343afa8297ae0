import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { useTrialStatus } from "../auth/api.js";
import { useBillingOff, useSubscription } from "../payments/api.js";
import { planNames } from "../payments/plan-catalog.js";
import { describeSubscription } from "../payments/subscription-text.js";
import { TrialBadge } from "../trial/trial-badge.js";
import { daysLeftText, describeTrial } from "../trial/trial-display.js";

const teasers = [
  "AI nutrition assistant for meals and goals",
  "AI meal suggestions with pictures",
  "Food photo analyzer",
  "Unlimited history and data export",
];

/** The profile's subscription panel: the plan and its renewal, or the trial's days and what premium unlocks. */
export function SubscriptionCard() {
  const { data, isPending } = useTrialStatus();
  const billingOff = useBillingOff();
  const subscription = useSubscription();
  const live = subscription.data?.subscription?.hasAccess ? subscription.data.subscription : null;
  const display = data ? describeTrial(data) : null;

  let text = "Loading your plan…";
  if (billingOff) text = "Billing is off on this server: every feature is included.";
  else if (live) text = `${describeSubscription(live).title}: ${describeSubscription(live).detail}`;
  else if (data && display) {
    if (display.kind === "active") text = `${planNames[data.subscriptionPlan]}: ${daysLeftText(display.daysLeft)}.`;
    else if (display.kind === "grace") text = `Your free trial has ended: ${daysLeftText(display.daysLeft)} of grace.`;
    else if (display.kind === "expired") text = "Your free trial has ended.";
    else if (display.kind === "none") text = "This account has no free trial.";
    else text = `${planNames[data.subscriptionPlan]} plan: every feature is included.`;
  } else if (!isPending) {
    text = "Your plan could not be loaded.";
  }
  const upsell = !billingOff && !live && display !== null && !["premium", "unlimited"].includes(display.kind);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Crown aria-hidden="true" className="size-5 text-emerald-600" />
            Subscription
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </div>
        <TrialBadge className="shrink-0 whitespace-nowrap" />
      </CardHeader>
      <CardContent className="space-y-3">
        {upsell && (
          <ul className="grid gap-1.5 text-sm text-neutral-700 sm:grid-cols-2 dark:text-neutral-300">
            {teasers.map((teaser) => (
              <li key={teaser} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
                {teaser}
              </li>
            ))}
          </ul>
        )}
        {!billingOff && (
          <div className="flex flex-wrap gap-2">
            {upsell && (
              <Button asChild size="sm">
                <Link to="/pricing">View plans</Link>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <Link to="/account/subscription">Manage subscription</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
