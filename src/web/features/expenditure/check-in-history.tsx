import { parseISO } from "date-fns";
import type { CheckIn } from "../../../shared/contracts/check-ins.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";

const SHOWN = 5;

/** The last check-ins: the day, the expenditure it saw, the calories proposed, and what the person chose. */
export function CheckInHistory({ checkIns }: { checkIns: readonly CheckIn[] }) {
  return (
    <section aria-labelledby="check-in-history-heading" className="space-y-2">
      <h3 id="check-in-history-heading" className="font-semibold">
        {i18n._("Past check-ins")}
      </h3>
      <ul className="divide-y divide-neutral-100 text-sm dark:divide-neutral-800" data-testid="check-in-history">
        {checkIns.slice(0, SHOWN).map((checkIn) => (
          <li key={checkIn.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
            <span className="font-medium">{format(parseISO(checkIn.date), "EEE d MMM yyyy")}</span>
            <span className="text-neutral-700 dark:text-neutral-300">
              {checkIn.accepted
                ? i18n._("{kcal} kcal · accepted · burning {expenditure}", {
                    kcal: writeNumber(checkIn.calories),
                    expenditure: writeNumber(checkIn.expenditure),
                  })
                : i18n._("{kcal} kcal · kept the goal · burning {expenditure}", {
                    kcal: writeNumber(checkIn.calories),
                    expenditure: writeNumber(checkIn.expenditure),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
