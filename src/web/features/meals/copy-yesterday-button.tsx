import { CalendarPlus } from "lucide-react";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { todayLocal } from "../../lib/dates.js";
import { useCopyToToday } from "./copy-to-today.js";

/** One tap: every meal of yesterday (local days) again today, at the same times; never twice unasked. */
export function CopyYesterdayButton() {
  const { copy, pending, dialog } = useCopyToToday();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() =>
          copy({
            fromDate: addDays(todayLocal(), -1),
            label: "Yesterday",
            nothingText: "Nothing to copy: no meals were logged yesterday",
          })
        }
      >
        {pending ? <InlineSpinner /> : <CalendarPlus aria-hidden="true" className="size-4" />}
        <span>
          Copy yesterday<span className="max-[399px]:sr-only"> to today</span>
        </span>
      </Button>
      {dialog}
    </>
  );
}
