import { KeyRound } from "lucide-react";
import { Link } from "react-router";
import { MAX_LIVE_API_KEYS } from "../../../shared/contracts/api-keys.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";

const benefits = [
  msg("Up to {count} API keys, each with its own permissions and expiry"),
  msg("A REST API for your meals, goals, profile, daily summary and trends"),
  msg("Connect an AI assistant (Claude, Cursor) to log and review your meals"),
  msg("Full documentation with copyable examples"),
];

/** Spec commercial 2: what a user without a premium plan sees on /api-keys. */
export function PremiumApiUpsell() {
  return (
    <Card className="mx-auto max-w-2xl text-center">
      <CardHeader className="items-center">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300"
        >
          <KeyRound className="size-6" />
        </span>
        <h2 className="text-lg font-semibold leading-tight">{i18n._("Premium API Access")}</h2>
        <CardDescription>
          {i18n._(
            "API access is part of the premium plans. Upgrade to script your own nutrition data and connect your AI assistant to it.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="mx-auto max-w-md space-y-2 text-left text-sm">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-600">
                ✓
              </span>
              {i18n._(benefit, { count: MAX_LIVE_API_KEYS })}
            </li>
          ))}
        </ul>
        <Button asChild>
          <Link to="/pricing">{i18n._("Upgrade to Premium")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
