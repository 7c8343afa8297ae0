import type { Meal } from "../../../shared/contracts/meals.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useDeleteMeal } from "./api.js";
import { plainFigure } from "./labels.js";

/** Spec core 8: 'Unable to delete the meal: {message}', or 'Error while deleting the meal'. */
export function deleteMealErrorText(error: unknown): string {
  const message = errorMessage(error, "");
  return message
    ? i18n._("Unable to delete the meal: {message}", { message })
    : i18n._("Error while deleting the meal");
}

export function DeleteMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  const remove = useDeleteMeal();
  return (
    <ConfirmDialog
      open={meal !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._("Delete this meal?")}
      description={i18n._("{food} ({calories} kcal) will be removed from your history. This cannot be undone.", {
        food: meal?.food ?? "",
        calories: plainFigure(meal?.calories ?? 0),
      })}
      confirmLabel={i18n._("Delete")}
      pending={remove.isPending}
      onConfirm={() => {
        if (!meal) return;
        remove.mutate(meal.id, {
          onSuccess: () => {
            toast.success(i18n._("Meal deleted"));
            onClose();
          },
          onError: (error) => toast.error(deleteMealErrorText(error)),
        });
      }}
    />
  );
}
