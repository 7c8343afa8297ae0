import type { Import, ImportPreview } from "../../../shared/contracts/imports.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { counted, formatBytes, formatDay, sourceLabel } from "./format.js";

/** Problems listed on the page; the rest are counted. */
const SHOWN_PROBLEMS = 20;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

/** What the file is and holds, and what of it is already here. */
export function Summary({ item }: { item: Import & { preview: ImportPreview } }) {
  const { preview } = item;
  const range =
    preview.from && preview.to ? `${formatDay(preview.from)} – ${formatDay(preview.to)}` : i18n._("No dated rows");
  const extras = {
    goals: counted.goals(preview.extras.goals),
    foods: counted.ownFoods(preview.extras.foods),
    recipes: counted.recipes(preview.extras.recipes),
  };
  const duplicates = preview.duplicates.meals + preview.duplicates.weighIns + preview.duplicates.measurements;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label={i18n._("Source")} value={sourceLabel(preview.source)} />
        <Fact
          label={i18n._("File")}
          value={`${item.fileName} (${preview.kind.toUpperCase()}, ${formatBytes(item.fileBytes)})`}
        />
        <Fact label={i18n._("Dates")} value={range} />
        <Fact label={i18n._("Days")} value={writeNumber(preview.days)} />
        <Fact label={i18n._("Meals")} value={writeNumber(preview.counts.meals)} />
        <Fact label={i18n._("Foods")} value={writeNumber(preview.counts.foods)} />
        <Fact label={i18n._("Weigh-ins")} value={writeNumber(preview.counts.weighIns)} />
        <Fact label={i18n._("Measurements")} value={writeNumber(preview.counts.measurements)} />
      </dl>
      {duplicates > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._("Already imported earlier, and not stored again: {meals}, {weighIns}, {measurementDays}.", {
            meals: counted.meals(preview.duplicates.meals),
            weighIns: counted.weighIns(preview.duplicates.weighIns),
            measurementDays: counted.measurementDays(preview.duplicates.measurements),
          })}
        </p>
      )}
      {(preview.extras.goals > 0 ||
        preview.extras.foods > 0 ||
        preview.extras.recipes > 0 ||
        preview.extras.profile) && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {preview.extras.profile
            ? i18n._("Also in it: {goals}, {foods}, {recipes} and a profile (used only if you have none).", extras)
            : i18n._("Also in it: {goals}, {foods}, {recipes}.", extras)}
        </p>
      )}
      {preview.reported.length > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._("Read but not imported: {files}.", {
            files: preview.reported.map((file) => `${file.what} (${counted.rows(file.rows)})`).join(", "),
          })}
        </p>
      )}
    </div>
  );
}

/** The rows that could not be read, with their line and why. */
export function ProblemList({ preview }: { preview: ImportPreview }) {
  if (preview.problemCount === 0) return null;
  const shown = preview.problems.slice(0, SHOWN_PROBLEMS);
  return (
    <details className="rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800">
      <summary className="cursor-pointer font-medium">
        {i18n._("{count, plural, one {# row} other {# rows}} could not be read and will be left out", {
          count: preview.problemCount,
        })}
      </summary>
      <ul className="mt-2 space-y-1">
        {shown.map((problem) => (
          <li key={`${problem.file}:${problem.line}:${problem.reason}`} className="break-words">
            <span className="font-mono text-xs">
              {problem.line > 0
                ? i18n._("{file}, line {line}", { file: problem.file, line: problem.line })
                : problem.file}
            </span>
            : {problem.reason}
          </li>
        ))}
      </ul>
      {preview.problemCount > shown.length && (
        <p className="mt-2 text-neutral-500 dark:text-neutral-400">
          {i18n._("…and {count} more.", { count: preview.problemCount - shown.length })}
        </p>
      )}
    </details>
  );
}
