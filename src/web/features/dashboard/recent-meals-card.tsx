import { Utensils } from "lucide-react";
import type { Meal } from "../../../shared/contracts/meals.js";
import { MealMacros } from "../../components/meal-macros.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState } from "../../components/ui/state-panels.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeDotClass, mealTypeLabel } from "../../lib/meal-types.js";

/** Up to 5 of today's meals, each with a dot coloured by its type. */
export function RecentMealsCard({ meals, loading }: { meals: Meal[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Recent Meals")}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label={i18n._("Loading today's meals")} className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : meals.length === 0 ? (
          <EmptyState icon={<Utensils />}>{i18n._("No meals recorded today")}</EmptyState>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {meals.slice(0, 5).map((meal) => (
              <li key={meal.id} className="flex items-start gap-3 py-2.5">
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2.5 shrink-0 rounded-full ${mealTypeDotClass(meal.mealType)}`}
                />
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{meal.food}</p>
                  <p className="text-xs text-neutral-500 dark:text-neutral-400">
                    {i18n._(mealTypeLabel(meal.mealType))}
                  </p>
                  <MealMacros totals={meal} className="text-sm" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
