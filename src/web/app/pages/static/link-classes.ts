import { focusRing } from "../../../components/ui/focus-ring.js";
import { cn } from "../../../lib/cn.js";

export const inlineLink = cn(
  "rounded font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400",
  focusRing,
);
