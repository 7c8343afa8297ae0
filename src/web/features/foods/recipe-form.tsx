import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { CreateRecipeRequest, Food } from "../../../shared/contracts/foods.js";
import { Button } from "../../components/ui/button.js";
import { FieldError } from "../../components/ui/field-error.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useCreateRecipe } from "./api.js";
import { formatNumber } from "./food-amount.js";
import { FoodSearch } from "./food-search.js";
import { shownMessage } from "./labels.js";
import { NutrientPreview } from "./nutrient-preview.js";
import { emptyRecipeForm, ingredientOf, perServing, type RecipeFormValues, recipeFormSchema } from "./recipe-values.js";

/** A recipe: foods with grams each and a number of servings (POST /api/recipes); logged as '1 serving'. */
export function RecipeForm({ onCreated }: { onCreated: (food: Food) => void }) {
  const create = useCreateRecipe();
  const form = useForm<RecipeFormValues, unknown, CreateRecipeRequest>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: emptyRecipeForm(),
  });
  const ingredients = useFieldArray({ control: form.control, name: "ingredients" });
  const [servings, rows] = useWatch({ control: form.control, name: ["servings", "ingredients"] });
  // The search's text is the combobox's own: picking a food adds a row and empties it.
  const [search, setSearch] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const { errors } = form.formState;
  const serving = perServing(servings, rows);
  // No rows: the array's message is its own; with rows (at most 50), react-hook-form puts it at `root`.
  const ingredientsError = errors.ingredients?.message ?? errors.ingredients?.root?.message;

  const submit = form.handleSubmit(
    async (request) => {
      try {
        const recipe = await create.mutateAsync(request);
        toast.success(i18n._("Recipe created"), { description: recipe.name });
        form.reset(emptyRecipeForm());
        onCreated(recipe);
      } catch (error) {
        form.setError("root.server", { message: errorMessage(error) });
        toast.error(i18n._("Unable to create the recipe: {message}", { message: errorMessage(error) }));
      }
    },
    // A field with a message takes the focus; with no ingredient yet, the search does.
    (invalid) => {
      if (!invalid.name && !invalid.servings && ingredients.fields.length === 0) searchRef.current?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._("New recipe")} className="space-y-4">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <FormField id="recipe-name" label={i18n._("Recipe name")} error={shownMessage(errors.name?.message)}>
            <Input autoComplete="off" placeholder={i18n._("e.g. Overnight oats")} {...form.register("name")} />
          </FormField>
          <FormField id="recipe-servings" label={i18n._("Servings")} error={shownMessage(errors.servings?.message)}>
            <Input type="number" inputMode="numeric" min={1} max={100} step={1} {...form.register("servings")} />
          </FormField>
        </div>
        <FoodSearch
          id="recipe-ingredient-search"
          label={i18n._("Add an ingredient")}
          placeholder={i18n._("Search foods to add")}
          text={search}
          onTextChange={setSearch}
          error={ingredientsError}
          inputRef={searchRef}
          onPick={(food) => {
            setSearch("");
            ingredients.append(ingredientOf(food), { shouldFocus: false });
          }}
        />
        {ingredients.fields.length > 0 && (
          <ul
            aria-label={i18n._("Ingredients")}
            className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
          >
            {ingredients.fields.map((row, index) => {
              const gramsId = `recipe-ingredient-${index}-grams`;
              const rowErrors = errors.ingredients?.[index];
              const error = rowErrors?.grams?.message ?? rowErrors?.message;
              return (
                <li key={row.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <label htmlFor={gramsId} className="min-w-0 flex-1 text-sm font-medium wrap-anywhere">
                    {row.food.name}
                    <span className="sr-only"> ({row.food.basis})</span>
                  </label>
                  <div className="flex items-center gap-1">
                    <Input
                      id={gramsId}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${gramsId}-error` : undefined}
                      className="w-24"
                      {...form.register(`ingredients.${index}.grams`)}
                    />
                    <span aria-hidden="true" className="text-sm text-neutral-500 dark:text-neutral-400">
                      {row.food.basis}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={i18n._("Remove {food}", { food: row.food.name })}
                      onClick={() => ingredients.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <div className="basis-full empty:hidden">
                    <FieldError id={`${gramsId}-error`} message={shownMessage(error)} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="space-y-1">
          <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {serving
              ? i18n._("Per serving ({grams} g)", { grams: formatNumber(serving.grams) })
              : i18n._("Per serving")}
          </p>
          <NutrientPreview numbers={serving?.numbers ?? null} label={i18n._("Per serving")} />
        </div>
        <FieldError id="recipe-error" message={errors.root?.server?.message} />
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending && <InlineSpinner />}
        {i18n._("Create recipe")}
      </Button>
    </form>
  );
}
