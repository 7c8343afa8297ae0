import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { Button } from "./button.js";

/** A centred message with an icon for "nothing here yet". */
export function EmptyState({
  icon,
  children,
  className,
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 py-6 text-center text-sm text-neutral-500 dark:text-neutral-400",
        className,
      )}
    >
      <span aria-hidden="true" className="[&>svg]:size-8">
        {icon}
      </span>
      {children}
    </div>
  );
}

/** A failed load: what went wrong and, when given, a way to try again. */
export function ErrorPanel({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="size-6" />
      <p className="break-words font-semibold">{title}</p>
      {children && <div>{children}</div>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {i18n._("Try Again")}
        </Button>
      )}
    </div>
  );
}
