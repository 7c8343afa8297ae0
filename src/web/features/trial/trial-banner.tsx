import { Clock, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { i18n } from "../../lib/i18n.js";
import { useTrialStatus } from "../../lib/session.js";
import { describeTrial } from "./trial-display.js";

const linkClass = `font-semibold underline underline-offset-2 ${focusRing}`;

function Banner({ tone, children }: { tone: "warning" | "danger"; children: ReactNode }) {
  const Icon = tone === "danger" ? TriangleAlert : Clock;
  return (
    <Alert tone={tone} role="status" className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {children}{" "}
        <Link to="/pricing" className={linkClass}>
          {i18n._("View plans")}
        </Link>
      </p>
    </Alert>
  );
}

/** The trial-ending warning (2 days or fewer), the grace after it, or the trial-expired notice. */
export function TrialBanner() {
  const { data } = useTrialStatus();
  // With billing off everyone is unlimited; describeTrial then says so and no banner shows.
  if (!data) return null;
  const display = describeTrial(data);

  switch (display.kind) {
    case "expired":
      return (
        <Banner tone="danger">
          <strong>{i18n._("Your free trial has expired.")}</strong>{" "}
          {i18n._("Your data is kept safe; choose a plan to keep using Macrowise.")}
        </Banner>
      );
    case "none":
      return (
        <Banner tone="danger">
          <strong>{i18n._("This account has no free trial.")}</strong>{" "}
          {i18n._(
            "A trial was already used on this device or with this email in the last 30 days; choose a plan to start.",
          )}
        </Banner>
      );
    case "grace":
      return (
        <Banner tone="warning">
          <strong>{i18n._("Your free trial has ended.")}</strong>{" "}
          {i18n._(
            "Everything keeps working for {days, plural, one {# more day} other {# more days}}; choose a plan to continue after that. Your data is kept either way.",
            { days: display.daysLeft },
          )}
        </Banner>
      );
    case "active":
      if (!display.warning) return null;
      return (
        <Banner tone="warning">
          <strong>
            {i18n._("Your free trial ends soon: {days, plural, one {# day} other {# days}} left.", {
              days: display.daysLeft,
            })}
          </strong>{" "}
          {i18n._("Upgrade to keep every feature.")}
        </Banner>
      );
    default:
      return null;
  }
}
