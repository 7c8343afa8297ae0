import { zodResolver } from "@hookform/resolvers/zod";
import { type KeyboardEvent, useId } from "react";
import { useForm } from "react-hook-form";
import type {
  ConfirmImportInput,
  ExistingDayChoice,
  Import,
  ImportPreview as Preview,
} from "../../../shared/contracts/imports.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { i18n } from "../../lib/i18n.js";
import { AppCheckboxes, KindSwitches, RadioGroup } from "./import-choice-fields.js";
import {
  type ImportChoicesRequest,
  type ImportChoiceValues,
  importChoicesFormSchema,
  importChoicesOf,
} from "./import-choices-values.js";
import { ProblemList, Summary } from "./preview-summary.js";

const dayChoices: { value: ExistingDayChoice; label: string; hint: string }[] = [
  {
    value: "skip-day",
    label: msg("Skip those days"),
    hint: msg("keep what you logged here; the file's meals of those days are left out"),
  },
  { value: "keep-both", label: msg("Keep both"), hint: msg("add the file's meals beside yours") },
  {
    value: "replace-imported",
    label: msg("Replace imported meals"),
    hint: msg("earlier imported meals of those days go; yours stay"),
  },
];

const questionText = {
  dateOrder: {
    legend: msg("How are dates written in this file?"),
    options: { DMY: msg("Day first (31/12/2026)"), MDY: msg("Month first (12/31/2026)") },
  },
  weightUnit: {
    legend: msg("Which unit are the weights in?"),
    options: { kg: msg("Kilograms (kg)"), lb: msg("Pounds (lb)") },
  },
} as const;

/**
 * Enter on a radio or checkbox would submit the form (implicit submission) and store the import;
 * the choices never did that, only the Import button does.
 */
function keepEnterOnChoices(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLInputElement;
  if (event.key === "Enter" && (target.type === "radio" || target.type === "checkbox")) event.preventDefault();
}

/**
 * What the file holds and the person's choices: which kinds to bring in, which apps (Apple
 * Health), the answers the file needs, and what to do with days that already have meals.
 */
export function ImportPreviewPanel(props: {
  item: Import & { preview: Preview };
  pending: boolean;
  error: string | null;
  onConfirm: (choices: ConfirmImportInput) => void;
  onCancel: () => void;
}) {
  const { item, pending } = props;
  const preview = item.preview;
  const id = useId();
  const form = useForm<ImportChoiceValues, unknown, ImportChoicesRequest>({
    resolver: zodResolver(importChoicesFormSchema(preview)),
    defaultValues: importChoicesOf(preview),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((choices) => props.onConfirm(choices));

  return (
    <form onSubmit={submit} onKeyDown={keepEnterOnChoices} noValidate className="space-y-5">
      <Summary item={item} />
      {preview.questions.map((question) => (
        <div key={question.id} className="rounded-lg border border-amber-300 p-3 dark:border-amber-800">
          <RadioGroup
            legend={i18n._(questionText[question.id].legend)}
            options={question.options.map((value) => ({
              value,
              label: (questionText[question.id].options as Record<string, string>)[value] ?? value,
            }))}
            registration={form.register(`answers.${question.id}`)}
            errorId={`${id}-${question.id}-error`}
            error={errors.answers?.[question.id]?.message}
          />
          {question.examples.length > 0 && (
            <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
              {i18n._("From {file}: {examples}", { file: question.file, examples: question.examples.join(", ") })}
            </p>
          )}
        </div>
      ))}
      <KindSwitches control={form.control} preview={preview} idPrefix={id} error={errors.include?.message} />
      {preview.sources.length > 0 && <AppCheckboxes control={form.control} preview={preview} />}
      {preview.daysWithMeals > 0 && (
        <RadioGroup
          legend={i18n._(
            "{count, plural, one {# of the file's days already has meals here} other {# of the file's days already have meals here}}",
            { count: preview.daysWithMeals },
          )}
          options={dayChoices}
          registration={form.register("existingDays")}
          errorId={`${id}-existing-error`}
          error={errors.existingDays?.message}
        />
      )}
      <ProblemList preview={preview} />
      {props.error && (
        <Alert tone="danger" role="alert">
          {props.error}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending && <InlineSpinner />}
          {i18n._("Import")}
        </Button>
        <Button variant="outline" onClick={props.onCancel} disabled={pending}>
          {i18n._("Choose another file")}
        </Button>
      </div>
    </form>
  );
}
