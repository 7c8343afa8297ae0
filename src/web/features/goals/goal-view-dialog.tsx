import type { Goal } from "../../../shared/contracts/goals.js";
import { GoalValues } from "../../components/goal-values.js";
import { Badge } from "../../components/ui/badge.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { shortDate } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";

export function GoalViewDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {goal && (
          <>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {goal.name}
              {goal.isActive ? <Badge>{i18n._("Active")}</Badge> : <Badge tone="neutral">{i18n._("Inactive")}</Badge>}
            </DialogTitle>
            <DialogDescription>{goal.description || i18n._("No description.")}</DialogDescription>
            <GoalValues goal={goal} className="mt-4 sm:grid-cols-2" />
            <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">{i18n._("Start")}</dt>
                <dd>{shortDate(goal.startDate)}</dd>
              </div>
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">{i18n._("End")}</dt>
                <dd>{goal.endDate ? shortDate(goal.endDate) : i18n._("No end date")}</dd>
              </div>
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">{i18n._("Created")}</dt>
                <dd>{shortDate(goal.createdAt)}</dd>
              </div>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
