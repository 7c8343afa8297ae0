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

  const submit = form.handleSubmit(async (weighIn) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, changes: weighIn })
        : await log.mutateAsync(weighIn);
      const figure = showNumber ? `: ${formatWeight(saved.weightKg, units)}` : "";
      toast.success(editing ? `Weigh-in updated${figure}` : `Weigh-in logged${figure}`);
      if (!editing) form.reset(emptyWeighIn(form.getValues("date")));
      onDone?.();
    } catch (error) {
      if (!showServerFieldErrors(form, error, { focus: true })) {
        toast.error(editing ? "Unable to update the weigh-in" : "Unable to log the weigh-in", {
          description: errorMessage(error),
        });
      }
    }
  });

  const pending = log.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={editing ? "Edit weigh-in" : "Log a weigh-in"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-date`} label="Date" error={errors.date?.message}>
          <Input type="date" min={earliest} max={latest} {...form.register("date")} />
        </FormField>
        <FormField
          id={`${idPrefix}-weight`}
          label={`Weight (${unit})`}
          error={inUnits(errors.weightKg?.message, units)}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.1"
            autoComplete="off"
            placeholder={editing && !showNumber ? "Type the new weight" : undefined}
            {...form.register("weightKg")}
          />
        </FormField>
      </div>
      <FormField id={`${idPrefix}-note`} label="Note" hint="Optional" error={errors.note?.message}>
        <Textarea rows={2} {...form.register("note")} />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending && <InlineSpinner />}
          {editing ? "Save weigh-in" : "Log weigh-in"}
        </Button>
        {editing && onDone && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
