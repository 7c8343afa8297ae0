import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";
import { fieldClasses } from "./input.js";

/** A native select: accessible and keyboard friendly on every platform. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, focusRing, "pr-8", className)} {...props} />;
}
