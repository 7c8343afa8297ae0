import { ChefHat, Sparkles } from "lucide-react";
import { useState } from "react";
import { aiMessages, type MealSuggestion } from "../../../../shared/contracts/ai.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { PremiumGate } from "../../../components/premium-gate.js";
import { Button } from "../../../components/ui/button.js";
import { Skeleton } from "../../../components/ui/skeleton.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { EmptyState, ErrorPanel } from "../../../components/ui/state-panels.js";
import { ToggleGroup } from "../../../components/ui/toggle-group.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { usePremiumAccess } from "../../../lib/use-premium-access.js";
import { AiPanel } from "../ai-panel.js";
import { type MealFilter, mealSuggestionsKey, useGenerateMealSuggestions, useStoredResults } from "../api.js";
import { generationToasts } from "../generation-toasts.js";
import { useAuthRequired } from "../use-auth-required.js";
import { type LogMeal, MealSuggestionCard } from "./meal-suggestion-card.js";

/** The filter's labels: catalog messages, shown through `i18n._`. */
const filters: { value: MealFilter; label: string }[] = [
  { value: "all", label: msg("All") },
  { value: "breakfast", label: msg("Breakfast") },
  { value: "lunch", label: msg("Lunch") },
  { value: "dinner", label: msg("Dinner") },
  { value: "snack", label: msg("Snack") },
];

/** The server writes its messages in the page's language: either form means "nothing came back". */
const isNoSuggestions = (message: string) =>
  message === aiMessages.noSuggestions || message === i18n._(aiMessages.noSuggestions);

function GeneratingState() {
  return (
    <div role="status" aria-label={i18n._("Generating meal suggestions")} className="grid gap-4 sm:grid-cols-2">
      {[0, 1].map((card) => (
        <div key={card} className="space-y-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
          <Skeleton className="aspect-[16/9] w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-6 w-4/5" />
        </div>
      ))}
    </div>
  );
}

/** Personalized AI Recommendations (spec core 2): a meal-type filter, Generate, and meal cards. */
export function MealSuggestionsPanel({ className, logMeal }: { className?: string; logMeal: LogMeal }) {
  const access = usePremiumAccess();
  const authRequired = useAuthRequired();
  const [filter, setFilter] = useState<MealFilter>("all");
  const generate = useGenerateMealSuggestions();
  const suggestions = useStoredResults<MealSuggestion[]>(mealSuggestionsKey(filter));
  const [failures, setFailures] = useState<Partial<Record<MealFilter, string>>>({});
  const generating = generate.isPending && generate.variables === filter;

  const onGenerate = () => {
    if (access.status === "guest") return authRequired({ redirect: false });
    const toasts = generationToasts(i18n._("Generating meal suggestions…"));
    const chosen = filter;
    setFailures((current) => ({ ...current, [chosen]: undefined }));
    generate.mutate(chosen, {
      onSuccess: (list) => (list.length > 0 ? toasts.success() : toasts.empty(i18n._(aiMessages.noSuggestions))),
      onError: (error) => {
        if (access.reportError(error)) return toasts.dismiss();
        const message = errorMessage(error, aiMessages.generationFailed);
        setFailures((current) => ({ ...current, [chosen]: message }));
        if (isNoSuggestions(message)) toasts.empty(i18n._(aiMessages.noSuggestions));
        else toasts.error();
      },
    });
  };

  const failure = failures[filter];
  let body = null;
  if (generating) body = <GeneratingState />;
  else if (failure) {
    body = (
      <ErrorPanel title={i18n._("No suggestions this time")} onRetry={onGenerate}>
        {i18n._(isNoSuggestions(failure) ? aiMessages.noSuggestions : aiMessages.generationFailed)}
      </ErrorPanel>
    );
  } else if (suggestions && suggestions.length > 0) {
    body = (
      <ul aria-label={i18n._("Meal suggestions")} className="grid gap-4 sm:grid-cols-2">
        {suggestions.map((meal) => (
          <li key={`${meal.name}-${meal.calories}`} className="flex">
            <MealSuggestionCard meal={meal} onDenied={access.reportError} logMeal={logMeal} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <EmptyState icon={<ChefHat />}>
        <p>{i18n._("No suggestions yet.")}</p>
        <p>{i18n._("Pick a meal type and press Generate for ideas that fit what is left of today's goal.")}</p>
      </EmptyState>
    );
  }

  const canGenerate = access.status === "allowed" || access.status === "guest";
  return (
    <AiPanel
      id="ai-meal-recommendations"
      icon={<Sparkles />}
      title={i18n._("Personalized AI Recommendations")}
      description={i18n._("Meal ideas with pictures, built from your goal and what you have eaten today.")}
      className={className}
    >
      <div className="space-y-4">
        {canGenerate && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ToggleGroup
              label={i18n._("Meal type")}
              options={filters.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
              value={filter}
              onChange={setFilter}
            />
            <Button onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? <InlineSpinner /> : <Sparkles aria-hidden="true" className="size-4" />}
              {generate.isPending ? i18n._("Generating…") : i18n._("Generate")}
            </Button>
          </div>
        )}
        <PremiumGate access={access.status} feature={i18n._("AI meal recommendations")}>
          {body}
        </PremiumGate>
      </div>
    </AiPanel>
  );
}
