import { focusRing } from "../../../components/ui/focus-ring.js";

export const inlineLink = `rounded font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 ${focusRing}`;
