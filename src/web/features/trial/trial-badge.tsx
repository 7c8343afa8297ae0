import { Badge } from "../../components/ui/badge.js";
import { i18n } from "../../lib/i18n.js";
import { useTrialStatus } from "../../lib/session.js";
import { describeTrial, graceBadgeText } from "./trial-display.js";

/** Days left, the grace, Expired, Premium or Unlimited; nothing while unknown. */
export function TrialBadge({ className }: { className?: string }) {
  const { data } = useTrialStatus();
  if (!data) return null;
  const display = describeTrial(data);
  switch (display.kind) {
    case "unlimited":
      return <Badge className={className}>{i18n._("Unlimited")}</Badge>;
    case "premium":
      return <Badge className={className}>{i18n._("Premium")}</Badge>;
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
          {display.kind === "none" ? i18n._("No trial") : i18n._("Expired")}
        </Badge>
      );
    case "active":
      return (
        <Badge tone={display.warning ? "warning" : "default"} className={className}>
          {i18n._("Trial: {days, plural, one {# day} other {# days}} left", { days: display.daysLeft })}
        </Badge>
      );
  }
}
