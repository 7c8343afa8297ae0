import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { CreateFoodRequest, Food } from "../../../shared/contracts/foods.js";
import { nutrientInfo } from "../../../shared/domain/nutrients.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useCreateFood } from "./api.js";
import { shownMessage } from "./labels.js";
import {
  emptyOwnFoodForm,
  LABEL_NUTRIENTS,
  type OwnFoodFormValues,
  ownFoodFormSchema,
} from "./own-food-form-values.js";

const nutrientFields = [
  ["calories", msg("Calories (kcal)")],
  ["proteins", msg("Protein (g)")],
  ["carbs", msg("Carbs (g)")],
  ["fats", msg("Fat (g)")],
  ["fiber", msg("Fiber (g)")],
] as const;

/** A user's own food, with its values per 100 g (ml) or per portion (POST /api/foods). */
export function OwnFoodForm({ initialName, onCreated }: { initialName?: string; onCreated: (food: Food) => void }) {
  const create = useCreateFood();
  const form = useForm<OwnFoodFormValues, unknown, CreateFoodRequest>({
    resolver: zodResolver(ownFoodFormSchema),
    defaultValues: emptyOwnFoodForm(initialName),
  });
  const { errors } = form.formState;
  const per = form.watch("per");
  const basis = form.watch("basis");

  const submit = form.handleSubmit(async (request) => {
    try {
      const food = await create.mutateAsync(request);
      toast.success(i18n._("Food created"), { description: food.name });
      form.reset(emptyOwnFoodForm());
      onCreated(food);
    } catch (error) {
      showServerFieldErrors(form, error);
      toast.error(i18n._("Unable to create the food: {message}", { message: errorMessage(error) }));
    }
  });

  const radio = (value: OwnFoodFormValues["per"], label: string) => (
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
    <form onSubmit={submit} noValidate aria-label={i18n._("New food")} className="space-y-4">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <FormField id="own-food-name" label={i18n._("Food name")} error={shownMessage(errors.name?.message)}>
            <Input autoComplete="off" placeholder={i18n._("e.g. Grandma's granola")} {...form.register("name")} />
          </FormField>
          <FormField id="own-food-basis" label={i18n._("Measured in")} error={shownMessage(errors.basis?.message)}>
            <Select {...form.register("basis")}>
              <option value="g">{i18n._("grams (g)")}</option>
              <option value="ml">{i18n._("millilitres (ml)")}</option>
            </Select>
          </FormField>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {i18n._("The values below are")}
          </legend>
          <div className="inline-flex max-w-full flex-wrap rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800">
            {radio("100", i18n._("Per 100 {unit}", { unit: basis }))}
            {radio("portion", i18n._("Per portion"))}
          </div>
        </fieldset>
        {per === "portion" && (
          <div className="grid grid-cols-2 gap-3">
            <FormField
              id="own-food-portion-name"
              label={i18n._("Portion name")}
              error={shownMessage(errors.portionName?.message)}
            >
              <Input autoComplete="off" placeholder={i18n._("e.g. 1 bar")} {...form.register("portionName")} />
            </FormField>
            <FormField
              id="own-food-portion-grams"
              label={i18n._("Portion size ({unit})", { unit: basis })}
              error={shownMessage(errors.referenceGrams?.message)}
            >
              <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("referenceGrams")} />
            </FormField>
          </div>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {nutrientFields.map(([name, label]) => (
            <FormField
              key={name}
              id={`own-food-${name}`}
              label={i18n._(label)}
              error={shownMessage(errors[name]?.message)}
            >
              <Input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={name === "fiber" ? i18n._("optional") : undefined}
                {...form.register(name)}
              />
            </FormField>
          ))}
        </div>
        <details className="rounded-lg border border-neutral-200 px-3 py-2 dark:border-neutral-800">
          <summary className="cursor-pointer text-sm font-medium select-none">
            {i18n._("More nutrients (optional)")}
          </summary>
          <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
            {i18n._("From the label, for the same amount. Leave empty what the label does not say.")}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {LABEL_NUTRIENTS.map((key) => {
              const { label, unit } = nutrientInfo(key);
              return (
                <FormField
                  key={key}
                  id={`own-food-${key}`}
                  label={`${i18n._(label)} (${unit})`}
                  error={shownMessage(errors[key]?.message)}
                >
                  <Input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={i18n._("optional")}
                    {...form.register(key)}
                  />
                </FormField>
              );
            })}
          </div>
        </details>
      </fieldset>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending && <InlineSpinner />}
        {i18n._("Create food")}
      </Button>
    </form>
  );
}
