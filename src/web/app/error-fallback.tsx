import { TriangleAlert } from "lucide-react";
import { buttonClasses } from "../components/ui/button.js";
import { i18n } from "../lib/i18n.js";

/**
 * Shown when rendering fails. It uses a plain link (a full page load) so it works even when the
 * router itself is broken. A server failure's request id is shown, so a report finds its log line.
 */
export function ErrorFallback({ detail, requestId }: { detail?: string; requestId?: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{i18n._("Oops! Something went wrong")}</h1>
      <p className="text-neutral-600 dark:text-neutral-400">
        {i18n._("An unexpected error stopped this page from loading. Please return to the home page and try again.")}
      </p>
      {detail && <p className="break-all text-xs text-neutral-500 dark:text-neutral-400">{detail}</p>}
      {requestId && (
        <p className="break-all text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._("If you report this, please mention the reference")}{" "}
          <code className="rounded bg-neutral-100 px-1 font-mono text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
            {requestId}
          </code>
        </p>
      )}
      <a href="/" className={buttonClasses()}>
        {i18n._("Return to Home Page")}
      </a>
    </div>
  );
}
