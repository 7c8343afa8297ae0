import type { MessageDescriptor } from "@lingui/core";
import { Ban, KeyRound, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { ApiKey, ApiKeyStatus } from "../../../shared/contracts/api-keys.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { IconButton } from "../../components/ui/icon-button.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { errorMessage } from "../../lib/api.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useDeleteApiKey, useRevokeApiKey } from "./api.js";
import { timeAgo } from "./relative-time.js";

const statusLabels: Record<
  ApiKeyStatus,
  { label: string | MessageDescriptor; tone: "default" | "neutral" | "warning" }
> = {
  // A key is feminine in Italian (la chiave attiva): an id of its own, not the app's "Active" (attivo).
  active: { label: /*i18n*/ { id: "api-keys.status.active", message: "Active" }, tone: "default" },
  revoked: { label: msg("Revoked"), tone: "neutral" },
  expired: { label: msg("Expired"), tone: "warning" },
};

/** Stands for the key's name in a translated sentence, which then shows the name in bold where it stood. */
const NAME_MARK = "\u0000";

function AroundName({ text, name }: { text: string; name: string | undefined }) {
  const [before, after] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <strong className="break-words">{name}</strong>
      {after}
    </>
  );
}

/** On a phone only the name (with its key beneath), status and actions fit in 360 px. */
const wideOnly = "hidden md:table-cell";

function When({ value, fallback, relative = false }: { value: string | null; fallback: string; relative?: boolean }) {
  if (!value) return <span className="text-neutral-500 dark:text-neutral-400">{fallback}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={format(date, "d MMM yyyy, HH:mm")}>
      {relative ? timeAgo(date) : format(date, "d MMM yyyy")}
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
          {i18n._(status.label)}
        </Badge>
        {apiKey.scopes.length === 1 && (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {apiKey.scopes[0] === "read" ? i18n._("Read only") : i18n._("Write only")}
          </p>
        )}
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap font-mono text-xs`}>{apiKey.apiKey}</TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.createdAt} fallback="" />
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.lastUsed} fallback={i18n._("Never")} relative />
      </TableCell>
      <TableCell className={`${wideOnly} whitespace-nowrap`}>
        <When value={apiKey.expiresAt} fallback={i18n._("Never")} />
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {apiKey.status === "active" && (
            <IconButton
              icon={Ban}
              label={i18n._("Revoke {name}", { name: apiKey.name })}
              title={i18n._("Revoke")}
              onClick={onRevoke}
            />
          )}
          <IconButton
            icon={Trash2}
            variant="ghostDestructive"
            label={i18n._("Delete {name}", { name: apiKey.name })}
            title={i18n._("Delete")}
            onClick={onDelete}
          />
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
      <div role="status" aria-label={i18n._("Loading API keys")} className="space-y-2">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = <ErrorPanel title={i18n._("Error loading API keys. Please try again later.")} onRetry={onRetry} />;
  } else if (!keys || keys.length === 0) {
    body = <EmptyState icon={<KeyRound />}>{i18n._("No API keys yet. Create one to start using the API.")}</EmptyState>;
  } else {
    body = (
      <Table aria-label={i18n._("API keys")}>
        <thead>
          <tr>
            <TableHead>{i18n._("Name")}</TableHead>
            <TableHead className={wideOnly}>{i18n._("Key")}</TableHead>
            <TableHead className={wideOnly}>{i18n._("Created")}</TableHead>
            <TableHead className={wideOnly}>{i18n._("Last used")}</TableHead>
            <TableHead className={wideOnly}>{i18n._("Expires")}</TableHead>
            <TableHead className="hidden sm:table-cell">{i18n._("Status")}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{i18n._("Actions")}</span>
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
        title={i18n._("Revoke this API key?")}
        description={
          <AroundName
            name={revoking?.name}
            text={i18n._(
              "Scripts and assistants using {name} will stop working at once. The key stays listed as Revoked until you delete it.",
              { name: NAME_MARK },
            )}
          />
        }
        confirmLabel={i18n._("Revoke")}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(i18n._("API key revoked"));
              setRevoking(null);
            },
            onError: (failure) =>
              toast.error(i18n._("Error revoking API key"), {
                description: errorMessage(failure, i18n._("An unknown error occurred")),
              }),
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={i18n._("Delete this API key?")}
        description={
          <AroundName
            name={deleting?.name}
            text={i18n._("{name} will be removed for good, and anything using it will stop working.", {
              name: NAME_MARK,
            })}
          />
        }
        confirmLabel={i18n._("Delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(i18n._("API key deleted"));
              setDeleting(null);
            },
            onError: (failure) =>
              toast.error(i18n._("Error deleting API key"), {
                description: errorMessage(failure, i18n._("An unknown error occurred")),
              }),
          });
        }}
      />
    </>
  );
}
