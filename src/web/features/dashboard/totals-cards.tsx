import type { Goal } from "../../../shared/contracts/goals.js";
import type { NutrientTotals } from "../../../shared/contracts/meals.js";
import { progressBarPercent, progressPercent } from "../../../shared/domain/progress.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { Progress } from "../../components/ui/progress.js";
import { Skeleton } from "../../components/ui/skeleton.js";

const cards = [
  { key: "calories", title: "Calories (kcal)", unit: "kcal", empty: "No calorie goal set" },
  { key: "proteins", title: "Protein (g)", unit: "g", empty: "No protein goal set" },
  { key: "carbs", title: "Carbs (g)", unit: "g", empty: "No carbs goal set" },
  { key: "fats", title: "Fat (g)", unit: "g", empty: "No fat goal set" },
] as const;

interface TotalsCardsProps {
  totals: NutrientTotals | null;
  goal: Goal | null;
  loading: boolean;
}

/** Today's four totals; with an active goal, the daily goal, a rounded percentage and a bar capped at 100 %. */
export function TotalsCards({ totals, goal, loading }: TotalsCardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-label="Today's totals">
      {cards.map((card) => {
        const value = totals?.[card.key] ?? 0;
        const target = goal?.[card.key] ?? null;
        return (
          <li key={card.key}>
            <Card className="h-full" data-testid={`total-${card.key}`}>
              <CardHeader>
                <CardDescription>{card.title}</CardDescription>
                {loading ? (
                  <Skeleton className="h-9 w-20" />
                ) : (
                  <p className="text-3xl font-bold tabular-nums">{Math.round(value)}</p>
                )}
              </CardHeader>
              <CardContent className="space-y-2">
                {loading ? (
                  <Skeleton className="h-4 w-full" />
                ) : target ? (
                  <>
                    <p className="flex justify-between text-sm text-neutral-600 dark:text-neutral-400">
                      <span>
                        Goal: {target} {card.unit}
                      </span>
                      <span className="font-semibold text-neutral-900 dark:text-neutral-100">
                        {progressPercent(value, target)}%
                      </span>
                    </p>
                    <Progress value={progressBarPercent(value, target)} label={`${card.title} progress`} />
                  </>
                ) : (
                  <p className="text-sm text-neutral-500 dark:text-neutral-400">{card.empty}</p>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
