import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { createFoodSchema, type Food } from "../../../shared/contracts/foods.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { schemaResolver } from "../../lib/schema-resolver.js";
import { useCreateFood } from "./api.js";

interface OwnFoodValues {
  name: string;
  per: "100" | "portion";
  basis: "g" | "ml";
  portionName: string;
  /** The portion's size; the values refer to it when `per` is "portion". */
  referenceGrams: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

const numberOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

function toCreateFoodInput(values: OwnFoodValues) {
  const perPortion = values.per === "portion";
  return {
    name: values.name,
    basis: values.basis,
    referenceGrams: perPortion ? (Number.isFinite(values.referenceGrams) ? values.referenceGrams : 0) : 100,
    portionName: perPortion && values.portionName.trim() ? values.portionName : undefined,
    kcal: numberOrUndefined(values.kcal),
    protein: numberOrUndefined(values.protein),
    carbs: numberOrUndefined(values.carbs),
    fat: numberOrUndefined(values.fat),
    fiber: numberOrUndefined(values.fiber),
  };
}

const resolver = schemaResolver<OwnFoodValues, z.output<typeof createFoodSchema>>(createFoodSchema, toCreateFoodInput);

const empty = (name = ""): OwnFoodValues => ({
  name,
  per: "100",
  basis: "g",
  portionName: "",
  referenceGrams: Number.NaN,
  kcal: Number.NaN,
  protein: Number.NaN,
  carbs: Number.NaN,
  fat: Number.NaN,
  fiber: Number.NaN,
});

const nutrientFields = [
  ["kcal", "Calories (kcal)"],
  ["protein", "Protein (g)"],
  ["carbs", "Carbs (g)"],
  ["fat", "Fat (g)"],
  ["fiber", "Fiber (g)"],
] as const;

/** A user's own food, with its values per 100 g (ml) or per portion (POST /api/foods). */
export function OwnFoodForm({ initialName, onCreated }: { initialName?: string; onCreated: (food: Food) => void }) {
  const create = useCreateFood();
  const form = useForm<OwnFoodValues, unknown, z.output<typeof createFoodSchema>>({
    resolver,
    defaultValues: empty(initialName),
  });
  const { errors } = form.formState;
  const per = form.watch("per");
  const basis = form.watch("basis");

  const submit = form.handleSubmit(async (request) => {
    try {
      const food = await create.mutateAsync(request);
      toast.success("Food created", { description: food.name });
      form.reset(empty());
      onCreated(food);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in form.getValues()) form.setError(field as keyof OwnFoodValues, { message });
        }
      }
      toast.error(`Unable to create the food: ${errorMessage(error)}`);
    }
  });

  const radio = (value: OwnFoodValues["per"], label: string) => (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500",
        per === value
          ? "bg-white text-emerald-700 shadow-sm dark:bg-neutral-950 dark:text-emerald-400"
          : "text-neutral-600 dark:text-neutral-300",
      )}
    >
      <input type="radio" value={value} className="sr-only" {...form.register("per")} />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New food" className="space-y-4">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <FormField id="own-food-name" label="Food name" error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Grandma's granola" {...form.register("name")} />
          </FormField>
          <FormField id="own-food-basis" label="Measured in" error={errors.basis?.message}>
            <Select {...form.register("basis")}>
              <option value="g">grams (g)</option>
              <option value="ml">millilitres (ml)</option>
            </Select>
          </FormField>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">
            The values below are
          </legend>
          <div className="inline-flex rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800">
            {radio("100", `Per 100 ${basis}`)}
            {radio("portion", "Per portion")}
          </div>
        </fieldset>
        {per === "portion" && (
          <div className="grid grid-cols-2 gap-3">
            <FormField id="own-food-portion-name" label="Portion name" error={errors.portionName?.message}>
              <Input autoComplete="off" placeholder="e.g. 1 bar" {...form.register("portionName")} />
            </FormField>
            <FormField
              id="own-food-portion-grams"
              label={`Portion size (${basis})`}
              error={errors.referenceGrams?.message}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                {...form.register("referenceGrams", { valueAsNumber: true })}
              />
            </FormField>
          </div>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {nutrientFields.map(([name, label]) => (
            <FormField key={name} id={`own-food-${name}`} label={label} error={errors[name]?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={name === "fiber" ? "0" : undefined}
                {...form.register(name, { valueAsNumber: true })}
              />
            </FormField>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending && <InlineSpinner />}
        Create food
      </Button>
    </form>
  );
}
