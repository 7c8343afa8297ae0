import { Power } from "lucide-react";
import { useState } from "react";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useAdminStatus, useRestartServer } from "./api.js";
import { browserReloadDeps, RELOAD_AFTER_MS, reloadWhenServerIsBack } from "./reload-when-back.js";

const explanations = {
  "in-process": msg(
    "The server stops taking new requests, lets the ones in progress finish, closes its database connections and starts again inside the same process (an embedded database stays up). It is back within seconds.",
  ),
  exit: msg(
    "The server stops taking new requests, lets the ones in progress finish, closes everything and exits. Your supervisor (systemd, Docker's restart policy) must start it again (RESTART_MODE=exit).",
  ),
  unavailable: msg("This server was not started by the Macrowise server program and cannot restart itself."),
} as const;

export function RestartCard() {
  const status = useAdminStatus();
  const restart = useRestartServer();
  const [confirming, setConfirming] = useState(false);
  const mode = status.data?.restartMode ?? "in-process";

  const confirm = () =>
    restart.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(i18n._("Server Restarting"), {
          description: i18n._("The server is restarting. This page will reload in 5 seconds."),
          duration: RELOAD_AFTER_MS,
        });
        void reloadWhenServerIsBack(browserReloadDeps);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(i18n._("Restart failed"), { description: errorMessage(error) });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Power aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Restart Server")}
        </CardTitle>
        <CardDescription>{i18n._(explanations[mode])}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => setConfirming(true)}
          disabled={mode === "unavailable" || restart.isPending || restart.isSuccess}
        >
          <Power aria-hidden="true" className="size-4" />
          {restart.isSuccess ? i18n._("Restarting...") : i18n._("Restart Server")}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18n._("Restart the server?")}
        description={i18n._(
          "Everyone using Macrowise will wait a few seconds while it restarts. Requests in progress finish first.",
        )}
        confirmLabel={i18n._("Restart Server")}
        pending={restart.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
