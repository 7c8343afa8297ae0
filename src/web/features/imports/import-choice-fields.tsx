import { type Control, Controller, type UseFormRegisterReturn } from "react-hook-form";
import type { ImportPreview } from "../../../shared/contracts/imports.js";
import { msg } from "../../../shared/i18n/msg.js";
import { FieldError } from "../../components/ui/field-error.js";
import { Switch } from "../../components/ui/switch.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import {
  type ImportChoicesRequest,
  type ImportChoiceValues,
  importKinds,
  kindInFile,
} from "./import-choices-values.js";

type ChoiceControl = Control<ImportChoiceValues, unknown, ImportChoicesRequest>;

const kindLabels = { meals: msg("Meals"), weighIns: msg("Weigh-ins"), measurements: msg("Measurements") } as const;

/** One choice of several (a question's answer, the existing days), with its message under the group. */
export function RadioGroup(props: {
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  registration: UseFormRegisterReturn;
  errorId: string;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? props.errorId : undefined}>
      <legend className="text-sm font-medium">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            value={option.value}
            {...props.registration}
            className="mt-0.5 size-4 accent-emerald-600"
          />
          <span>
            {i18n._(option.label)}
            {option.hint && <span className="block text-neutral-500 dark:text-neutral-400">{i18n._(option.hint)}</span>}
          </span>
        </label>
      ))}
      <FieldError id={props.errorId} message={props.error} />
    </fieldset>
  );
}

/** The kinds to bring in, one switch each; a kind the file lacks is off and disabled. */
export function KindSwitches(props: {
  control: ChoiceControl;
  preview: ImportPreview;
  idPrefix: string;
  error: string | undefined;
}) {
  const { preview, idPrefix } = props;
  const errorId = `${idPrefix}-include-error`;
  const firstInFile = importKinds.find((kind) => kindInFile(preview, kind));
  return (
    <Controller
      control={props.control}
      name="include"
      render={({ field }) => (
        <fieldset className="space-y-2" aria-describedby={props.error ? errorId : undefined}>
          <legend className="text-sm font-medium">{i18n._("Bring in")}</legend>
          {importKinds.map((kind) => (
            <div key={kind} className="flex items-center gap-3">
              <Switch
                id={`${idPrefix}-${kind}`}
                // The first switch that can change takes the focus when nothing is chosen.
                ref={kind === firstInFile ? field.ref : undefined}
                checked={field.value[kind]}
                disabled={!kindInFile(preview, kind)}
                onCheckedChange={(checked) => field.onChange({ ...field.value, [kind]: checked })}
              />
              <label htmlFor={`${idPrefix}-${kind}`} className="text-sm">
                {i18n._(kindLabels[kind])} ({writeNumber(preview.counts[kind])})
              </label>
            </div>
          ))}
          <FieldError id={errorId} message={props.error} />
        </fieldset>
      )}
    />
  );
}

/** Apple Health: the apps whose records to keep, with what each wrote. */
export function AppCheckboxes(props: { control: ChoiceControl; preview: ImportPreview }) {
  return (
    <Controller
      control={props.control}
      name="sources"
      render={({ field }) => (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{i18n._("Apps whose records to keep")}</legend>
          {props.preview.sources.map((source, index) => (
            <label key={source.name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-emerald-600"
                ref={index === 0 ? field.ref : undefined}
                checked={field.value.includes(source.name)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, source.name]
                      : field.value.filter((app) => app !== source.name),
                  )
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
    />
  );
}
