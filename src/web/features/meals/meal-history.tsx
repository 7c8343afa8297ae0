import { History, Utensils } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import type { Meal } from "../../../shared/contracts/meals.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { todayLocal } from "../../lib/dates.js";
import { TrialBanner } from "../trial/trial-banner.js";
import { useCopyDay, useCopyMeal, useMeals } from "./api.js";
import { DeleteMealDialog } from "./delete-meal-dialog.js";
import { EditMealDialog } from "./edit-meal-dialog.js";
import { groupMealsByDay } from "./group-meals.js";
import { MealDayGroup } from "./meal-day-group.js";
import { mealTypeLabels } from "./meal-types.js";

const PAGE_DAYS = 30;

interface MealHistoryProps {
  /** Sample meals for the demo view: shown read-only, nothing fetched. */
  demoMeals: Meal[] | null;
  signedIn: boolean;
}

function HistorySkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading meals">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** 'Your Meals': the history grouped by local day, newest first, 30 days at a time. */
export function MealHistory({ demoMeals, signedIn }: MealHistoryProps) {
  const today = todayLocal();
  const [days, setDays] = useState(PAGE_DAYS);
  const range = { startDate: addDays(today, -(days - 1)), endDate: today };
  const query = useMeals(range, demoMeals === null && signedIn);
  const copyMeal = useCopyMeal();
  const copyDay = useCopyDay();
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);

  useEffect(() => {
    if (query.isError) toast.error("Unable to load meals. Please try again later.");
  }, [query.isError]);

  const meals = demoMeals ?? query.data ?? [];
  const groups = groupMealsByDay(meals);
  const readOnly = demoMeals !== null || !signedIn;
  const copied = (what: string) => toast.success(`${what} copied to today`);
  const copyFailed = (error: unknown) => toast.error(`Unable to copy: ${errorMessage(error)}`);

  let body: ReactNode;
  if (demoMeals === null && !signedIn) {
    body = <EmptyState icon={<Utensils />}>Sign in to see your meal history.</EmptyState>;
  } else if (demoMeals === null && query.isPending) {
    body = <HistorySkeleton />;
  } else if (demoMeals === null && query.isError) {
    body = (
      <ErrorPanel title="Failed to fetch meals" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (groups.length === 0) {
    body = (
      <EmptyState icon={<Utensils />}>
        <p>No meals recorded in the last {days} days.</p>
        <p>Add your first meal above to start your history.</p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-4">
        {groups.map((day) => (
          <MealDayGroup
            key={day.date}
            day={day}
            today={today}
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
          />
        ))}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-emerald-600" />
          Your Meals
        </CardTitle>
        <CardDescription>Your history by day, with each day's totals.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {demoMeals === null && signedIn && <TrialBanner />}
        {body}
        {demoMeals === null && signedIn && query.isSuccess && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="sm"
              disabled={query.isFetching}
              onClick={() => setDays((d) => d + PAGE_DAYS)}
            >
              {query.isFetching && <InlineSpinner />}
              Show earlier days
            </Button>
          </div>
        )}
      </CardContent>
      <EditMealDialog meal={editing} onClose={() => setEditing(null)} />
      <DeleteMealDialog meal={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
