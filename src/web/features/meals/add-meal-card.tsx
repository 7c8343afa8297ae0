import { Plus, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { mealMessages } from "../../../shared/contracts/meals.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { errorMessage } from "../../lib/api.js";
import { authActionPath } from "../auth/auth-actions.js";
import { useCreateMeal } from "./api.js";
import { MealForm } from "./meal-form.js";
import { emptyMealForm } from "./meal-form-values.js";

/** Spec core 8: 'Unable to add meal: {message}', or 'Error adding the meal' without a message. */
export function addMealErrorText(error: unknown): string {
  const message = errorMessage(error, "");
  return message ? `Unable to add meal: ${message}` : "Error adding the meal";
}

export function AddMealCard({ signedIn }: { signedIn: boolean }) {
  const create = useCreateMeal();
  const [initial, setInitial] = useState(emptyMealForm);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Plus aria-hidden="true" className="size-5 text-emerald-600" />
          Add New Meal
        </CardTitle>
        <CardDescription>Pick a common food or type your own; amounts are rounded to whole numbers.</CardDescription>
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <MealForm
            idPrefix="add-meal"
            initial={initial}
            submitLabel="Add Meal"
            pending={create.isPending}
            withPresets
            onSubmit={async (meal) => {
              try {
                const saved = await create.mutateAsync(meal);
                toast.success("Meal added", { description: `${saved.food}: ${saved.calories} kcal` });
                setInitial(emptyMealForm());
                return true;
              } catch (error) {
                toast.error(addMealErrorText(error));
                throw error;
              }
            }}
          />
        ) : (
          <div className="space-y-3 text-sm text-neutral-600 dark:text-neutral-400">
            <p>{mealMessages.loginRequired}.</p>
            <Button asChild>
              <Link to={authActionPath("register-to-add-meals")}>
                <UserPlus aria-hidden="true" className="size-4" />
                Register to add meals
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
