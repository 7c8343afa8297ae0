import { DatabaseBackup, Download } from "lucide-react";
import type { Backup, BackupList } from "../../../shared/contracts/backups.js";
import { Badge } from "../../components/ui/badge.js";
import { Button, buttonClasses } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { backupDownloadHref, useBackUpNow, useBackups } from "./backups-api.js";
import { formatBytes, formatDateTime, formatDuration } from "./format.js";

function describe(list: BackupList): string {
  const values = { directory: list.directory, days: list.keepDays };
  return list.daily
    ? i18n._(
        "A backup is made every day (the first minutes of each UTC day) into {directory}, kept {days, plural, one {# day} other {# days}}.",
        values,
      )
    : i18n._(
        "Automatic daily backups are off (BACKUPS=off). Backups made here go into {directory}, kept {days, plural, one {# day} other {# days}}.",
        values,
      );
}

const kindLabels = { daily: () => i18n._("daily"), manual: () => i18n._("manual") } as const;

/** The restore hint around its command, one sentence in either language (the command is code). */
function RestoreHint() {
  const mark = "\u0000";
  const [before, after] = i18n
    ._("To restore one, stop the server and run {command} (see the README).", { command: mark })
    .split(mark);
  return (
    <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
      {before}
      <code className="break-all">npm run db:restore -- FILE</code>
      {after}
    </p>
  );
}

function BackupRow({ backup }: { backup: Backup }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {formatDateTime(backup.createdAt)}
          <Badge tone={backup.kind === "daily" ? "neutral" : "default"}>{kindLabels[backup.kind]()}</Badge>
        </p>
        <p className="break-all text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._("{age} ago", { age: formatDuration(backup.ageSeconds) })} · {formatBytes(backup.sizeBytes)} ·{" "}
          {backup.name}
        </p>
      </div>
      <a
        href={backupDownloadHref(backup.name)}
        download={backup.name}
        className={cn(buttonClasses("outline", "sm"), "shrink-0")}
        aria-label={i18n._("Download the backup of {time}", { time: formatDateTime(backup.createdAt) })}
      >
        <Download aria-hidden="true" className="size-4" />
        {i18n._("Download")}
      </a>
    </li>
  );
}

/** The admin's backups: when they are made, each with its size and age, 'Back up now' and a download. */
export function BackupsCard() {
  const backups = useBackups();
  const backUp = useBackUpNow();

  const backUpNow = () =>
    backUp.mutate(undefined, {
      onSuccess: (made) =>
        toast.success(i18n._("Backup made"), { description: `${made.name} (${formatBytes(made.sizeBytes)})` }),
      onError: (error) => toast.error(i18n._("The backup failed"), { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <DatabaseBackup aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Backups")}
          </CardTitle>
          <CardDescription className="break-words">
            {backups.data
              ? describe(backups.data)
              : i18n._("Copies of the whole database, made while the server runs.")}
          </CardDescription>
        </div>
        <Button size="sm" onClick={backUpNow} disabled={backUp.isPending}>
          <DatabaseBackup aria-hidden="true" className="size-4" />
          {backUp.isPending ? i18n._("Backing up...") : i18n._("Back up now")}
        </Button>
      </CardHeader>
      <CardContent>
        {backups.isPending ? (
          <div role="status" aria-label={i18n._("Loading backups")} className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : backups.isError ? (
          <ErrorPanel title={i18n._("The backups could not be listed")} onRetry={() => void backups.refetch()}>
            {errorMessage(backups.error)}
          </ErrorPanel>
        ) : backups.data.backups.length === 0 ? (
          <EmptyState icon={<DatabaseBackup />}>
            {i18n._("No backups yet. Make the first one with Back up now.")}
          </EmptyState>
        ) : (
          <ul
            aria-label={i18n._("Backups, newest first")}
            className="divide-y divide-neutral-100 dark:divide-neutral-800"
          >
            {backups.data.backups.map((backup) => (
              <BackupRow key={backup.name} backup={backup} />
            ))}
          </ul>
        )}
        <RestoreHint />
      </CardContent>
    </Card>
  );
}
