import { Badge } from "../../components/ui/badge.js";
import { useTrialStatus } from "../auth/api.js";
import { daysLeftText, describeTrial } from "./trial-display.js";

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
          Trial ended: {daysLeftText(display.daysLeft)}
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
