import { cn } from "../../lib/cn.js";

/** A horizontal bar; `value` is a percentage already capped by the caller (shared progress.ts). */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800", className)}
    >
      <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
