import { ImageOff, RefreshCw } from "lucide-react";
import type { MealSuggestion } from "../../../../shared/contracts/ai.js";
import { Button } from "../../../components/ui/button.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { i18n } from "../../../lib/i18n.js";
import { useMealImage } from "./use-meal-image.js";

const frame =
  "relative flex aspect-[16/9] w-full items-center justify-center overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800";

/** The suggestion's picture in its four states: idle, generating, shown, failed. */
export function MealImage({ meal }: { meal: Pick<MealSuggestion, "name" | "description"> }) {
  const { state, start, loadFailed } = useMealImage(meal);

  if (state.status === "shown") {
    return (
      <div className={frame}>
        <img
          src={state.url}
          alt={i18n._("Illustration of {name}", { name: meal.name })}
          onError={loadFailed}
          className="size-full object-cover"
          loading="lazy"
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={start}
          className="absolute right-2 bottom-2 h-8 bg-white/90 shadow-sm backdrop-blur dark:bg-neutral-900/90"
        >
          <RefreshCw aria-hidden="true" className="size-3.5" />
          {i18n._("Regenerate")}
        </Button>
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className={`${frame} flex-col gap-2 text-sm text-neutral-600 dark:text-neutral-400`}>
        <ImageOff aria-hidden="true" className="size-6" />
        <p>{i18n._("Image generation failed")}</p>
        <Button variant="outline" size="sm" onClick={start}>
          {i18n._("Try Again")}
        </Button>
      </div>
    );
  }
  const label =
    state.status === "idle"
      ? i18n._("Preparing image…")
      : state.attempt > 1
        ? i18n._("Retrying image…")
        : i18n._("Generating image…");
  return (
    <div
      role="status"
      className={`${frame} animate-pulse flex-col gap-2 text-xs text-neutral-500 dark:text-neutral-400`}
    >
      <InlineSpinner className="size-5 text-emerald-600" />
      <span>{label}</span>
    </div>
  );
}
