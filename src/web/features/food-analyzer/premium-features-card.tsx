import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { useBillingOff } from "../../lib/payments-config.js";
import { registerPath } from "./free-trial-used-panel.js";

const features = (photos: boolean) => [
  photos ? msg("Unlimited food analysis, from photos or typed meals") : msg("Unlimited food analysis of typed meals"),
  msg("Personalized AI meal suggestions with pictures"),
  msg("Nutrition Consultant and Goals Consultant chats"),
  msg("AI goal recommendations from your profile"),
  msg("Meal history, trends and data export"),
];

/**
 * What an account unlocks, with View Pricing and Sign Up Free (spec commercial 2). Photos are
 * promised only where a vision model can see them.
 */
export function PremiumFeaturesCard({ photos }: { photos: boolean }) {
  const billingOff = useBillingOff();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
          {i18n._("Premium features")}
        </CardTitle>
        <CardDescription>{i18n._("Every account starts with a 5-day free trial of all of them.")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {features(photos).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {i18n._(feature)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {!billingOff && (
            <Button asChild variant="outline">
              <Link to="/pricing">{i18n._("View Pricing")}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to={registerPath}>{i18n._("Sign Up Free")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
