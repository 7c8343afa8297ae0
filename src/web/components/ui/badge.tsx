import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.js";

const tones = {
  default: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  neutral: "bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200",
  warning: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  danger: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ className, tone = "default", ...props }: BadgeProps) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[tone], className)}
      {...props}
    />
  );
}
