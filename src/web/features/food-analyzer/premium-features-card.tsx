import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { useBillingOff } from "../../lib/payments-config.js";
import { registerPath } from "./free-trial-used-panel.js";

const features = (photos: boolean) => [
  photos ? "Unlimited food analysis, from photos or typed meals" : "Unlimited food analysis of typed meals",
  "Personalized AI meal suggestions with pictures",
  "Nutrition Consultant and Goals Consultant chats",
  "AI goal recommendations from your profile",
  "Meal history, trends and data export",
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
          Premium features
        </CardTitle>
        <CardDescription>Every account starts with a 5-day free trial of all of them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {features(photos).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {!billingOff && (
            <Button asChild variant="outline">
              <Link to="/pricing">View Pricing</Link>
            </Button>
          )}
          <Button asChild>
            <Link to={registerPath}>Sign Up Free</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
