import { ChefHat } from "lucide-react";
import { Link } from "react-router";
import { NutrientLine } from "../../../components/nutrient-line.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { sampleMealSuggestions } from "../../../features/demo/sample-suggestions.js";
import { plainFigure } from "../../../features/foods/labels.js";
import { aiRegisterPath } from "../../../lib/auth-actions.js";
import { i18n } from "../../../lib/i18n.js";
import { mealTypeLabel } from "../../../lib/meal-types.js";
import { useUser } from "../../../lib/session.js";

/** Sample meal suggestions for guests and the demo: what the AI section offers, from static examples. */
export function SampleSuggestionsCard() {
  const { user } = useUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChefHat aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Sample meal suggestions")}
        </CardTitle>
        <CardDescription>
          {i18n._(
            "Examples of the AI meal suggestions. Signed in, they are built from your goal and what is left of your day.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul aria-label={i18n._("Sample meal suggestions")} className="grid gap-3 sm:grid-cols-2">
          {sampleMealSuggestions.map((meal) => (
            <li key={meal.name}>
              <article
                aria-label={meal.name}
                className="flex h-full flex-col gap-2 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="font-semibold leading-snug">{meal.name}</h4>
                  <Badge tone="neutral">{i18n._(mealTypeLabel(meal.mealType))}</Badge>
                </div>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{meal.description}</p>
                <NutrientLine values={meal} fiber={meal.fiber} />
                <p className="text-xs text-neutral-500 dark:text-neutral-400">
                  {meal.ingredients.map((i) => `${i.name} ${plainFigure(i.grams)} g`).join(" · ")}
                </p>
              </article>
            </li>
          ))}
        </ul>
        {!user && (
          <Button asChild>
            <Link to={aiRegisterPath}>{i18n._("Log in to start your 5-day free trial")}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
