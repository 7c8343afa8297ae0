import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";
import { fieldClasses } from "./input.js";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, focusRing, "h-auto min-h-20 py-2", className)} {...props} />;
}
