import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/**
 * A plain data table that scrolls sideways on narrow screens instead of squeezing. `relative`
 * keeps absolutely positioned cell content (screen-reader-only text) inside the scroller; without
 * it that text widened the whole page on a phone.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-10 whitespace-nowrap border-b border-neutral-200 px-3 text-left align-middle font-medium text-neutral-600 dark:border-neutral-800 dark:text-neutral-400",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return (
    <td
      className={cn("border-b border-neutral-100 px-3 py-2.5 align-middle dark:border-neutral-800/70", className)}
      {...props}
    />
  );
}
