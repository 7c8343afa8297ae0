import { Clock, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";
import { useTrialStatus } from "../auth/api.js";
import { daysLeftText, describeTrial } from "./trial-display.js";

const linkClass = cn("font-semibold underline underline-offset-2", focusRing);

/** The trial-ending warning (2 days or fewer) or the trial-expired notice. */
export function TrialBanner() {
  const { data } = useTrialStatus();
  if (!data) return null;
  const display = describeTrial(data);

  if (display.kind === "expired") {
    return (
      <Alert tone="danger" role="status" className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>Your free trial has expired.</strong> Your data is kept safe; choose a plan to keep using Macrowise.{" "}
          <Link to="/pricing" className={linkClass}>
            View plans
          </Link>
        </p>
      </Alert>
    );
  }
  if (display.kind === "active" && display.warning) {
    return (
      <Alert tone="warning" role="status" className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>Your free trial ends soon: {daysLeftText(display.daysLeft)}.</strong> Upgrade to keep every feature.{" "}
          <Link to="/pricing" className={linkClass}>
            View plans
          </Link>
        </p>
      </Alert>
    );
  }
  return null;
}
