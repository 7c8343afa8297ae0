import { RefreshCw, Server } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminStatus } from "../../../shared/contracts/admin.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { useAdminStatus } from "./api.js";
import { formatBytes, formatDateTime, formatDuration } from "./format.js";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-neutral-100 py-2 last:border-0 dark:border-neutral-800">
      <dt className="text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

function Good({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <Badge tone={ok ? "default" : "danger"}>{ok ? yes : no}</Badge>;
}

function Figures({ status }: { status: AdminStatus }) {
  const { database: db, mail, redis, counts } = status;
  return (
    <div className="grid gap-x-8 md:grid-cols-2">
      <dl>
        <Row label={i18n._("Version")}>
          {status.version}{" "}
          <span className="font-normal text-neutral-500">
            ({i18n._("Node.js {version}", { version: status.nodeVersion })})
          </span>
        </Row>
        <Row label={i18n._("Uptime")}>
          {formatDuration(status.uptimeSeconds)}
          <span className="block text-xs font-normal text-neutral-500">
            {i18n._("app started {time}", { time: formatDateTime(status.appStartedAt) })}
          </span>
        </Row>
        <Row label={i18n._("Database")}>
          {db.kind === "embedded" ? i18n._("Embedded PostgreSQL") : i18n._("External PostgreSQL")}
          {db.serverVersion && <span className="font-normal text-neutral-500"> {db.serverVersion}</span>}{" "}
          <Good ok={db.reachable} yes={i18n._("reachable")} no={i18n._("unreachable")} />
        </Row>
        <Row label={i18n._("Database size")}>
          {db.sizeBytes === null ? i18n._("unknown") : formatBytes(db.sizeBytes)}
        </Row>
        <Row label={i18n._("Migrations")}>
          {db.migrationsApplied === null
            ? i18n._("unknown")
            : i18n._("{applied} of {total} applied", { applied: db.migrationsApplied, total: db.migrationsTotal })}
        </Row>
        <Row label={i18n._("Memory")}>
          {formatBytes(status.memory.rssBytes)}{" "}
          <span className="font-normal text-neutral-500">
            ({i18n._("heap {size}", { size: formatBytes(status.memory.heapUsedBytes) })})
          </span>
        </Row>
        <Row label={i18n._("Requests (this instance)")}>
          {writeNumber(status.requests.total)}{" "}
          {status.requests.errors > 0 && (
            <Badge tone="danger" className="ml-1">
              {i18n._("{count} failed", { count: writeNumber(status.requests.errors) })}
            </Badge>
          )}
          {status.requests.meanMs !== null && (
            <span className="block text-xs font-normal text-neutral-500">
              {status.requests.p95Ms === null
                ? i18n._("mean {mean} ms", { mean: writeNumber(status.requests.meanMs) })
                : i18n._("mean {mean} ms, 95% within {p95} ms", {
                    mean: writeNumber(status.requests.meanMs),
                    p95: writeNumber(status.requests.p95Ms),
                  })}
            </span>
          )}
        </Row>
        <Row label={i18n._("Database connections")}>
          {i18n._("{inUse} in use of {max}", { inUse: status.databasePool.inUse, max: status.databasePool.max })}
          <span className="block text-xs font-normal text-neutral-500">
            {i18n._("{idle} idle, {waiting} waiting", {
              idle: status.databasePool.idle,
              waiting: status.databasePool.waiting,
            })}
          </span>
        </Row>
        <Row label={i18n._("Redis")}>
          {redis.configured ? (
            <Good ok={redis.connected} yes={i18n._("connected")} no={i18n._("not reachable")} />
          ) : (
            i18n._("not configured")
          )}
        </Row>
      </dl>
      <dl>
        <Row label={i18n._("Mail")}>
          {mail.configured ? (
            <>
              <Badge>{i18n._("configured")}</Badge>{" "}
              <span className="font-normal text-neutral-500">{mail.transport}</span>
            </>
          ) : (
            <Badge tone="warning">{i18n._("not configured")}</Badge>
          )}
        </Row>
        <Row label={i18n._("Support email")}>{mail.supportEmail ?? i18n._("not set")}</Row>
        <Row label={i18n._("Messages waiting to be sent")}>
          {mail.waiting ?? i18n._("unknown")}
          {mail.failed ? (
            <Badge tone="danger" className="ml-2">
              {i18n._("{count} failed", { count: writeNumber(mail.failed) })}
            </Badge>
          ) : null}
        </Row>
        <Row label={i18n._("Users")}>
          {counts
            ? i18n._("{users} ({admins, plural, one {# admin} other {# admins}})", {
                users: counts.users,
                admins: counts.admins,
              })
            : i18n._("unknown")}
        </Row>
        <Row label={i18n._("Signed-in sessions")}>{status.activeSessions ?? i18n._("unknown")}</Row>
        <Row label={i18n._("Meals")}>{counts?.meals ?? i18n._("unknown")}</Row>
        <Row label={i18n._("Contact messages")}>{counts?.contactMessages ?? i18n._("unknown")}</Row>
      </dl>
      {!mail.configured && (
        <p className="mt-3 text-sm text-neutral-600 md:col-span-2 dark:text-neutral-400">
          {i18n._(
            "Without SMTP_URL, contact messages are kept here (Messages tab) and mail waits in the outbox until SMTP is configured.",
          )}
        </p>
      )}
    </div>
  );
}

export function ServerStatusCard() {
  const status = useAdminStatus();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Server Status")}
          </CardTitle>
          <CardDescription>
            {i18n._("Measured by the server when you load or refresh this card; the same figures as /metrics.")}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          aria-label={i18n._("Refresh server status")}
        >
          <RefreshCw aria-hidden="true" className={status.isFetching ? "size-4 animate-spin" : "size-4"} />
          {i18n._("Refresh")}
        </Button>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <div role="status" aria-label={i18n._("Loading server status")} className="space-y-2">
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
          </div>
        ) : status.isError ? (
          <ErrorPanel title={i18n._("The server status could not be loaded")} onRetry={() => void status.refetch()}>
            {errorMessage(status.error)}
          </ErrorPanel>
        ) : (
          <Figures status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}
