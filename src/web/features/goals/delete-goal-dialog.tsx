import type { Goal } from "../../../shared/contracts/goals.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useDeleteGoal } from "./api.js";

export function DeleteGoalDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const remove = useDeleteGoal();
  return (
    <ConfirmDialog
      open={goal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this goal?"
      description={
        <>
          <strong>{goal?.name}</strong> will be removed from your goals. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => {
        if (!goal) return;
        remove.mutate(goal.id, {
          onSuccess: () => {
            toast.success("Goal deleted");
            onClose();
          },
          onError: (error) => toast.error(`Unable to delete the goal: ${errorMessage(error)}`),
        });
      }}
    />
  );
}
