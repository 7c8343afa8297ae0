import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { createRecipeSchema, type Food } from "../../../shared/contracts/foods.js";
import { Button } from "../../components/ui/button.js";
import { FieldError } from "../../components/ui/field-error.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useCreateRecipe } from "./api.js";
import { formatNumber } from "./food-amount.js";
import { FoodSearch } from "./food-search.js";
import { NutrientPreview } from "./nutrient-preview.js";
import { type IngredientRow, ingredientOf, perServing, toRecipeInput } from "./recipe-values.js";

type Errors = Record<string, string>;

/** A recipe: foods with grams each and a number of servings (POST /api/recipes); logged as '1 serving'. */
export function RecipeForm({ onCreated }: { onCreated: (food: Food) => void }) {
  const create = useCreateRecipe();
  const [name, setName] = useState("");
  const [servings, setServings] = useState("2");
  const [rows, setRows] = useState<IngredientRow[]>([]);
  const [search, setSearch] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const serving = perServing(servings, rows);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRecipeSchema.safeParse(toRecipeInput(name, servings, rows));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join(".") || "root";
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const recipe = await create.mutateAsync(parsed.data);
      toast.success("Recipe created", { description: recipe.name });
      setName("");
      setServings("2");
      setRows([]);
      onCreated(recipe);
    } catch (error) {
      setErrors({ root: errorMessage(error) });
      toast.error(`Unable to create the recipe: ${errorMessage(error)}`);
    }
  };

  const update = (index: number, grams: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, grams } : row)));

  return (
    <form onSubmit={submit} noValidate aria-label="New recipe" className="space-y-4">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <FormField id="recipe-name" label="Recipe name" error={errors.name}>
            <Input
              autoComplete="off"
              placeholder="e.g. Overnight oats"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <FormField id="recipe-servings" label="Servings" error={errors.servings}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={servings}
              onChange={(e) => setServings(e.target.value)}
            />
          </FormField>
        </div>
        <FoodSearch
          id="recipe-ingredient-search"
          label="Add an ingredient"
          placeholder="Search foods to add"
          text={search}
          onTextChange={setSearch}
          error={errors.ingredients}
          onPick={(food) => {
            setSearch("");
            setRows((current) => [...current, ingredientOf(food)]);
          }}
        />
        {rows.length > 0 && (
          <ul
            aria-label="Ingredients"
            className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
          >
            {rows.map((row, index) => {
              const gramsId = `recipe-ingredient-${index}-grams`;
              const error = errors[`ingredients.${index}.grams`] ?? errors[`ingredients.${index}`];
              return (
                <li key={row.uid} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <label htmlFor={gramsId} className="min-w-0 flex-1 text-sm font-medium wrap-anywhere">
                    {row.food.name}
                    <span className="sr-only"> ({row.food.basis})</span>
                  </label>
                  <div className="flex items-center gap-1">
                    <Input
                      id={gramsId}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      value={row.grams}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${gramsId}-error` : undefined}
                      onChange={(e) => update(index, e.target.value)}
                      className="w-24"
                    />
                    <span aria-hidden="true" className="text-sm text-neutral-500">
                      {row.food.basis}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${row.food.name}`}
                      onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <div className="basis-full empty:hidden">
                    <FieldError id={`${gramsId}-error`} message={error} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="space-y-1">
          <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            Per serving{serving ? ` (${formatNumber(serving.grams)} g)` : ""}
          </p>
          <NutrientPreview numbers={serving?.numbers ?? null} label="Per serving" />
        </div>
        {errors.root && <FieldError id="recipe-error" message={errors.root} />}
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending && <InlineSpinner />}
        Create recipe
      </Button>
    </form>
  );
}
