import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Target } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { type CreateGoalRequest, type Goal, goalPresetKeys } from "../../../shared/contracts/goals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Switch } from "../../components/ui/switch.js";
import { Textarea } from "../../components/ui/textarea.js";
import { errorMessage } from "../../lib/api.js";
import { todayLocal } from "../../lib/dates.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useCreateGoal, useUpdateGoal } from "./api.js";
import {
  applyPreset,
  emptyGoalForm,
  type GoalFormValues,
  goalFormOf,
  goalFormSchema,
  presetLabels,
} from "./goal-form-values.js";

const amountFields = [
  ["calories", msg("Calories (kcal)")],
  ["proteins", msg("Proteins (g)")],
  ["carbs", msg("Carbs (g)")],
  ["fats", msg("Fats (g)")],
] as const;

interface GoalFormProps {
  /** The goal being edited, or null to create one. */
  editing: Goal | null;
  onDone: () => void;
}

/** Create or edit a nutrition goal; a preset fills the name, description and values. */
export function GoalForm({ editing, onDone }: GoalFormProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const form = useForm<GoalFormValues, unknown, CreateGoalRequest>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: emptyGoalForm(todayLocal()),
  });
  const { errors } = form.formState;
  const activeLabelId = useId();
  const startDate = form.watch("startDate");

  useEffect(() => form.reset(editing ? goalFormOf(editing) : emptyGoalForm(todayLocal())), [editing, form]);

  const onPreset = (value: string) => {
    const preset = goalPresetKeys.find((key) => key === value);
    if (preset) form.reset(applyPreset(form.getValues(), preset), { keepErrors: false });
  };

  const submit = form.handleSubmit(async (goal) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, changes: { ...goal, endDate: goal.endDate ?? null } });
        toast.success(i18n._("Goal updated"));
      } else {
        await create.mutateAsync(goal);
        toast.success(i18n._("Goal created"));
      }
      form.reset(emptyGoalForm(todayLocal()));
      onDone();
    } catch (error) {
      toast.error(editing ? i18n._("Error updating the goal") : i18n._("Error creating the goal"), {
        description: errorMessage(error),
      });
      showServerFieldErrors(form, error);
    }
  });

  const pending = create.isPending || update.isPending;
  return (
    <Card id="goal-form">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {editing ? (
            <Pencil aria-hidden="true" className="size-5 text-emerald-600" />
          ) : (
            <Target aria-hidden="true" className="size-5 text-emerald-600" />
          )}
          {editing ? i18n._("Edit Goal") : i18n._("Create Goal")}
        </CardTitle>
        <CardDescription>
          {editing
            ? i18n._("Editing “{name}”.", { name: editing.name })
            : i18n._("Start from a preset or set your own daily targets.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4"
          aria-label={editing ? i18n._("Edit goal") : i18n._("Create goal")}
        >
          <FormField id="goal-preset" label={i18n._("Preset")} error={undefined}>
            <Select {...form.register("preset", { onChange: (event) => onPreset(event.target.value) })}>
              <option value="">{i18n._("Choose a preset")}</option>
              {goalPresetKeys.map((key) => (
                <option key={key} value={key}>
                  {i18n._(presetLabels[key])}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="goal-name" label={i18n._("Name")} error={errors.name?.message}>
            <Input autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField id="goal-description" label={i18n._("Description")} error={errors.description?.message}>
            <Textarea rows={2} placeholder={i18n._("Optional")} {...form.register("description")} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            {amountFields.map(([name, label]) => (
              <FormField key={name} id={`goal-${name}`} label={i18n._(label)} error={errors[name]?.message}>
                <Input type="text" inputMode="decimal" autoComplete="off" {...form.register(name)} />
              </FormField>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="goal-start" label={i18n._("Start date")} error={errors.startDate?.message}>
              <Input
                type="date"
                {...form.register("startDate", {
                  onChange: (event) => {
                    const end = form.getValues("endDate");
                    if (end && end < event.target.value) form.setValue("endDate", event.target.value);
                  },
                })}
              />
            </FormField>
            <FormField
              id="goal-end"
              label={i18n._("End date")}
              hint={i18n._("Optional; not before the start date")}
              error={errors.endDate?.message}
            >
              <Input type="date" min={startDate || undefined} {...form.register("endDate")} />
            </FormField>
          </div>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  id="goal-active"
                  aria-labelledby={activeLabelId}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Label id={activeLabelId} htmlFor="goal-active">
              {i18n._("Active goal")}
            </Label>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={pending}>
              {pending && <InlineSpinner />}
              {editing ? i18n._("Update Goal") : i18n._("Create Goal")}
            </Button>
            {editing && (
              <Button variant="outline" onClick={onDone}>
                {i18n._("Cancel")}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
