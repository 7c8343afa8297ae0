import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";

/** `label` in the page's language; by default 'Loading'. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-emerald-600", className)} />
      <span className="sr-only">{label ?? i18n._("Loading")}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** A decorative spinner for inside buttons; the button's text stays its accessible name. */
export function InlineSpinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
}
