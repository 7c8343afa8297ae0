import { Check, Plus } from "lucide-react";
import { useState } from "react";
import type { MealSuggestion } from "../../../../shared/contracts/ai.js";
import type { CreateMealRequest } from "../../../../shared/contracts/meals.js";
import { NutrientLine } from "../../../components/nutrient-line.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { mealTypeLabel } from "../../../lib/meal-types.js";
import { writeNumber } from "../../../lib/number-format.js";
import { toast } from "../../../lib/toast.js";
import { MealImage } from "./meal-image.js";

/** Logs a meal (the meals feature's write, which the page passes in); settles when the server has answered. */
export type LogMeal = (meal: CreateMealRequest) => Promise<unknown>;

/** One suggested meal: picture, figures, ingredients, and a button that logs it. */
export function MealSuggestionCard({
  meal,
  onDenied,
  logMeal,
}: {
  meal: MealSuggestion;
  onDenied: (e: unknown) => boolean;
  logMeal: LogMeal;
}) {
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);

  const add = async () => {
    setPending(true);
    try {
      await logMeal({
        food: meal.name.slice(0, 200),
        calories: meal.calories,
        proteins: meal.proteins,
        carbs: meal.carbs,
        fats: meal.fats,
        mealType: meal.mealType,
      });
      setAdded(true);
      toast.success(i18n._("Meal added"), {
        description: i18n._("{name} was added to today's meals.", { name: meal.name }),
      });
    } catch (error) {
      if (!onDenied(error))
        toast.error(
          i18n._("Unable to add meal: {reason}", { reason: errorMessage(error, i18n._("Error adding the meal")) }),
        );
    } finally {
      setPending(false);
    }
  };

  return (
    <article
      aria-label={meal.name}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
    >
      <MealImage meal={meal} />
      <div className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 className="min-w-0 font-semibold leading-snug break-words">{meal.name}</h4>
          <Badge tone="neutral">{i18n._(mealTypeLabel(meal.mealType))}</Badge>
        </div>
        {meal.description && <p className="text-sm text-neutral-600 dark:text-neutral-400">{meal.description}</p>}
      </div>
      <NutrientLine values={meal} fiber={meal.fiber} />
      {meal.ingredients.length > 0 && (
        <div>
          <h5 className="text-xs font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {i18n._("Ingredients")}
          </h5>
          <ul className="mt-1 space-y-0.5 text-sm">
            {meal.ingredients.map((ingredient) => (
              <li key={`${ingredient.name}-${ingredient.grams}`} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{ingredient.name}</span>
                <span className="shrink-0 text-neutral-500 tabular-nums dark:text-neutral-400">
                  {i18n._("{grams} g", { grams: writeNumber(Math.round(ingredient.grams)) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        variant={added ? "secondary" : "default"}
        className="mt-auto w-full"
        disabled={pending || added}
        onClick={() => void add()}
      >
        {pending ? (
          <InlineSpinner />
        ) : added ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {added ? i18n._("Added to my meals") : i18n._("Add to my meals")}
      </Button>
    </article>
  );
}
