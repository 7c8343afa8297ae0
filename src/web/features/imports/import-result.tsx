import { CheckCircle2 } from "lucide-react";
import type { ImportResult } from "../../../shared/contracts/imports.js";
import { Alert } from "../../components/ui/alert.js";
import { i18n } from "../../lib/i18n.js";
import { counted } from "./format.js";

/** What storing did, in one short paragraph: what came in, what was left out and why. */
export function resultLines(result: ImportResult): { stored: string; skipped: string | null } {
  const { stored, skipped } = result;
  const parts = [
    counted.meals(stored.meals),
    counted.weighIns(stored.weighIns),
    counted.measurementDays(stored.measurements),
  ];
  if (stored.goals) parts.push(counted.goals(stored.goals));
  if (stored.foods) parts.push(counted.ownFoods(stored.foods));
  if (stored.profile) parts.push(i18n._("your profile"));
  const left = [
    skipped.duplicates && i18n._("{count} already imported", { count: skipped.duplicates }),
    skipped.existingDays && i18n._("{count} on days you had already logged", { count: skipped.existingDays }),
    skipped.existingBody &&
      i18n._("{count} on days that already had a weigh-in or measurement", { count: skipped.existingBody }),
    skipped.notChosen && i18n._("{count} not chosen", { count: skipped.notChosen }),
    skipped.outOfRange && i18n._("{count} outside the dates or values Macrowise keeps", { count: skipped.outOfRange }),
  ].filter(Boolean);
  const what = parts.join(", ");
  return {
    stored: result.replaced
      ? i18n._("Stored {what}, replacing {replaced}.", { what, replaced: counted.importedMeals(result.replaced) })
      : i18n._("Stored {what}.", { what }),
    skipped: left.length ? i18n._("Skipped {what}.", { what: left.join(", ") }) : null,
  };
}

export function ImportResultPanel({ result }: { result: ImportResult }) {
  const lines = resultLines(result);
  return (
    <Alert role="status" className="flex gap-3">
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 break-words">
        <p className="font-medium">{lines.stored}</p>
        {lines.skipped && <p>{lines.skipped}</p>}
      </div>
    </Alert>
  );
}
