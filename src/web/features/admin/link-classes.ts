import { focusRing } from "../../components/ui/focus-ring.js";

export const inlineLinkClasses = `rounded font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400 ${focusRing}`;
