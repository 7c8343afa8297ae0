import type { Goal } from "../../../shared/contracts/goals.js";
import { GoalValues } from "../../components/goal-values.js";
import { Badge } from "../../components/ui/badge.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { shortDate } from "../../lib/dates.js";

export function GoalViewDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {goal && (
          <>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {goal.name}
              {goal.isActive ? <Badge>Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
            </DialogTitle>
            <DialogDescription>{goal.description || "No description."}</DialogDescription>
            <GoalValues goal={goal} className="mt-4 sm:grid-cols-2" />
            <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">Start</dt>
                <dd>{shortDate(goal.startDate)}</dd>
              </div>
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">End</dt>
                <dd>{goal.endDate ? shortDate(goal.endDate) : "No end date"}</dd>
              </div>
              <div>
                <dt className="text-neutral-500 dark:text-neutral-400">Created</dt>
                <dd>{shortDate(goal.createdAt)}</dd>
              </div>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
