import { format, formatDistanceToNow } from "date-fns";
import { Ban, KeyRound, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { ApiKey, ApiKeyStatus } from "../../../shared/contracts/api-keys.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useDeleteApiKey, useRevokeApiKey } from "./api.js";

const statusLabels: Record<ApiKeyStatus, { label: string; tone: "default" | "neutral" | "warning" }> = {
  active: { label: "Active", tone: "default" },
  revoked: { label: "Revoked", tone: "neutral" },
  expired: { label: "Expired", tone: "warning" },
};

/** On a phone only the name (with its key beneath), status and actions fit in 360 px. */
const wideOnly = "hidden md:table-cell";

function When({ value, fallback, relative = false }: { value: string | null; fallback: string; relative?: boolean }) {
  if (!value) return <span className="text-neutral-500 dark:text-neutral-400">{fallback}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={format(date, "d MMM yyyy, HH:mm")}>
      {relative ? formatDistanceToNow(date, { addSuffix: true }) : format(date, "d MMM yyyy")}
    </time>
  );
}

function KeyRow({ apiKey, onRevoke, onDelete }: { apiKey: ApiKey; onRevoke: () => void; onDelete: () => void }) {
  const status = statusLabels[apiKey.status];
  return (
    <tr>
      <TableCell className="max-w-52 sm:max-w-64">
        <p className="truncate font-medium" title={apiKey.name}>
          {apiKey.name}
        </p>
        <p className="truncate font-mono text-xs text-neutral-500 md:hidden dark:text-neutral-400">{apiKey.apiKey}</p>
        <Badge tone={status.tone} className="mt-1 sm:hidden">
          {status.label}
        </Badge>
        {apiKey.scopes.length === 1 && (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {apiKey.scopes[0] === "read" ? "Read only" : "Write only"}
          </p>
        )}
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap font-mono text-xs`}>{apiKey.apiKey}</TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.createdAt} fallback="" />
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.lastUsed} fallback="Never" relative />
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.expiresAt} fallback="Never" />
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Badge tone={status.tone}>{status.label}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {apiKey.status === "active" && (
            <Button variant="ghost" size="icon" aria-label={`Revoke ${apiKey.name}`} title="Revoke" onClick={onRevoke}>
              <Ban aria-hidden="true" className="size-4" />
            </Button>
          )}
          <Button
            variant="ghostDestructive"
            size="icon"
            aria-label={`Delete ${apiKey.name}`}
            title="Delete"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </TableCell>
    </tr>
  );
}

interface ApiKeysTableProps {
  keys: ApiKey[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Spec commercial 2: name, key (masked), created, last used, expires, status, actions. */
export function ApiKeysTable({ keys, loading, error, onRetry }: ApiKeysTableProps) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const remove = useDeleteApiKey();

  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" aria-label="Loading API keys" className="space-y-2">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = <ErrorPanel title="Error loading API keys. Please try again later." onRetry={onRetry} />;
  } else if (!keys || keys.length === 0) {
    body = <EmptyState icon={<KeyRound />}>No API keys yet. Create one to start using the API.</EmptyState>;
  } else {
    body = (
      <Table aria-label="API keys">
        <thead>
          <tr>
            <TableHead>Name</TableHead>
            <TableHead className={wideOnly}>Key</TableHead>
            <TableHead className={wideOnly}>Created</TableHead>
            <TableHead className={wideOnly}>Last used</TableHead>
            <TableHead className={wideOnly}>Expires</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} onDelete={() => setDeleting(key)} />
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <>
      {body}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={
          <>
            Scripts and assistants using <strong className="break-words">{revoking?.name}</strong> will stop working at
            once. The key stays listed as Revoked until you delete it.
          </>
        }
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success("API key revoked");
              setRevoking(null);
            },
            onError: (failure) =>
              toast.error("Error revoking API key", {
                description: errorMessage(failure, "An unknown error occurred"),
              }),
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this API key?"
        description={
          <>
            <strong className="break-words">{deleting?.name}</strong> will be removed for good, and anything using it
            will stop working.
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("API key deleted");
              setDeleting(null);
            },
            onError: (failure) =>
              toast.error("Error deleting API key", {
                description: errorMessage(failure, "An unknown error occurred"),
              }),
          });
        }}
      />
    </>
  );
}
