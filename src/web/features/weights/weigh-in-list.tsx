import { format, parseISO } from "date-fns";
import { Pencil, Scale, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { UnitSystem, WeightDisplay } from "../../../shared/contracts/profile.js";
import type { Weight } from "../../../shared/contracts/weights.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { formatWeight } from "../../lib/body-units.js";
import { toast } from "../../lib/toast.js";
import { useDeleteWeight, useWeights } from "./api.js";
import { WeighInForm } from "./weigh-in-form.js";

const PAGE = 10;
/** The list reads the last 90 days (the API's default range); older weigh-ins are on the chart. */
const LIST_DAYS = 90;

interface WeighInListProps {
  units: UnitSystem;
  display: WeightDisplay;
  today: string;
}

/**
 * The recent weigh-ins, newest first, each editable and deletable. With the number hidden
 * (display "trends" or "hidden") a row shows only its date and note: logging that date again
 * replaces the weight.
 */
export function WeighInList({ units, display, today }: WeighInListProps) {
  const query = useWeights({ from: addDays(today, -(LIST_DAYS - 1)), to: today }, true);
  const remove = useDeleteWeight();
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<Weight | null>(null);
  const [deleting, setDeleting] = useState<Weight | null>(null);
  const showNumber = display === "show";
  const rows = [...(query.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading your weigh-ins" className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorPanel title="Your weigh-ins could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (rows.length === 0) {
    body = <EmptyState icon={<Scale />}>No weigh-ins in the last {LIST_DAYS} days.</EmptyState>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800" aria-label="Weigh-ins">
          {rows.slice(0, shown).map((weight) => (
            <li key={weight.id} className="flex items-center gap-3 py-2.5" data-testid="weigh-in-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {format(parseISO(weight.date), "EEE d MMM yyyy")}
                  {showNumber && (
                    <span className="ml-2 tabular-nums text-neutral-700 dark:text-neutral-300">
                      {formatWeight(weight.weightKg, units)}
                    </span>
                  )}
                </p>
                {weight.note && (
                  <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">{weight.note}</p>
                )}
              </div>
              {showNumber && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit the weigh-in of ${weight.date}`}
                  onClick={() => setEditing(weight)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
              )}
              <Button
                variant="ghostDestructive"
                size="icon"
                aria-label={`Delete the weigh-in of ${weight.date}`}
                onClick={() => setDeleting(weight)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        {rows.length > shown && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setShown(shown + PAGE)}>
            Show more ({rows.length - shown} left)
          </Button>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-5 text-emerald-600" />
          Weigh-ins
        </CardTitle>
        <CardDescription>
          {showNumber
            ? `The last ${LIST_DAYS} days. The first weigh-in of a day is that day's weight.`
            : `The days you weighed in over the last ${LIST_DAYS} days; log a day again to replace its weight.`}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
          <DialogTitle>Edit weigh-in</DialogTitle>
          <DialogDescription className="mb-4">Change the weight, the day or the note.</DialogDescription>
          {editing && (
            <WeighInForm
              idPrefix="edit-weigh-in"
              units={units}
              today={today}
              editing={editing}
              showNumber={showNumber}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this weigh-in?"
        description={
          <>
            The weigh-in of <strong>{deleting?.date}</strong> will be removed; the trend and the expenditure are
            computed again without it.
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("Weigh-in deleted");
              setDeleting(null);
            },
            onError: (error) => toast.error(`Unable to delete the weigh-in: ${errorMessage(error)}`),
          });
        }}
      />
    </Card>
  );
}
