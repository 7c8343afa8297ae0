import type { Import, ImportPreview } from "../../../shared/contracts/imports.js";
import { formatBytes, formatDay, plural, sourceLabel } from "./format.js";

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
  const range = preview.from && preview.to ? `${formatDay(preview.from)} – ${formatDay(preview.to)}` : "No dated rows";
  const duplicates = preview.duplicates.meals + preview.duplicates.weighIns + preview.duplicates.measurements;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Source" value={sourceLabel(preview.source)} />
        <Fact label="File" value={`${item.fileName} (${preview.kind.toUpperCase()}, ${formatBytes(item.fileBytes)})`} />
        <Fact label="Dates" value={range} />
        <Fact label="Days" value={preview.days.toLocaleString("en")} />
        <Fact label="Meals" value={preview.counts.meals.toLocaleString("en")} />
        <Fact label="Foods" value={preview.counts.foods.toLocaleString("en")} />
        <Fact label="Weigh-ins" value={preview.counts.weighIns.toLocaleString("en")} />
        <Fact label="Measurements" value={preview.counts.measurements.toLocaleString("en")} />
      </dl>
      {duplicates > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Already imported earlier, and not stored again: {plural(preview.duplicates.meals, "meal")},{" "}
          {plural(preview.duplicates.weighIns, "weigh-in")},{" "}
          {plural(preview.duplicates.measurements, "measurement day")}.
        </p>
      )}
      {(preview.extras.goals > 0 ||
        preview.extras.foods > 0 ||
        preview.extras.recipes > 0 ||
        preview.extras.profile) && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Also in it: {plural(preview.extras.goals, "goal")}, {plural(preview.extras.foods, "own food")},{" "}
          {plural(preview.extras.recipes, "recipe")}
          {preview.extras.profile ? " and a profile (used only if you have none)" : ""}.
        </p>
      )}
      {preview.reported.length > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Read but not imported:{" "}
          {preview.reported.map((file) => `${file.what} (${plural(file.rows, "row")})`).join(", ")}.
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
        {plural(preview.problemCount, "row")} could not be read and will be left out
      </summary>
      <ul className="mt-2 space-y-1">
        {shown.map((problem) => (
          <li key={`${problem.file}:${problem.line}:${problem.reason}`} className="break-words">
            <span className="font-mono text-xs">
              {problem.file}
              {problem.line > 0 ? `, line ${problem.line}` : ""}
            </span>
            : {problem.reason}
          </li>
        ))}
      </ul>
      {preview.problemCount > shown.length && (
        <p className="mt-2 text-neutral-500 dark:text-neutral-400">…and {preview.problemCount - shown.length} more.</p>
      )}
    </details>
  );
}
