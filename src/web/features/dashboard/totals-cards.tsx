import type { Goal } from "../../../shared/contracts/goals.js";
import type { NutrientTotals } from "../../../shared/contracts/meals.js";
import { progressBarPercent, progressPercent } from "../../../shared/domain/progress.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { Progress } from "../../components/ui/progress.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";

const cards = [
  { key: "calories", title: msg("Calories (kcal)"), unit: "kcal", empty: msg("No calorie goal set") },
  { key: "proteins", title: msg("Protein (g)"), unit: "g", empty: msg("No protein goal set") },
  { key: "carbs", title: msg("Carbs (g)"), unit: "g", empty: msg("No carbs goal set") },
  { key: "fats", title: msg("Fat (g)"), unit: "g", empty: msg("No fat goal set") },
] as const;

interface TotalsCardsProps {
  totals: NutrientTotals | null;
  goal: Goal | null;
  loading: boolean;
}

/** Today's four totals; with an active goal, the daily goal, a rounded percentage and a bar capped at 100 %. */
export function TotalsCards({ totals, goal, loading }: TotalsCardsProps) {
  return (
    // Two by two on a phone (compact), four in a row on a wide screen.
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={i18n._("Today's totals")}>
      {cards.map((card) => {
        const value = totals?.[card.key] ?? 0;
        const target = goal?.[card.key] ?? null;
        const title = i18n._(card.title);
        return (
          <li key={card.key}>
            <Card className="h-full" data-testid={`total-${card.key}`}>
              <CardHeader className="gap-1 p-3 pb-1.5 sm:gap-1.5 sm:p-5 sm:pb-3">
                <CardDescription className="text-xs sm:text-sm">{title}</CardDescription>
                {loading ? (
                  <Skeleton className="h-8 w-20 sm:h-9" />
                ) : (
                  <p className="text-2xl font-bold tabular-nums sm:text-3xl">{plainNumber(Math.round(value))}</p>
                )}
              </CardHeader>
              <CardContent className="space-y-1.5 p-3 pt-0 sm:space-y-2 sm:p-5 sm:pt-0">
                {loading ? (
                  <Skeleton className="h-4 w-full" />
                ) : target ? (
                  <>
                    <p className="flex flex-wrap justify-between gap-x-2 text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">
                      <span>{i18n._("Goal: {target} {unit}", { target: plainNumber(target), unit: card.unit })}</span>
                      <span className="font-semibold text-neutral-900 dark:text-neutral-100">
                        {progressPercent(value, target)}%
                      </span>
                    </p>
                    <Progress value={progressBarPercent(value, target)} label={i18n._("{title} progress", { title })} />
                  </>
                ) : (
                  <p className="text-xs text-neutral-500 sm:text-sm dark:text-neutral-400">{i18n._(card.empty)}</p>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
