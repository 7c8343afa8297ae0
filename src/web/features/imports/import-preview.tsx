import { useId, useState } from "react";
import {
  type ConfirmImportInput,
  type ExistingDayChoice,
  type Import,
  importMessages,
  type ImportPreview as Preview,
} from "../../../shared/contracts/imports.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Switch } from "../../components/ui/switch.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { ProblemList, Summary } from "./preview-summary.js";

type Kind = "meals" | "weighIns" | "measurements";
const kinds: { key: Kind; label: string }[] = [
  { key: "meals", label: msg("Meals") },
  { key: "weighIns", label: msg("Weigh-ins") },
  { key: "measurements", label: msg("Measurements") },
];

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

function RadioGroup<V extends string>(props: {
  legend: string;
  name: string;
  value: V | undefined;
  options: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="mt-0.5 size-4 accent-emerald-600"
          />
          <span>
            {i18n._(option.label)}
            {option.hint && <span className="block text-neutral-500 dark:text-neutral-400">{i18n._(option.hint)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function present(preview: Preview, kind: Kind): boolean {
  return preview.counts[kind] > 0;
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
  const name = useId();
  const [include, setInclude] = useState<Record<Kind, boolean>>({
    meals: present(preview, "meals"),
    weighIns: present(preview, "weighIns"),
    measurements: present(preview, "measurements"),
  });
  const [apps, setApps] = useState<string[]>(preview.sources.map((source) => source.name));
  const [answers, setAnswers] = useState<ConfirmImportInput["answers"]>({});
  const [existingDays, setExistingDays] = useState<ExistingDayChoice>("skip-day");
  const [asked, setAsked] = useState(false);

  const unanswered = preview.questions.some((question) => !answers?.[question.id]);
  const nothing = !kinds.some(({ key }) => include[key]);
  const submit = () => {
    setAsked(true);
    if (unanswered || nothing) return;
    props.onConfirm({
      include,
      answers,
      existingDays,
      ...(preview.sources.length > 0 ? { sources: apps } : {}),
    });
  };

  return (
    <div className="space-y-5">
      <Summary item={item} />
      {preview.questions.map((question) => (
        <div key={question.id} className="rounded-lg border border-amber-300 p-3 dark:border-amber-800">
          <RadioGroup
            legend={i18n._(questionText[question.id].legend)}
            name={`${name}-${question.id}`}
            value={answers?.[question.id]}
            options={question.options.map((value) => ({
              value,
              label: (questionText[question.id].options as Record<string, string>)[value] ?? value,
            }))}
            onChange={(value) => setAnswers({ ...answers, [question.id]: value })}
          />
          {question.examples.length > 0 && (
            <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
              {i18n._("From {file}: {examples}", { file: question.file, examples: question.examples.join(", ") })}
            </p>
          )}
        </div>
      ))}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{i18n._("Bring in")}</legend>
        {kinds.map(({ key, label }) => (
          <div key={key} className="flex items-center gap-3">
            <Switch
              id={`${name}-${key}`}
              checked={include[key]}
              disabled={!present(preview, key)}
              onCheckedChange={(checked) => setInclude({ ...include, [key]: checked })}
            />
            <label htmlFor={`${name}-${key}`} className="text-sm">
              {i18n._(label)} ({writeNumber(preview.counts[key])})
            </label>
          </div>
        ))}
      </fieldset>
      {preview.sources.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{i18n._("Apps whose records to keep")}</legend>
          {preview.sources.map((source) => (
            <label key={source.name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-emerald-600"
                checked={apps.includes(source.name)}
                onChange={(event) =>
                  setApps(event.target.checked ? [...apps, source.name] : apps.filter((app) => app !== source.name))
                }
              />
              <span className="min-w-0 break-words">
                {source.name}{" "}
                <span className="text-neutral-500 dark:text-neutral-400">
                  (
                  {i18n._("{meals}, {weighIns}, {measurements}", {
                    meals: i18n._("{count, plural, one {# meal} other {# meals}}", { count: source.meals }),
                    weighIns: i18n._("{count, plural, one {# weigh-in} other {# weigh-ins}}", {
                      count: source.weighIns,
                    }),
                    measurements: i18n._("{count, plural, one {# measurement} other {# measurements}}", {
                      count: source.measurements,
                    }),
                  })}
                  )
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {preview.daysWithMeals > 0 && (
        <RadioGroup
          legend={i18n._(
            "{count, plural, one {# of the file's days already has meals here} other {# of the file's days already have meals here}}",
            { count: preview.daysWithMeals },
          )}
          name={`${name}-existing`}
          value={existingDays}
          options={dayChoices}
          onChange={setExistingDays}
        />
      )}
      <ProblemList preview={preview} />
      {asked && (unanswered || nothing) && (
        <Alert tone="danger" role="alert">
          {i18n._(unanswered ? importMessages.answerNeeded : importMessages.nothingChosen)}
        </Alert>
      )}
      {props.error && (
        <Alert tone="danger" role="alert">
          {props.error}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={pending}>
          {pending && <InlineSpinner />}
          {i18n._("Import")}
        </Button>
        <Button variant="outline" onClick={props.onCancel} disabled={pending}>
          {i18n._("Choose another file")}
        </Button>
      </div>
    </div>
  );
}
