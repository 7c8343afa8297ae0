import { History, Utensils } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { Meal, MealType } from "../../../shared/contracts/meals.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { todayLocal } from "../../lib/dates.js";
import { toast } from "../../lib/toast.js";
import { DayNutrientsDialog } from "../nutrients/day-nutrients-dialog.js";
import { useCopyDay, useCopyMeal, useMeals } from "./api.js";
import { DayNavigator } from "./day-navigator.js";
import { DeleteMealDialog } from "./delete-meal-dialog.js";
import { EditMealDialog } from "./edit-meal-dialog.js";
import { MealDayGroup } from "./meal-day-group.js";
import { mealTypeLabels } from "./meal-types.js";

interface MealDiaryProps {
  /** Sample meals for the demo view: shown read-only, nothing fetched. */
  demoMeals: Meal[] | null;
  signedIn: boolean;
  /** The day shown, 'YYYY-MM-DD' (local). */
  date: string;
  onDateChange: (date: string) => void;
  /** A slot's '+ Add' on the day shown. */
  onAdd: (mealType: MealType) => void;
}

function DaySkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading meals">
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
export function MealDiary({ demoMeals, signedIn, date, onDateChange, onAdd }: MealDiaryProps) {
  const today = todayLocal();
  const live = demoMeals === null && signedIn;
  const query = useMeals({ startDate: date, endDate: date }, live);
  const copyMeal = useCopyMeal();
  const copyDay = useCopyDay();
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [nutrientsOf, setNutrientsOf] = useState<{ date: string; heading: string } | null>(null);

  useEffect(() => {
    if (query.isError) toast.error("Unable to load meals. Please try again later.");
  }, [query.isError]);

  const meals = demoMeals ? demoMeals.filter((meal) => meal.localDate === date) : (query.data ?? []);
  const readOnly = !live;
  const copied = (what: string) => toast.success(`${what} copied to today`);
  const copyFailed = (error: unknown) => toast.error(`Unable to copy: ${errorMessage(error)}`);

  let body: ReactNode;
  if (demoMeals === null && !signedIn) {
    body = <EmptyState icon={<Utensils />}>Sign in to see your meals.</EmptyState>;
  } else if (live && query.isPending) {
    body = <DaySkeleton />;
  } else if (live && query.isError) {
    body = (
      <ErrorPanel title="Failed to fetch meals" onRetry={() => void query.refetch()}>
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
                    copyMeal.mutate(
                      { id: meal.id, date: today },
                      { onSuccess: () => copied(meal.food), onError: copyFailed },
                    ),
                }
          }
          onCopyDay={
            readOnly
              ? null
              : (fromDate, mealType) =>
                  copyDay.mutate(
                    { fromDate, toDate: today, mealType },
                    { onSuccess: () => copied(mealType ? mealTypeLabels[mealType] : "Day"), onError: copyFailed },
                  )
          }
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
            Your Meals
          </CardTitle>
          <CardDescription>
            One day at a time, by meal, with each meal's subtotal. Pick any day to go back.
          </CardDescription>
        </div>
        {(live || demoMeals !== null) && <DayNavigator date={date} today={today} onChange={onDateChange} />}
      </CardHeader>
      <CardContent>{body}</CardContent>
      <EditMealDialog meal={editing} onClose={() => setEditing(null)} />
      <DeleteMealDialog meal={deleting} onClose={() => setDeleting(null)} />
      <DayNutrientsDialog
        date={nutrientsOf?.date ?? null}
        heading={nutrientsOf?.heading ?? ""}
        onClose={() => setNutrientsOf(null)}
      />
    </Card>
  );
}
