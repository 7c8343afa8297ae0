import type { UnitSystem } from "../../../shared/contracts/profile.js";
import type { WeightChanges } from "../../../shared/contracts/weights.js";
import { msg } from "../../../shared/i18n/msg.js";
import { formatWeightChange } from "../../lib/body-units.js";
import { i18n } from "../../lib/i18n.js";

const rows = [
  ["week", msg("1 week")],
  ["twoWeeks", msg("2 weeks")],
  ["fourWeeks", msg("4 weeks")],
  ["perWeek", msg("Per week")],
] as const;

/**
 * The trend's change over 1, 2 and 4 weeks and its pace per week. A change the weigh-ins do not
 * back (too few in the period) says so instead of a number.
 */
export function WeightChangesList({ changes, units }: { changes: WeightChanges; units: UnitSystem }) {
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      aria-label={i18n._("Change of the trend")}
      data-testid="weight-changes"
    >
      {rows.map(([key, label]) => {
        const value = changes[key];
        return (
          <div key={key} className="rounded-lg bg-neutral-50 p-3 dark:bg-neutral-800/60" data-testid={`change-${key}`}>
            <dt className="text-xs text-neutral-600 dark:text-neutral-400">{i18n._(label)}</dt>
            <dd className="font-semibold tabular-nums">
              {value === null ? (
                <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">
                  {i18n._("Not enough weigh-ins")}
                </span>
              ) : key === "perWeek" ? (
                i18n._("{change} a week", { change: formatWeightChange(value, units, 2) })
              ) : (
                formatWeightChange(value, units)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
