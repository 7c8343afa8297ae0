import { CalendarPlus } from "lucide-react";
import { addDays } from "../../../shared/domain/local-day.js";
import { Button } from "../../components/ui/button.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { todayLocal } from "../../lib/dates.js";
import { toast } from "../../lib/toast.js";
import { useCopyDay } from "./api.js";

/** One tap: every meal of yesterday (local days) again today, at the same times. */
export function CopyYesterdayButton() {
  const copyDay = useCopyDay();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={copyDay.isPending}
      onClick={() => {
        const today = todayLocal();
        copyDay.mutate(
          { fromDate: addDays(today, -1), toDate: today },
          {
            onSuccess: (copies) =>
              copies.length > 0
                ? toast.success("Yesterday copied to today", {
                    description: `${copies.length} meal${copies.length === 1 ? "" : "s"}, ${copies.reduce((sum, m) => sum + m.calories, 0)} kcal`,
                  })
                : toast.info("Nothing to copy: no meals were logged yesterday"),
            onError: (error) => toast.error(`Unable to copy: ${errorMessage(error)}`),
          },
        );
      }}
    >
      {copyDay.isPending ? <InlineSpinner /> : <CalendarPlus aria-hidden="true" className="size-4" />}
      <span>
        Copy yesterday<span className="max-[399px]:sr-only"> to today</span>
      </span>
    </Button>
  );
}
