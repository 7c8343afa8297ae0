import { RefreshCw, Server } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminStatus } from "../../../shared/contracts/admin.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
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
        <Row label="Version">
          {status.version} <span className="font-normal text-neutral-500">(Node.js {status.nodeVersion})</span>
        </Row>
        <Row label="Uptime">
          {formatDuration(status.uptimeSeconds)}
          <span className="block text-xs font-normal text-neutral-500">
            app started {formatDateTime(status.appStartedAt)}
          </span>
        </Row>
        <Row label="Database">
          {db.kind === "embedded" ? "Embedded PostgreSQL" : "External PostgreSQL"}
          {db.serverVersion && <span className="font-normal text-neutral-500"> {db.serverVersion}</span>}{" "}
          <Good ok={db.reachable} yes="reachable" no="unreachable" />
        </Row>
        <Row label="Database size">{db.sizeBytes === null ? "unknown" : formatBytes(db.sizeBytes)}</Row>
        <Row label="Migrations">
          {db.migrationsApplied === null ? "unknown" : `${db.migrationsApplied} of ${db.migrationsTotal} applied`}
        </Row>
        <Row label="Memory">
          {formatBytes(status.memory.rssBytes)}{" "}
          <span className="font-normal text-neutral-500">(heap {formatBytes(status.memory.heapUsedBytes)})</span>
        </Row>
        <Row label="Requests (this instance)">
          {status.requests.total.toLocaleString("en-US")}{" "}
          {status.requests.errors > 0 && (
            <Badge tone="danger" className="ml-1">
              {status.requests.errors} failed
            </Badge>
          )}
          {status.requests.meanMs !== null && (
            <span className="block text-xs font-normal text-neutral-500">
              mean {status.requests.meanMs} ms
              {status.requests.p95Ms !== null && `, 95% within ${status.requests.p95Ms} ms`}
            </span>
          )}
        </Row>
        <Row label="Database connections">
          {status.databasePool.inUse} in use of {status.databasePool.max}
          <span className="block text-xs font-normal text-neutral-500">
            {status.databasePool.idle} idle, {status.databasePool.waiting} waiting
          </span>
        </Row>
        <Row label="Redis">
          {redis.configured ? <Good ok={redis.connected} yes="connected" no="not reachable" /> : "not configured"}
        </Row>
      </dl>
      <dl>
        <Row label="Mail">
          {mail.configured ? (
            <>
              <Badge>configured</Badge> <span className="font-normal text-neutral-500">{mail.transport}</span>
            </>
          ) : (
            <Badge tone="warning">not configured</Badge>
          )}
        </Row>
        <Row label="Support email">{mail.supportEmail ?? "not set"}</Row>
        <Row label="Messages waiting to be sent">
          {mail.waiting ?? "unknown"}
          {mail.failed ? (
            <Badge tone="danger" className="ml-2">
              {mail.failed} failed
            </Badge>
          ) : null}
        </Row>
        <Row label="Users">
          {counts ? `${counts.users} (${counts.admins} admin${counts.admins === 1 ? "" : "s"})` : "unknown"}
        </Row>
        <Row label="Signed-in sessions">{status.activeSessions ?? "unknown"}</Row>
        <Row label="Meals">{counts?.meals ?? "unknown"}</Row>
        <Row label="Contact messages">{counts?.contactMessages ?? "unknown"}</Row>
      </dl>
      {!mail.configured && (
        <p className="mt-3 text-sm text-neutral-600 md:col-span-2 dark:text-neutral-400">
          Without SMTP_URL, contact messages are kept here (Messages tab) and mail waits in the outbox until SMTP is
          configured.
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
            Server Status
          </CardTitle>
          <CardDescription>
            Measured by the server when you load or refresh this card; the same figures as /metrics.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          aria-label="Refresh server status"
        >
          <RefreshCw aria-hidden="true" className={status.isFetching ? "size-4 animate-spin" : "size-4"} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <div role="status" aria-label="Loading server status" className="space-y-2">
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
            <Skeleton className="h-6" />
          </div>
        ) : status.isError ? (
          <ErrorPanel title="The server status could not be loaded" onRetry={() => void status.refetch()}>
            {errorMessage(status.error)}
          </ErrorPanel>
        ) : (
          <Figures status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}
