import { CalendarPlus } from "lucide-react";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { todayLocal } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
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
            copiedText: i18n._("Yesterday copied to today"),
            nothingText: i18n._("Nothing to copy: no meals were logged yesterday"),
          })
        }
      >
        {pending ? <InlineSpinner /> : <CalendarPlus aria-hidden="true" className="size-4" />}
        {/* Under 400 px the button says only "Copy yesterday"; its name stays the whole sentence. */}
        <span className="max-[399px]:sr-only">{i18n._("Copy yesterday to today")}</span>
        <span aria-hidden="true" className="min-[400px]:hidden">
          {i18n._("Copy yesterday")}
        </span>
      </Button>
      {dialog}
    </>
  );
}
