import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.js";

const tones = {
  info: "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  warning: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
} as const;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: keyof typeof tones;
}

/** A boxed message; give it role="alert" or role="status" where it appears in response to an action. */
export function Alert({ className, tone = "info", ...props }: AlertProps) {
  return <div className={cn("rounded-lg border px-4 py-3 text-sm", tones[tone], className)} {...props} />;
}
