import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";

export const inlineLinkClasses = cn(
  "rounded font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400",
  focusRing,
);
