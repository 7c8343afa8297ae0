import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";

export const fieldClasses =
  "block h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-400 disabled:opacity-50 aria-invalid:border-red-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, focusRing, className)} {...props} />;
}
