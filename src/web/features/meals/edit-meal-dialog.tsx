import { useMemo } from "react";
import type { Meal } from "../../../shared/contracts/meals.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useUpdateMeal } from "./api.js";
import { MealForm } from "./meal-form.js";
import { mealFormOf } from "./meal-form-values.js";

/** Edits a meal in place (PATCH); closes when saved. */
export function EditMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  const update = useUpdateMeal();
  const initial = useMemo(() => (meal ? mealFormOf(meal) : null), [meal]);
  return (
    <Dialog open={meal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{i18n._("Edit meal")}</DialogTitle>
        <DialogDescription className="mb-4">
          {i18n._("Change what you ate, the amounts or the time.")}
        </DialogDescription>
        {meal && initial && (
          <MealForm
            idPrefix="edit-meal"
            initial={initial}
            submitLabel={i18n._("Save Changes")}
            pending={update.isPending}
            onSubmit={async (changes) => {
              try {
                await update.mutateAsync({ id: meal.id, changes });
                toast.success(i18n._("Meal updated"));
                onClose();
                return true;
              } catch (error) {
                toast.error(i18n._("Unable to update the meal: {message}", { message: errorMessage(error) }));
                throw error;
              }
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
