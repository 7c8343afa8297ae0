import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";
import { activateUpdate, onUpdateWaiting } from "./service-worker.js";

/** Shown when a new version has been deployed and is ready: reload now, or later. */
export function UpdateBanner() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || dismissed === waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-4 dark:border-emerald-900 dark:bg-neutral-900"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
      <p className="min-w-0 flex-1 text-sm font-medium">{i18n._("A new version is available")}</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(waiting)}>
          {i18n._("Later")}
        </Button>
        <Button size="sm" onClick={activateUpdate}>
          {i18n._("Reload")}
        </Button>
      </div>
    </div>
  );
}
