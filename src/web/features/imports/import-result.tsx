import { CheckCircle2 } from "lucide-react";
import type { ImportResult } from "../../../shared/contracts/imports.js";
import { Alert } from "../../components/ui/alert.js";
import { plural } from "./format.js";

/** What storing did, in one short paragraph: what came in, what was left out and why. */
export function resultLines(result: ImportResult): { stored: string; skipped: string | null } {
  const { stored, skipped } = result;
  const parts = [
    plural(stored.meals, "meal"),
    plural(stored.weighIns, "weigh-in"),
    plural(stored.measurements, "measurement day"),
  ];
  if (stored.goals) parts.push(plural(stored.goals, "goal"));
  if (stored.foods) parts.push(plural(stored.foods, "own food"));
  if (stored.profile) parts.push("your profile");
  const left = [
    skipped.duplicates && `${skipped.duplicates} already imported`,
    skipped.existingDays && `${skipped.existingDays} on days you had already logged`,
    skipped.existingBody && `${skipped.existingBody} on days that already had a weigh-in or measurement`,
    skipped.notChosen && `${skipped.notChosen} not chosen`,
    skipped.outOfRange && `${skipped.outOfRange} outside the dates or values Macrowise keeps`,
  ].filter(Boolean);
  return {
    stored: `Stored ${parts.join(", ")}${result.replaced ? `, replacing ${plural(result.replaced, "imported meal")}` : ""}.`,
    skipped: left.length ? `Skipped ${left.join(", ")}.` : null,
  };
}

export function ImportResultPanel({ result }: { result: ImportResult }) {
  const lines = resultLines(result);
  return (
    <Alert role="status" className="flex gap-3">
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      <div>
        <p className="font-medium">{lines.stored}</p>
        {lines.skipped && <p>{lines.skipped}</p>}
      </div>
    </Alert>
  );
}
