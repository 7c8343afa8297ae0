import { History, Utensils } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import type { Meal, MealType } from "../../../shared/contracts/meals.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { todayLocal } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useMeals } from "./api.js";
import { useCopyToToday } from "./copy-to-today.js";
import { DayNavigator } from "./day-navigator.js";
import { DeleteMealDialog } from "./delete-meal-dialog.js";
import { EditMealDialog } from "./edit-meal-dialog.js";
import { MealDayGroup } from "./meal-day-group.js";

interface MealDiaryProps {
  /** Sample meals for the demo view: shown read-only, nothing fetched. */
  demoMeals: Meal[] | null;
  signedIn: boolean;
  /** The day shown, 'YYYY-MM-DD' (local). */
  date: string;
  onDateChange: (date: string) => void;
  /** A slot's '+ Add' on the day shown. */
  onAdd: (mealType: MealType) => void;
  /** A day's nutrients (the nutrients feature's dialog, given by the page); `date` null: closed. */
  NutrientsDialog: ComponentType<{ date: string | null; heading: string; onClose: () => void }>;
  /** How the day shown counts for the expenditure (the day-status feature's control, given by the page). */
  DayStatus?: ComponentType<{ date: string }>;
}

function DaySkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label={i18n._("Loading meals")}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

/**
 * 'Your Meals': one local day at a time (today first), in Breakfast, Lunch, Dinner and Snacks with
 * subtotals and a '+ Add' each, as diary apps show a day. Any day can be picked, so nothing logged
 * is out of reach; earlier days copy to today whole, by meal type, or meal by meal.
 */
export function MealDiary(props: MealDiaryProps) {
  const { demoMeals, signedIn, date, onDateChange, onAdd, NutrientsDialog, DayStatus } = props;
  const today = todayLocal();
  const live = demoMeals === null && signedIn;
  const query = useMeals({ startDate: date, endDate: date }, live);
  const copying = useCopyToToday();
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [nutrientsOf, setNutrientsOf] = useState<{ date: string; heading: string } | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(i18n._("Unable to load meals. Please try again later."));
  }, [query.isError]);

  const meals = demoMeals ? demoMeals.filter((meal) => meal.localDate === date) : (query.data ?? []);
  const readOnly = !live;

  let body: ReactNode;
  if (demoMeals === null && !signedIn) {
    body = <EmptyState icon={<Utensils />}>{i18n._("Sign in to see your meals.")}</EmptyState>;
  } else if (live && query.isPending) {
    body = <DaySkeleton />;
  } else if (live && query.isError) {
    body = (
      <ErrorPanel title={i18n._("Failed to fetch meals")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else {
    // While another day loads, the last one stays on screen, dimmed and marked busy.
    const stale = live && query.isPlaceholderData;
    body = (
      <div aria-busy={stale} className={cn(stale && "opacity-60")}>
        <MealDayGroup
          date={date}
          today={today}
          meals={meals}
          actions={
            readOnly
              ? null
              : {
                  onEdit: setEditing,
                  onDelete: setDeleting,
                  onCopyToToday: (meal) =>
                    copying.copy({ meal, copiedText: i18n._("{food} copied to today", { food: meal.food }) }),
                  copying: copying.pending,
                }
          }
          onCopyDay={
            readOnly
              ? null
              : (fromDate, mealType) =>
                  copying.copy({
                    fromDate,
                    mealType,
                    copiedText: mealType
                      ? i18n._(
                          "{type, select, breakfast {Breakfast copied to today} lunch {Lunch copied to today} dinner {Dinner copied to today} other {Snack copied to today}}",
                          { type: mealType },
                        )
                      : i18n._("Day copied to today"),
                    nothingText: i18n._("Nothing to copy: no meals on that day"),
                  })
          }
          copying={copying.pending}
          onAdd={readOnly ? null : onAdd}
          onShowNutrients={readOnly ? null : (day, heading) => setNutrientsOf({ date: day, heading })}
        />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Your Meals")}
          </CardTitle>
          <CardDescription>
            {i18n._("One day at a time, by meal, with each meal's subtotal. Pick any day to go back.")}
          </CardDescription>
        </div>
        {(live || demoMeals !== null) && <DayNavigator date={date} today={today} onChange={onDateChange} />}
        {live && DayStatus && <DayStatus date={date} />}
      </CardHeader>
      <CardContent>{body}</CardContent>
      <EditMealDialog meal={editing} onClose={() => setEditing(null)} />
      <DeleteMealDialog meal={deleting} onClose={() => setDeleting(null)} />
      {copying.dialog}
      <NutrientsDialog
        date={nutrientsOf?.date ?? null}
        heading={nutrientsOf?.heading ?? ""}
        onClose={() => setNutrientsOf(null)}
      />
    </Card>
  );
}
