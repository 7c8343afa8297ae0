import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { useTrialStatus } from "../auth/api.js";
import { TrialBadge } from "../trial/trial-badge.js";
import { daysLeftText, describeTrial } from "../trial/trial-display.js";

const planNames = {
  trial: "Free Trial",
  "premium-monthly": "Premium Monthly",
  "premium-yearly": "Premium Annual",
  unlimited: "Unlimited",
} as const;

const teasers = [
  "AI nutrition assistant for meals and goals",
  "AI meal suggestions with pictures",
  "Food photo analyzer",
  "Unlimited history and data export",
];

/** The plan, the trial's days left, and what premium unlocks. */
export function SubscriptionCard() {
  const { data, isPending } = useTrialStatus();
  const display = data ? describeTrial(data) : null;
  let text = "Loading your plan…";
  if (data && display) {
    if (display.kind === "active") text = `${planNames[data.subscriptionPlan]}: ${daysLeftText(display.daysLeft)}.`;
    else if (display.kind === "expired") text = "Your free trial has ended.";
    else text = `${planNames[data.subscriptionPlan]} plan: every feature is included.`;
  } else if (!isPending) {
    text = "Your plan could not be loaded.";
  }
  const upsell = !display || display.kind === "active" || display.kind === "expired";
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
        <TrialBadge />
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="grid gap-1.5 text-sm text-neutral-700 sm:grid-cols-2 dark:text-neutral-300">
          {teasers.map((teaser) => (
            <li key={teaser} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
              {teaser}
            </li>
          ))}
        </ul>
        {upsell && (
          <Button asChild size="sm">
            <Link to="/pricing">View plans</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
