import { parseISO } from "date-fns";
import { Pencil, Scale, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { UnitSystem, WeightDisplay } from "../../../shared/contracts/profile.js";
import type { Weight } from "../../../shared/contracts/weights.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { IconButton } from "../../components/ui/icon-button.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { WithBoldDate } from "../../components/with-bold-date.js";
import { errorMessage } from "../../lib/api.js";
import { formatWeight } from "../../lib/body-units.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
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
      <div role="status" aria-label={i18n._("Loading your weigh-ins")} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorPanel title={i18n._("Your weigh-ins could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={<Scale />}>{i18n._("No weigh-ins in the last {days} days.", { days: LIST_DAYS })}</EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800" aria-label={i18n._("Weigh-ins")}>
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
                <IconButton
                  icon={Pencil}
                  label={i18n._("Edit the weigh-in of {date}", { date: weight.date })}
                  onClick={() => setEditing(weight)}
                />
              )}
              <IconButton
                icon={Trash2}
                variant="ghostDestructive"
                label={i18n._("Delete the weigh-in of {date}", { date: weight.date })}
                onClick={() => setDeleting(weight)}
              />
            </li>
          ))}
        </ul>
        {rows.length > shown && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setShown(shown + PAGE)}>
            {i18n._("Show more ({count} left)", { count: rows.length - shown })}
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
          {i18n._("Weigh-ins")}
        </CardTitle>
        <CardDescription>
          {showNumber
            ? i18n._("The last {days} days. The first weigh-in of a day is that day's weight.", { days: LIST_DAYS })
            : i18n._("The days you weighed in over the last {days} days; log a day again to replace its weight.", {
                days: LIST_DAYS,
              })}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
          <DialogTitle>{i18n._("Edit weigh-in")}</DialogTitle>
          <DialogDescription className="mb-4">{i18n._("Change the weight, the day or the note.")}</DialogDescription>
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
        title={i18n._("Delete this weigh-in?")}
        description={
          <WithBoldDate
            date={deleting?.date ?? ""}
            text={i18n._(
              "The weigh-in of {date} will be removed; the trend and the expenditure are computed again without it.",
              { date: deleting?.date ?? "" },
            )}
          />
        }
        confirmLabel={i18n._("Delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(i18n._("Weigh-in deleted"));
              setDeleting(null);
            },
            onError: (error) =>
              toast.error(i18n._("Unable to delete the weigh-in: {reason}", { reason: errorMessage(error) })),
          });
        }}
      />
    </Card>
  );
}
