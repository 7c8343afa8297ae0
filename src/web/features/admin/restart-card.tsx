import { Power } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useAdminStatus, useRestartServer } from "./api.js";
import { browserReloadDeps, RELOAD_AFTER_MS, reloadWhenServerIsBack } from "./reload-when-back.js";

const explanations = {
  "in-process":
    "The server stops taking new requests, lets the ones in progress finish, closes its database connections and starts again inside the same process (an embedded database stays up). It is back within seconds.",
  exit: "The server stops taking new requests, lets the ones in progress finish, closes everything and exits. Your supervisor (systemd, Docker's restart policy) must start it again (RESTART_MODE=exit).",
  unavailable: "This server was not started by the Macrowise server program and cannot restart itself.",
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
        toast.success("Server Restarting", {
          description: "The server is restarting. This page will reload in 5 seconds.",
          duration: RELOAD_AFTER_MS,
        });
        void reloadWhenServerIsBack(browserReloadDeps);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error("Restart failed", { description: errorMessage(error) });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Power aria-hidden="true" className="size-5 text-emerald-600" />
          Restart Server
        </CardTitle>
        <CardDescription>{explanations[mode]}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => setConfirming(true)}
          disabled={mode === "unavailable" || restart.isPending || restart.isSuccess}
        >
          <Power aria-hidden="true" className="size-4" />
          {restart.isSuccess ? "Restarting..." : "Restart Server"}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Restart the server?"
        description="Everyone using Macrowise will wait a few seconds while it restarts. Requests in progress finish first."
        confirmLabel="Restart Server"
        pending={restart.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
