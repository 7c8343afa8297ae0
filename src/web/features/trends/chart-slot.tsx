import { type ReactNode, Suspense, useRef } from "react";
import { Skeleton } from "../../components/ui/skeleton.js";
import { useNearViewport } from "../../lib/use-near-viewport.js";

/**
 * Where a chart goes: a skeleton of its size until the slot is about to scroll into view, then
 * the chart (Recharts, the largest part of the dashboard, loads only then).
 */
export function ChartSlot({ className, children }: { className: string; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const placeholder = <Skeleton className={className} />;
  return (
    <div ref={slot} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
