import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.js";

/** A grey placeholder block while data loads; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-neutral-200 dark:bg-neutral-800", className)}
      {...props}
    />
  );
}
