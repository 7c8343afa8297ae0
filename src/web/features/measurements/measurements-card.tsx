import { format, parseISO } from "date-fns";
import { Ruler, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { circumferences, type Measurement } from "../../../shared/contracts/measurements.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { errorMessage } from "../../lib/api.js";
import { formatLength } from "../../lib/body-units.js";
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
    <Table aria-label="Body measurements">
      <thead>
        <tr>
          <TableHead>Date</TableHead>
          {circumferences.map((field) => (
            <TableHead key={field}>{circumferenceLabels[field]}</TableHead>
          ))}
          <TableHead>Body fat</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
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
              {row.bodyFatPercent === null ? "–" : `${row.bodyFatPercent.toFixed(1)} %`}
            </TableCell>
            <TableCell>
              <Button
                variant="ghostDestructive"
                size="icon"
                aria-label={`Delete the measurements of ${row.date}`}
                onClick={() => onDelete(row)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
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
      <div role="status" aria-label="Loading your measurements">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (query.isError) {
    list = (
      <ErrorPanel title="Your measurements could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (rows.length === 0) {
    list = <p className="text-sm text-neutral-600 dark:text-neutral-400">No measurements in the last year.</p>;
  } else {
    list = <MeasurementTable rows={rows} units={units} onDelete={setDeleting} />;
  }

  return (
    // min-w-0: in the page's grid the table scrolls sideways inside the card instead of widening it.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Ruler aria-hidden="true" className="size-5 text-emerald-600" />
          Body measurements
        </CardTitle>
        <CardDescription>Optional: circumferences and body fat, on any day you measure them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <details className="group rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
          <summary className="cursor-pointer font-medium">Add measurements</summary>
          <div className="pt-4">
            <MeasurementForm units={units} today={today} />
          </div>
        </details>
        {list}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete these measurements?"
        description={
          <>
            The measurements of <strong>{deleting?.date}</strong> will be removed.
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("Measurements deleted");
              setDeleting(null);
            },
            onError: (error) => toast.error(`Unable to delete the measurements: ${errorMessage(error)}`),
          });
        }}
      />
    </Card>
  );
}
