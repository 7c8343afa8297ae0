import { FileUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import type { Import } from "../../../shared/contracts/imports.js";
import { Alert } from "../../components/ui/alert.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { Progress } from "../../components/ui/progress.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { type UploadProgress, useUploadImport } from "./api.js";
import { formatBytes } from "./format.js";

/** What the picker offers; the server recognises a file by what it holds, never by its name. */
const ACCEPTED = ".zip,.csv,.xml,.json,.txt";

/**
 * Drop or pick a file (a ZIP, or one CSV, XML or JSON file); its upload shows a progress bar, then
 * the server reads it and answers what it holds (`onUploaded`). Nothing is stored yet.
 */
export function UploadCard({
  maxBytes,
  onUploaded,
}: {
  maxBytes: number | undefined;
  onUploaded: (item: Import) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useUploadImport(setProgress);

  const send = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setRefused(null);
    if (maxBytes !== undefined && file.size > maxBytes) {
      setRefused(
        i18n._("This file is {size}: the most Macrowise imports at once is {limit}.", {
          size: formatBytes(file.size),
          limit: formatBytes(maxBytes),
        }),
      );
      return;
    }
    setProgress({ sent: 0, total: file.size });
    upload.mutate(file, { onSuccess: onUploaded, onSettled: () => setProgress(null) });
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  const error = refused ?? (upload.isError ? errorMessage(upload.error) : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Choose a file")}
        </CardTitle>
        <CardDescription id={hintId}>
          {i18n._(
            "MyFitnessPal, Cronometer or Lose It! exports, Apple Health's export.zip or export.xml, a spreadsheet (CSV with date, meal, food, calories, protein, carbs, fat) or a Macrowise export.",
          )}{" "}
          {i18n._("Up to {size}.", { size: maxBytes === undefined ? "…" : formatBytes(maxBytes) })}{" "}
          {i18n._("You see what it holds before anything is saved.")}{" "}
          <a
            href="/api/imports/template.csv"
            download
            className="font-medium text-emerald-700 underline underline-offset-2 dark:text-emerald-400"
          >
            {i18n._("Download the spreadsheet template")}
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm",
            "border-neutral-300 text-neutral-600 hover:border-emerald-500 dark:border-neutral-700 dark:text-neutral-300",
            "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500",
            dragging && "border-emerald-500 bg-emerald-50 dark:bg-emerald-950",
            upload.isPending && "pointer-events-none opacity-60",
          )}
        >
          <FileUp aria-hidden="true" className="size-8 text-emerald-600" />
          <span className="font-medium text-neutral-900 dark:text-neutral-100">
            {i18n._("Drop a file here, or choose one")}
          </span>
          <span>{i18n._("ZIP, CSV, XML or JSON")}</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED}
            aria-describedby={hintId}
            disabled={upload.isPending}
            className={cn("sr-only", focusRing)}
            onChange={(event) => {
              send(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        {progress && (
          <div className="space-y-1" role="status">
            <Progress value={percent} label={i18n._("Uploading the file")} />
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {percent < 100
                ? i18n._("Uploading… {percent}% of {size}", { percent, size: formatBytes(progress.total) })
                : i18n._("Uploaded. Reading the file… (you may leave this page: it goes on)")}
            </p>
          </div>
        )}
        {error && (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
