import { parseISO } from "date-fns";
import { History, Undo2 } from "lucide-react";
import { useState } from "react";
import type { Import, ImportState } from "../../../shared/contracts/imports.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Progress } from "../../components/ui/progress.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useImports, useUndoImport } from "./api.js";
import { counted, formatBytes, sourceLabel } from "./format.js";
import { resultLines } from "./import-result.js";

const stateBadges: Record<ImportState, { label: string; tone: "default" | "neutral" | "warning" | "danger" }> = {
  reading: { label: msg("Reading"), tone: "neutral" },
  ready: { label: msg("Waiting for you"), tone: "warning" },
  storing: { label: msg("Storing"), tone: "neutral" },
  done: { label: msg("Imported"), tone: "default" },
  failed: { label: msg("Failed"), tone: "danger" },
  undone: { label: msg("Undone"), tone: "neutral" },
  expired: { label: msg("Expired"), tone: "neutral" },
};

export const progressPercent = (item: Import) =>
  item.progress.total > 0 ? Math.round((item.progress.done / item.progress.total) * 100) : 0;

function ImportRow({
  item,
  onOpen,
  onUndo,
}: {
  item: Import;
  onOpen: (id: string) => void;
  onUndo: (item: Import) => void;
}) {
  const badge = stateBadges[item.state];
  const label = i18n._(badge.label);
  const when = format(parseISO(item.createdAt), "d MMM yyyy, HH:mm");
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{item.fileName}</p>
          <p className="text-sm text-neutral-500 dark:text-neutral-400">
            {sourceLabel(item.source)} · {formatBytes(item.fileBytes)} · {when}
          </p>
        </div>
        <Badge tone={badge.tone}>{label}</Badge>
      </div>
      {(item.state === "reading" || item.state === "storing") && (
        <Progress value={progressPercent(item)} label={`${label} ${item.fileName}`} />
      )}
      {item.state === "done" && item.result && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{resultLines(item.result).stored}</p>
      )}
      {item.error && item.state !== "done" && (
        <p className="break-words text-sm text-red-700 dark:text-red-300">{item.error}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {item.state === "ready" && (
          <Button size="sm" variant="outline" onClick={() => onOpen(item.id)}>
            {i18n._("Review and import")}
          </Button>
        )}
        {item.state === "done" && (
          <Button size="sm" variant="outline" onClick={() => onUndo(item)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {i18n._("Undo this import")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Past imports, newest first, each with its state; a stored one can be undone as a whole. */
export function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const imports = useImports();
  const undo = useUndoImport();
  const [asking, setAsking] = useState<Import | null>(null);

  const confirmUndo = () => {
    if (!asking) return;
    undo.mutate(asking.id, {
      onSuccess: ({ removed }) => {
        toast.success(i18n._("Import undone"), {
          description: i18n._("Removed {meals}, {weighIns}, {measurementDays}.", {
            meals: counted.meals(removed.meals),
            weighIns: counted.weighIns(removed.weighIns),
            measurementDays: counted.measurementDays(removed.measurements),
          }),
        });
        setAsking(null);
      },
      onError: (error) => toast.error(i18n._("Could not undo the import"), { description: errorMessage(error) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Past imports")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {imports.isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label={i18n._("Loading past imports")}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : imports.isError ? (
          <ErrorPanel title={i18n._("Past imports could not be loaded")} onRetry={() => void imports.refetch()}>
            {errorMessage(imports.error)}
          </ErrorPanel>
        ) : imports.data.imports.length === 0 ? (
          <EmptyState icon={<History />}>
            {i18n._("No imports yet. Files you import show here, and can be undone.")}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {imports.data.imports.map((item) => (
              <ImportRow key={item.id} item={item} onOpen={onOpen} onUndo={setAsking} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._("Undo this import?")}
        description={
          asking
            ? i18n._(
                "Everything {file} brought in is removed: its meals, weigh-ins and measurements. What you logged yourself stays.",
                { file: asking.fileName },
              )
            : i18n._(
                "Everything this file brought in is removed: its meals, weigh-ins and measurements. What you logged yourself stays.",
              )
        }
        confirmLabel={i18n._("Undo import")}
        pending={undo.isPending}
        onConfirm={confirmUndo}
      />
    </Card>
  );
}
