import { Leaf } from "lucide-react";
import { useState } from "react";
import type { DayNutrients } from "../../../shared/contracts/nutrients.js";
import { MICRONUTRIENTS, type MicronutrientKey, type NutrientGroup } from "../../../shared/domain/nutrients.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { useDayNutrients } from "./api.js";
import { referenceLabelText } from "./nutrient-names.js";
import { NutrientRow } from "./nutrient-row.js";

/** What a careful eater looks at first (the list); "Show all" adds the rest SR28 gives. */
const FIRST: ReadonlySet<MicronutrientKey> = new Set<MicronutrientKey>([
  "fiber",
  "sugars",
  "saturatedFat",
  "cholesterol",
  "sodium",
  "potassium",
  "calcium",
  "iron",
  "magnesium",
  "zinc",
  "vitaminA",
  "vitaminC",
  "vitaminD",
  "vitaminE",
  "vitaminK",
  "vitaminB12",
  "folate",
]);

const GROUP_TITLES: Record<NutrientGroup, string> = {
  "carbohydrates and fats": msg("Carbohydrates and fats"),
  minerals: msg("Minerals"),
  vitamins: msg("Vitamins"),
};

interface NutrientPanelProps {
  /** 'YYYY-MM-DD', or null for today. */
  date: string | null;
  enabled: boolean;
  /** The empty state's text: 'No meals recorded today'. */
  emptyText: string;
}

/** A day's micronutrients against the daily reference intakes for the user's sex and age. */
export function NutrientPanel({ date, enabled, emptyText }: NutrientPanelProps) {
  const query = useDayNutrients(date, enabled);
  if (query.isPending) {
    return (
      <div role="status" aria-label={i18n._("Loading nutrients")} className="space-y-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel title={i18n._("Nutrients could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  }
  if (query.data.mealCount === 0) return <EmptyState icon={<Leaf />}>{emptyText}</EmptyState>;
  return <NutrientList day={query.data} />;
}

function NutrientList({ day }: { day: DayNutrients }) {
  const [all, setAll] = useState(false);
  const byKey = new Map(day.nutrients.map((n) => [n.key, n]));
  const shown = MICRONUTRIENTS.filter((n) => all || FIRST.has(n.key));
  const groups = (Object.keys(GROUP_TITLES) as NutrientGroup[])
    .map((group) => ({ group, items: shown.filter((n) => n.group === group) }))
    .filter((g) => g.items.length > 0);
  const partial = shown.some((n) => {
    const nutrient = byKey.get(n.key);
    return nutrient !== undefined && nutrient.amount !== null && nutrient.mealsMissing > 0;
  });
  const logged = day.mealCount - day.mealsWithoutDetails;
  return (
    <div className="space-y-4" data-testid="nutrient-panel">
      <div className="space-y-1 text-sm text-neutral-600 dark:text-neutral-400">
        <p data-testid="nutrient-summary">
          {i18n._("From {logged} of {mealCount, plural, one {# meal} other {# meals}} logged from the food database.", {
            logged,
            mealCount: day.mealCount,
          })}
          {day.mealsWithoutDetails > 0 &&
            ` ${i18n._("{count, plural, one {# entered by hand has no micronutrients.} other {# entered by hand have no micronutrients.}}", { count: day.mealsWithoutDetails })}`}
        </p>
        <p className="text-xs">
          {i18n._("Compared with: {reference}", { reference: referenceLabelText(day.referenceLabel) })}
        </p>
      </div>
      <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {groups.map(({ group, items }) => (
          <section key={group} aria-label={i18n._(GROUP_TITLES[group])} className="min-w-0">
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
              {i18n._(GROUP_TITLES[group])}
            </h4>
            <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {items.map((n) => {
                const nutrient = byKey.get(n.key);
                return nutrient ? <NutrientRow key={n.key} nutrient={nutrient} /> : null;
              })}
            </ul>
          </section>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {partial ? (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {i18n._("* Some of the day's meals do not give this value.")}
          </p>
        ) : (
          <span />
        )}
        <Button variant="outline" size="sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all
            ? i18n._("Show fewer nutrients")
            : i18n._("Show all {count} nutrients", { count: MICRONUTRIENTS.length })}
        </Button>
      </div>
    </div>
  );
}
