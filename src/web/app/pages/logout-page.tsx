import { LoaderCircle } from "lucide-react";
import { useLogoutFlow } from "../../features/auth/use-logout-flow.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

export function LogoutPage() {
  useDocumentTitle("Logging out");
  const state = useLogoutFlow();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center">
      {state === "working" && <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-emerald-600" />}
      <h1 className="text-xl font-semibold" role="status">
        {state === "working"
          ? "Logging out..."
          : state === "done"
            ? "You have been logged out."
            : "Your session on this device was cleared."}
      </h1>
      {state !== "working" && <p className="text-neutral-600 dark:text-neutral-400">Taking you to the home page.</p>}
    </div>
  );
}
