import { Check, Plus } from "lucide-react";
import { useState } from "react";
import type { MealSuggestion } from "../../../../shared/contracts/ai.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { errorMessage } from "../../../lib/api.js";
import { toast } from "../../../lib/toast.js";
import { useCreateMeal } from "../../meals/api.js";
import { mealTypeLabel } from "../../meals/meal-types.js";
import { NutrientLine } from "../nutrient-line.js";
import { MealImage } from "./meal-image.js";

/** One suggested meal: picture, figures, ingredients, and a button that logs it. */
export function MealSuggestionCard({ meal, onDenied }: { meal: MealSuggestion; onDenied: (e: unknown) => boolean }) {
  const create = useCreateMeal();
  const [added, setAdded] = useState(false);

  const add = () =>
    create.mutate(
      {
        food: meal.name.slice(0, 200),
        calories: meal.calories,
        proteins: meal.proteins,
        carbs: meal.carbs,
        fats: meal.fats,
        mealType: meal.mealType,
      },
      {
        onSuccess: () => {
          setAdded(true);
          toast.success("Meal added", { description: `${meal.name} was added to today's meals.` });
        },
        onError: (error) => {
          if (!onDenied(error)) toast.error(`Unable to add meal: ${errorMessage(error, "Error adding the meal")}`);
        },
      },
    );

  return (
    <article
      aria-label={meal.name}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
    >
      <MealImage meal={meal} />
      <div className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 className="font-semibold leading-snug">{meal.name}</h4>
          <Badge tone="neutral">{mealTypeLabel(meal.mealType)}</Badge>
        </div>
        {meal.description && <p className="text-sm text-neutral-600 dark:text-neutral-400">{meal.description}</p>}
      </div>
      <NutrientLine values={meal} fiber={meal.fiber} />
      {meal.ingredients.length > 0 && (
        <div>
          <h5 className="text-xs font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            Ingredients
          </h5>
          <ul className="mt-1 space-y-0.5 text-sm">
            {meal.ingredients.map((ingredient) => (
              <li key={`${ingredient.name}-${ingredient.grams}`} className="flex justify-between gap-3">
                <span>{ingredient.name}</span>
                <span className="shrink-0 text-neutral-500 tabular-nums dark:text-neutral-400">
                  {Math.round(ingredient.grams)} g
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        variant={added ? "secondary" : "default"}
        className="mt-auto w-full"
        disabled={create.isPending || added}
        onClick={add}
      >
        {create.isPending ? (
          <InlineSpinner />
        ) : added ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {added ? "Added to my meals" : "Add to my meals"}
      </Button>
    </article>
  );
}
