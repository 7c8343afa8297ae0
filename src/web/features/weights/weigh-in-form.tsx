import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { bodyDateBounds, type CreateWeightRequest, type Weight } from "../../../shared/contracts/weights.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Textarea } from "../../components/ui/textarea.js";
import { errorMessage } from "../../lib/api.js";
import { formatWeight, inUnits, weightUnit } from "../../lib/body-units.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useLogWeight, useUpdateWeight } from "./api.js";
import { emptyWeighIn, type WeighInFormValues, weighInFormOf, weighInFormSchema } from "./weigh-in-form-values.js";

interface WeighInFormProps {
  units: UnitSystem;
  /** The person's local today: the default date and the end of the allowed dates. */
  today: string;
  /** A weigh-in being edited (PATCH), or null to log one (POST: the same date replaces that day's). */
  editing?: Weight | null;
  /** Whether the saved number may be shown (weight display "show"). */
  showNumber: boolean;
  onDone?: () => void;
  idPrefix?: string;
}

/** A day's weight in kg or lb (stored in kg), with an optional note. */
export function WeighInForm({
  units,
  today,
  editing = null,
  showNumber,
  onDone,
  idPrefix = "weigh-in",
}: WeighInFormProps) {
  const log = useLogWeight();
  const update = useUpdateWeight();
  const schema = useMemo(() => weighInFormSchema(units), [units]);
  const form = useForm<WeighInFormValues, unknown, CreateWeightRequest>({
    resolver: zodResolver(schema),
    defaultValues: editing ? weighInFormOf(editing, units, showNumber) : emptyWeighIn(today),
  });
  const { errors } = form.formState;
  const { earliest, latest } = bodyDateBounds(today);
  const unit = weightUnit(units);
  // Translated before inUnits says it in pounds: "20 kg" in the English text is the catalog's key.
  const weightError = errors.weightKg?.message;

  const submit = form.handleSubmit(async (weighIn) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, changes: weighIn })
        : await log.mutateAsync(weighIn);
      const weight = formatWeight(saved.weightKg, units);
      toast.success(
        editing
          ? showNumber
            ? i18n._("Weigh-in updated: {weight}", { weight })
            : i18n._("Weigh-in updated")
          : showNumber
            ? i18n._("Weigh-in logged: {weight}", { weight })
            : i18n._("Weigh-in logged"),
      );
      if (!editing) form.reset(emptyWeighIn(form.getValues("date")));
      onDone?.();
    } catch (error) {
      if (!showServerFieldErrors(form, error, { focus: true })) {
        toast.error(editing ? i18n._("Unable to update the weigh-in") : i18n._("Unable to log the weigh-in"), {
          description: errorMessage(error),
        });
      }
    }
  });

  const pending = log.isPending || update.isPending;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={editing ? i18n._("Edit weigh-in") : i18n._("Log a weigh-in")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-date`} label={i18n._("Date")} error={errors.date?.message}>
          <Input type="date" min={earliest} max={latest} {...form.register("date")} />
        </FormField>
        <FormField
          id={`${idPrefix}-weight`}
          label={i18n._("Weight ({unit})", { unit })}
          error={inUnits(weightError && i18n._(weightError), units)}
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={editing && !showNumber ? i18n._("Type the new weight") : undefined}
            {...form.register("weightKg")}
          />
        </FormField>
      </div>
      <FormField id={`${idPrefix}-note`} label={i18n._("Note")} hint={i18n._("Optional")} error={errors.note?.message}>
        <Textarea rows={2} {...form.register("note")} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending && <InlineSpinner />}
          {editing ? i18n._("Save weigh-in") : i18n._("Log weigh-in")}
        </Button>
        {editing && onDone && (
          <Button variant="outline" onClick={onDone}>
            {i18n._("Cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
