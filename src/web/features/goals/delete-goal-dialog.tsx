import type { Goal } from "../../../shared/contracts/goals.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useDeleteGoal } from "./api.js";

export function DeleteGoalDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const remove = useDeleteGoal();
  return (
    <ConfirmDialog
      open={goal !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._("Delete this goal?")}
      description={
        <>
          <strong>{goal?.name}</strong> {i18n._("will be removed from your goals. This cannot be undone.")}
        </>
      }
      confirmLabel={i18n._("Delete")}
      pending={remove.isPending}
      onConfirm={() => {
        if (!goal) return;
        remove.mutate(goal.id, {
          onSuccess: () => {
            toast.success(i18n._("Goal deleted"));
            onClose();
          },
          onError: (error) =>
            toast.error(i18n._("Unable to delete the goal: {reason}", { reason: errorMessage(error) })),
        });
      }}
    />
  );
}
