import type { Meal } from "../../../shared/contracts/meals.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useDeleteMeal } from "./api.js";

/** Spec core 8: 'Unable to delete the meal: {message}', or 'Error while deleting the meal'. */
export function deleteMealErrorText(error: unknown): string {
  const message = errorMessage(error, "");
  return message ? `Unable to delete the meal: ${message}` : "Error while deleting the meal";
}

export function DeleteMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  const remove = useDeleteMeal();
  return (
    <ConfirmDialog
      open={meal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this meal?"
      description={
        <>
          <strong>{meal?.food}</strong> ({meal?.calories} kcal) will be removed from your history. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => {
        if (!meal) return;
        remove.mutate(meal.id, {
          onSuccess: () => {
            toast.success("Meal deleted");
            onClose();
          },
          onError: (error) => toast.error(deleteMealErrorText(error)),
        });
      }}
    />
  );
}
