import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { circumferences } from "../../../shared/contracts/measurements.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { bodyDateBounds } from "../../../shared/contracts/weights.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Textarea } from "../../components/ui/textarea.js";
import { errorMessage } from "../../lib/api.js";
import { inUnits, lengthUnit } from "../../lib/body-units.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useSaveMeasurement } from "./api.js";
import {
  circumferenceLabels,
  emptyMeasurement,
  type MeasurementFormValues,
  type MeasurementRequest,
  measurementFormSchema,
} from "./measurement-form-values.js";

/** A contract's message in the page's language before inUnits says its "cm" in inches (the English text is the key). */
const translated = (message: string | undefined) => (message === undefined ? undefined : i18n._(message));

/** A day's body measurements: any of six circumferences (cm or in) and body fat %; one at least. */
export function MeasurementForm({ units, today }: { units: UnitSystem; today: string }) {
  const save = useSaveMeasurement();
  const schema = useMemo(() => measurementFormSchema(units), [units]);
  const form = useForm<MeasurementFormValues, unknown, MeasurementRequest>({
    resolver: zodResolver(schema),
    defaultValues: emptyMeasurement(today),
  });
  const { errors } = form.formState;
  const { earliest, latest } = bodyDateBounds(today);
  const unit = lengthUnit(units);

  const submit = form.handleSubmit(async (measurement) => {
    try {
      await save.mutateAsync(measurement);
      toast.success(i18n._("Measurements saved"));
      form.reset(emptyMeasurement(form.getValues("date")));
    } catch (error) {
      if (!showServerFieldErrors(form, error, { focus: true })) {
        toast.error(i18n._("Unable to save the measurements"), { description: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._("Body measurements")}>
      <FormField id="measurement-date" label={i18n._("Date")} error={errors.date?.message} className="sm:w-1/2">
        <Input type="date" min={earliest} max={latest} {...form.register("date")} />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {circumferences.map((field) => (
          <FormField
            key={field}
            id={`measurement-${field}`}
            label={`${i18n._(circumferenceLabels[field])} (${unit})`}
            error={inUnits(translated(errors[field]?.message), units)}
          >
            <Input type="text" inputMode="decimal" autoComplete="off" {...form.register(field)} />
          </FormField>
        ))}
        <FormField id="measurement-body-fat" label={i18n._("Body fat (%)")} error={errors.bodyFatPercent?.message}>
          <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("bodyFatPercent")} />
        </FormField>
      </div>
      <FormField id="measurement-note" label={i18n._("Note")} hint={i18n._("Optional")} error={errors.note?.message}>
        <Textarea rows={2} {...form.register("note")} />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <InlineSpinner />}
        {i18n._("Save measurements")}
      </Button>
    </form>
  );
}
