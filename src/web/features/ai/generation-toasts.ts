import { aiMessages } from "../../../shared/contracts/ai.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";

/** A generation can take a while: its toast lasts up to 60 s (spec core 9). */
export const GENERATION_TOAST_MS = 60_000;

/** One toast per generation: 'generating…', then replaced by the spec's outcome. */
export function generationToasts(progress: string) {
  const id = toast.loading(progress, { duration: GENERATION_TOAST_MS });
  return {
    success: () =>
      toast.success(i18n._("Completed"), {
        id,
        description: i18n._("New recommendations successfully generated"),
        duration: 4000,
      }),
    empty: (message: string) => toast.warning(message, { id, duration: 5000 }),
    error: () => toast.error(i18n._("Error"), { id, description: i18n._(aiMessages.generationFailed), duration: 6000 }),
    dismiss: () => toast.dismiss(id),
  };
}
