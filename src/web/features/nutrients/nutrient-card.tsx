import { Leaf } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { NutrientPanel } from "./nutrient-panel.js";

/** The dashboard's card: today's micronutrients (signed-in users only; the demo has none). */
export function NutrientCard({ signedIn }: { signedIn: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Leaf aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Nutrients today")}
        </CardTitle>
        <CardDescription>
          {i18n._("Vitamins, minerals, fiber and more from the foods you logged today.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <NutrientPanel date={null} enabled={signedIn} emptyText={i18n._("No meals recorded today")} />
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {i18n._("Sign in to see the nutrients of your day.")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
