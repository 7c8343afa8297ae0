import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { CreateMealRequest } from "../../../shared/contracts/meals.js";
import { mealTypes } from "../../../shared/contracts/meals.js";
import { mealDateBounds } from "../../../shared/domain/meal-dates.js";
import type { PresetFood } from "../../../shared/domain/preset-foods.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Textarea } from "../../components/ui/textarea.js";
import { isOffline, offlineSaveText } from "../../lib/add-meal-error.js";
import { toDateTimeLocal } from "../../lib/dates.js";
import { showServerFieldErrors, textOfNumber } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeName, shownMessage } from "./labels.js";
import { type MealFormValues, mealFormSchema } from "./meal-form-values.js";
import { PresetFoodChips } from "./preset-food-chips.js";

interface MealFormProps {
  idPrefix: string;
  initial: MealFormValues;
  submitLabel: string;
  pending: boolean;
  withPresets?: boolean;
  /** Resolves true when saved (the form then resets), false when it failed. */
  onSubmit: (meal: CreateMealRequest) => Promise<boolean>;
}

const macroFields = [
  ["proteins", msg("Proteins (g)")],
  ["carbs", msg("Carbs (g)")],
  ["fats", msg("Fats (g)")],
] as const;

/** The datetime-local bounds of the shared date rule, so the picker offers only dates the server takes. */
function dateInputBounds(now = new Date()) {
  const { earliest, latest } = mealDateBounds(now);
  return { min: toDateTimeLocal(earliest), max: toDateTimeLocal(latest) };
}

export function MealForm({ idPrefix, initial, submitLabel, pending, withPresets = false, onSubmit }: MealFormProps) {
  const form = useForm<MealFormValues, unknown, CreateMealRequest>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  useEffect(() => form.reset(initial), [form, initial]);

  const pick = (food: PresetFood) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("food", `${food.name} (${food.portion})`, options);
    form.setValue("calories", textOfNumber(food.calories), options);
    form.setValue("proteins", textOfNumber(food.proteins), options);
    form.setValue("carbs", textOfNumber(food.carbs), options);
    form.setValue("fats", textOfNumber(food.fats), options);
  };

  const submit = form.handleSubmit(async (meal) => {
    try {
      if (await onSubmit(meal)) form.reset(initial);
    } catch (error) {
      showServerFieldErrors(form, error);
      // Kept until the next submit (react-hook-form clears root errors then).
      if (isOffline(error)) form.setError("root.offline", { message: i18n._(offlineSaveText) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={submitLabel}>
      <fieldset disabled={pending} className="min-w-0 space-y-4">
        {withPresets && <PresetFoodChips onPick={pick} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id("type")} label={i18n._("Meal type")} error={shownMessage(errors.mealType?.message)}>
            <Select {...form.register("mealType")}>
              <option value="">{i18n._("Select meal type")}</option>
              {mealTypes.map((type) => (
                <option key={type} value={type}>
                  {mealTypeName(type)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={id("food")} label={i18n._("Food name")} error={shownMessage(errors.food?.message)}>
            <Input autoComplete="off" placeholder={i18n._("e.g. Chicken salad")} {...form.register("food")} />
          </FormField>
        </div>
        <FormField
          id={id("calories")}
          label={i18n._("Calories")}
          error={shownMessage(errors.calories?.message)}
          className="sm:max-w-48"
        >
          <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("calories")} />
        </FormField>
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {i18n._("Macros")}{" "}
            <span className="font-normal text-neutral-500 dark:text-neutral-400">{i18n._("(optional)")}</span>
          </legend>
          <p id={id("macros-hint")} className="text-xs text-neutral-500 dark:text-neutral-400">
            {i18n._('Leave them empty when you only know the calories; the meal then shows "macros not given".')}
          </p>
          <div className="mt-2 grid grid-cols-3 gap-3">
            {macroFields.map(([name, label]) => (
              <FormField key={name} id={id(name)} label={i18n._(label)} error={shownMessage(errors[name]?.message)}>
                <Input type="text" inputMode="decimal" autoComplete="off" {...form.register(name)} />
              </FormField>
            ))}
          </div>
        </fieldset>
        <FormField id={id("time")} label={i18n._("Date and time")} error={shownMessage(errors.timestamp?.message)}>
          <Input type="datetime-local" {...dateInputBounds()} {...form.register("timestamp")} />
        </FormField>
        <FormField id={id("notes")} label={i18n._("Notes")} error={shownMessage(errors.notes?.message)}>
          <Textarea rows={2} placeholder={i18n._("Optional")} {...form.register("notes")} />
        </FormField>
      </fieldset>
      {errors.root?.offline?.message && (
        <Alert role="alert" tone="warning">
          {errors.root.offline.message}
        </Alert>
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending && <InlineSpinner />}
        {submitLabel}
      </Button>
    </form>
  );
}
