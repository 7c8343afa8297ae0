import { Apple, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Food } from "../../../shared/contracts/foods.js";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { IconButton } from "../../components/ui/icon-button.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useDeleteFood, useMyFoods } from "./api.js";
import { kcalSummary } from "./food-amount.js";
import { FoodBadges } from "./food-badges.js";

/** The user's own foods and recipes: log one, or delete it (with confirmation). */
export function MyFoodsList({ onUse }: { onUse: (food: Food) => void }) {
  const query = useMyFoods(true);
  const remove = useDeleteFood();
  const [deleting, setDeleting] = useState<Food | null>(null);

  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={i18n._("Loading your foods")}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel title={i18n._("Unable to load your foods")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={<Apple />}>
        <p>{i18n._("No foods or recipes of your own yet.")}</p>
        <p>{i18n._("Create one with “New food” or “New recipe”.")}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label={i18n._("Your foods and recipes")} className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {query.data.map((food) => (
          <li key={food.id} className="flex items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium wrap-anywhere">
                {food.name} <FoodBadges food={food} />
              </p>
              <p className="text-xs text-neutral-500 dark:text-neutral-400">
                {kcalSummary(food)}
                {food.servings
                  ? i18n._("{count, plural, one { · makes # serving} other { · makes # servings}}", {
                      count: food.servings,
                    })
                  : ""}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={i18n._("Log {food}", { food: food.name })}
              onClick={() => onUse(food)}
            >
              <Plus aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{i18n._("Log")}</span>
            </Button>
            <IconButton
              icon={Trash2}
              variant="ghostDestructive"
              label={i18n._("Delete {food}", { food: food.name })}
              onClick={() => setDeleting(food)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === "recipe" ? i18n._("Delete this recipe?") : i18n._("Delete this food?")}
        description={i18n._("{food} will no longer be searchable. Meals already logged keep their numbers.", {
          food: deleting?.name ?? "",
        })}
        confirmLabel={i18n._("Delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(i18n._("{food} deleted", { food: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => {
              toast.error(i18n._("Unable to delete: {message}", { message: errorMessage(error) }));
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
