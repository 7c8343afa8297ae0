import { parseISO } from "date-fns";
import { Ruler, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { circumferences, type Measurement } from "../../../shared/contracts/measurements.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { IconButton } from "../../components/ui/icon-button.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { WithBoldDate } from "../../components/with-bold-date.js";
import { errorMessage } from "../../lib/api.js";
import { formatLength } from "../../lib/body-units.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { toast } from "../../lib/toast.js";
import { useDeleteMeasurement, useMeasurements } from "./api.js";
import { MeasurementForm } from "./measurement-form.js";
import { circumferenceLabels } from "./measurement-form-values.js";

const LIST_DAYS = 365;

function MeasurementTable({
  rows,
  units,
  onDelete,
}: {
  rows: Measurement[];
  units: UnitSystem;
  onDelete: (row: Measurement) => void;
}) {
  return (
    <Table aria-label={i18n._("Body measurements")}>
      <thead>
        <tr>
          <TableHead>{i18n._("Date")}</TableHead>
          {circumferences.map((field) => (
            <TableHead key={field}>{i18n._(circumferenceLabels[field])}</TableHead>
          ))}
          <TableHead>{i18n._("Body fat")}</TableHead>
          <TableHead>
            <span className="sr-only">{i18n._("Actions")}</span>
          </TableHead>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="measurement-row">
            <TableCell className="whitespace-nowrap">{format(parseISO(row.date), "d MMM yyyy")}</TableCell>
            {circumferences.map((field) => {
              const cm = row[field];
              return (
                <TableCell key={field} className="whitespace-nowrap tabular-nums">
                  {cm === null ? "–" : formatLength(cm, units)}
                </TableCell>
              );
            })}
            <TableCell className="whitespace-nowrap tabular-nums">
              {row.bodyFatPercent === null ? "–" : `${writeNumber(row.bodyFatPercent, 1)} %`}
            </TableCell>
            <TableCell>
              <IconButton
                icon={Trash2}
                variant="ghostDestructive"
                label={i18n._("Delete the measurements of {date}", { date: row.date })}
                onClick={() => onDelete(row)}
              />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Body measurements: the form for a day (waist, hips, chest, neck, arm, thigh, body fat) behind a
 * disclosure, as most days have none, and the last year's sets, newest first.
 */
export function MeasurementsCard({ units, today }: { units: UnitSystem; today: string }) {
  const query = useMeasurements({ from: addDays(today, -(LIST_DAYS - 1)), to: today }, true);
  const remove = useDeleteMeasurement();
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const rows = [...(query.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <div role="status" aria-label={i18n._("Loading your measurements")}>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (query.isError) {
    list = (
      <ErrorPanel title={i18n._("Your measurements could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (rows.length === 0) {
    list = (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("No measurements in the last year.")}</p>
    );
  } else {
    list = <MeasurementTable rows={rows} units={units} onDelete={setDeleting} />;
  }

  return (
    // min-w-0: in the page's grid the table scrolls sideways inside the card instead of widening it.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Ruler aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Body measurements")}
        </CardTitle>
        <CardDescription>
          {i18n._("Optional: circumferences and body fat, on any day you measure them.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <details className="group rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
          <summary className="cursor-pointer font-medium">{i18n._("Add measurements")}</summary>
          <div className="pt-4">
            <MeasurementForm units={units} today={today} />
          </div>
        </details>
        {list}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={i18n._("Delete these measurements?")}
        description={
          <WithBoldDate
            date={deleting?.date ?? ""}
            text={i18n._("The measurements of {date} will be removed.", { date: deleting?.date ?? "" })}
          />
        }
        confirmLabel={i18n._("Delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(i18n._("Measurements deleted"));
              setDeleting(null);
            },
            onError: (error) =>
              toast.error(i18n._("Unable to delete the measurements: {reason}", { reason: errorMessage(error) })),
          });
        }}
      />
    </Card>
  );
}
