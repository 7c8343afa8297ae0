import { type ReactNode, useEffect, useRef } from "react";
import type { Import, ImportPreview } from "../../../shared/contracts/imports.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Progress } from "../../components/ui/progress.js";
import { PageSpinner } from "../../components/ui/spinner.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { useConfirmImport, useImport, useRefreshAfterImport } from "./api.js";
import { formatBytes } from "./format.js";
import { progressPercent } from "./import-history.js";
import { ImportPreviewPanel } from "./import-preview.js";
import { ImportResultPanel } from "./import-result.js";

const hasPreview = (item: Import): item is Import & { preview: ImportPreview } => item.preview !== null;

function Working({ item }: { item: Import }) {
  const percent = progressPercent(item);
  const reading = item.state === "reading";
  const what = reading ? i18n._("Reading the file") : i18n._("Storing your data");
  return (
    <div className="space-y-2" role="status">
      <Progress value={percent} label={what} />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {reading
          ? i18n._("{what}… {percent}% of {size}.", { what, percent, size: formatBytes(item.fileBytes) })
          : i18n._("{what}… {percent}%.", { what, percent })}{" "}
        {i18n._("You may leave this page: it goes on, and the list below shows where it is.")}
      </p>
    </div>
  );
}

/**
 * The import being worked on: its progress while read or stored, then the preview and choices,
 * then what was stored. `onDone` goes back to choosing a file.
 */
export function ActiveImport({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useImport(id);
  const confirm = useConfirmImport();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = query.data?.state;
  const refresh = useRefreshAfterImport();
  const lastState = useRef(state);

  // Storing that ended after the confirmation's answer (a 202, or the page came back later): what it stored shows everywhere.
  useEffect(() => {
    if (lastState.current === "storing" && state === "done") void refresh();
    lastState.current = state;
  }, [state, refresh]);

  // Each new step (preview, result) takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (state === "ready" || state === "done") heading.current?.focus();
  }, [state]);

  let body: ReactNode;
  if (query.isPending) body = <PageSpinner label={i18n._("Loading the import")} />;
  else if (query.isError)
    body = (
      <ErrorPanel title={i18n._("This import could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  else {
    const item = query.data;
    if (item.state === "reading" || item.state === "storing") body = <Working item={item} />;
    else if (item.state === "ready" && hasPreview(item))
      body = (
        <ImportPreviewPanel
          key={item.id}
          item={item}
          pending={confirm.isPending}
          error={confirm.isError ? errorMessage(confirm.error) : item.error}
          onConfirm={(choices) => confirm.mutate({ id: item.id, choices }, { onSettled: () => void query.refetch() })}
          onCancel={onDone}
        />
      );
    else if (item.state === "done" && item.result)
      body = (
        <div className="space-y-3">
          <ImportResultPanel result={item.result} />
          <Button variant="outline" onClick={onDone}>
            {i18n._("Import another file")}
          </Button>
        </div>
      );
    else
      body = (
        <div className="space-y-3">
          <Alert tone="danger" role="alert">
            {item.error ?? i18n._("This import can no longer be used. Upload the file again.")}
          </Alert>
          <Button variant="outline" onClick={onDone}>
            {i18n._("Choose another file")}
          </Button>
        </div>
      );
  }

  const title =
    query.data?.state === "done"
      ? i18n._("Imported")
      : query.data?.state === "ready"
        ? i18n._("What the file holds")
        : i18n._("Your file");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <span ref={heading} tabIndex={-1} className="outline-none">
            {title}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
