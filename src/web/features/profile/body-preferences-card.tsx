import { zodResolver } from "@hookform/resolvers/zod";
import { SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { goalDirections, weekdays } from "../../../shared/contracts/check-ins.js";
import { type Profile, type UnitSystem, unitSystems, weightDisplays } from "../../../shared/contracts/profile.js";
import { weightUnit } from "../../../shared/domain/body/units.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { inUnits } from "../../lib/body-units.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { toast } from "../../lib/toast.js";
import { useSaveProfile } from "./api.js";
import {
  type BodyPreferenceFormValues,
  type BodyPreferencesRequest,
  bodyPreferencesFormOf,
  bodyPreferencesFormSchema,
  convertTypedWeights,
  goalDirectionLabels,
  weightDisplayLabels,
} from "./body-preferences-values.js";
import { weekdayLabels } from "./profile-labels.js";

/**
 * Units, how the weight is shown, the goal (direction, rate, goal weight), the check-in weekday and
 * an own starting estimate of expenditure: saved on the profile, read by every body screen.
 */
export function BodyPreferencesCard({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const form = useForm<BodyPreferenceFormValues, unknown, BodyPreferencesRequest>({
    resolver: zodResolver(bodyPreferencesFormSchema(profile)),
    defaultValues: bodyPreferencesFormOf(profile),
  });
  const { errors } = form.formState;
  const units = form.watch("units");
  const direction = form.watch("goalDirection");
  const unit = weightUnit(units);

  // The units the typed weights are in, to convert them when the person picks the other system.
  const unitsBefore = useRef<UnitSystem>(profile.units);

  useEffect(() => {
    form.reset(bodyPreferencesFormOf(profile));
    unitsBefore.current = profile.units;
  }, [profile, form]);

  const submit = form.handleSubmit(async (preferences) => {
    try {
      await save.mutateAsync({ id: profile.id, profile: preferences });
      toast.success(i18n._("Preferences saved"));
    } catch (error) {
      if (!showServerFieldErrors(form, error, { focus: true })) {
        toast.error(i18n._("Unable to save the preferences"), { description: errorMessage(error) });
      }
    }
  });

  return (
    <Card data-testid="body-preferences">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Body & check-in settings")}
        </CardTitle>
        <CardDescription>
          {i18n._("Units, what you see of your weight, your goal and your check-in day.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._("Body and check-in settings")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="pref-units" label={i18n._("Units")} error={errors.units?.message}>
              <Select
                {...form.register("units", {
                  onChange: (event) => {
                    // The typed weights follow the units: what was 0.5 kg a week reads 1.1 lb.
                    const to = event.target.value as UnitSystem;
                    const converted = convertTypedWeights({ ...form.getValues(), units: unitsBefore.current }, to);
                    form.setValue("goalRateKgPerWeek", converted.goalRateKgPerWeek);
                    form.setValue("goalWeightKg", converted.goalWeightKg);
                    unitsBefore.current = to;
                  },
                })}
              >
                {unitSystems.map((system) => (
                  <option key={system} value={system}>
                    {system === "metric" ? i18n._("Metric (kg, cm)") : i18n._("Imperial (lb, in)")}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="pref-weight-display"
              label={i18n._("Weight display")}
              hint={i18n._("The expenditure and the check-in keep working whichever you choose.")}
              error={errors.weightDisplay?.message}
            >
              <Select {...form.register("weightDisplay")}>
                {weightDisplays.map((display) => (
                  <option key={display} value={display}>
                    {i18n._(weightDisplayLabels[display])}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="pref-goal" label={i18n._("Goal")} error={errors.goalDirection?.message}>
              <Select {...form.register("goalDirection")}>
                {goalDirections.map((goal) => (
                  <option key={goal} value={goal}>
                    {i18n._(goalDirectionLabels[goal])}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="pref-rate"
              label={i18n._("Rate ({unit} a week)", { unit })}
              hint={i18n._("At most 1 % of your body weight a week.")}
              error={inUnits(errors.goalRateKgPerWeek?.message, units)}
            >
              <Input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                disabled={direction === "maintain"}
                {...form.register("goalRateKgPerWeek")}
              />
            </FormField>
            <FormField
              id="pref-goal-weight"
              label={i18n._("Goal weight ({unit})", { unit })}
              hint={i18n._("Optional: a line on the weight chart.")}
              error={inUnits(errors.goalWeightKg?.message, units)}
            >
              <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("goalWeightKg")} />
            </FormField>
            <FormField id="pref-weekday" label={i18n._("Check-in day")} error={errors.checkInWeekday?.message}>
              <Select {...form.register("checkInWeekday")}>
                {weekdays.map((day) => (
                  <option key={day} value={day}>
                    {i18n._(weekdayLabels[day])}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="pref-starting"
              label={i18n._("Your own starting estimate (kcal a day)")}
              hint={i18n._("Optional: replaces the formula's {calories} kcal as the starting point.", {
                calories: writeNumber(profile.dailyEnergy),
              })}
              error={errors.startingExpenditure?.message}
              className="sm:col-span-2"
            >
              <Input type="text" inputMode="numeric" autoComplete="off" {...form.register("startingExpenditure")} />
            </FormField>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <InlineSpinner />}
            {i18n._("Save settings")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
