import { Badge } from "../../components/ui/badge.js";
import { useTrialStatus } from "../../lib/session.js";
import { daysLeftText, describeTrial, graceBadgeText } from "./trial-display.js";

/** Days left, the grace, Expired, Premium or Unlimited; nothing while unknown. */
export function TrialBadge({ className }: { className?: string }) {
  const { data } = useTrialStatus();
  if (!data) return null;
  const display = describeTrial(data);
  switch (display.kind) {
    case "unlimited":
      return <Badge className={className}>Unlimited</Badge>;
    case "premium":
      return <Badge className={className}>Premium</Badge>;
    case "grace":
      return (
        <Badge tone="warning" className={className}>
          {graceBadgeText(display.daysLeft)}
        </Badge>
      );
    case "expired":
    case "none":
      return (
        <Badge tone="danger" className={className}>
          {display.kind === "none" ? "No trial" : "Expired"}
        </Badge>
      );
    case "active":
      return (
        <Badge tone={display.warning ? "warning" : "default"} className={className}>
          Trial: {daysLeftText(display.daysLeft)}
        </Badge>
      );
  }
}
