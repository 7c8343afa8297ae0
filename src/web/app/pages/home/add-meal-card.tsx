import { BookOpen, Plus, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Food } from "../../../../shared/contracts/foods.js";
import { type MealType, mealMessages } from "../../../../shared/contracts/meals.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { addMealErrorText, plainFigure } from "../../../features/foods/labels.js";
import { LogFoodForm } from "../../../features/foods/log-food-form.js";
import { MyFoodsDialog, type MyFoodsTab } from "../../../features/foods/my-foods-dialog.js";
import { useCreateMeal } from "../../../features/meals/api.js";
import { CopyYesterdayButton } from "../../../features/meals/copy-yesterday-button.js";
import { MealForm } from "../../../features/meals/meal-form.js";
import { emptyMealForm } from "../../../features/meals/meal-form-values.js";
import { authActionPath } from "../../../lib/auth-actions.js";
import { i18n } from "../../../lib/i18n.js";
import { usualTimeOf } from "../../../lib/meal-types.js";
import { toast } from "../../../lib/toast.js";

/** A fresh quick add for a slot: its meal type and, for another day, that day at the usual time. */
function startedMealForm(start: AddMealStart) {
  const form = emptyMealForm();
  const mealType = start.mealType ?? form.mealType;
  return {
    ...form,
    mealType,
    timestamp: start.date && mealType ? `${start.date}T${usualTimeOf[mealType]}` : form.timestamp,
  };
}

export { addMealErrorText };

type EntryMode = "food" | "manual";

/** Where an add starts: a slot's meal type, another day, or just "now"; `key` changes each time. */
export interface AddMealStart {
  mealType?: MealType;
  /** A day other than today, 'YYYY-MM-DD'. */
  date?: string;
  key: number;
}

export function AddMealCard({ signedIn, start = null }: { signedIn: boolean; start?: AddMealStart | null }) {
  const create = useCreateMeal();
  const [initial, setInitial] = useState(() => (start ? startedMealForm(start) : emptyMealForm()));
  const [mode, setMode] = useState<EntryMode>("food");
  const [seenStart, setSeenStart] = useState(start);
  const [picked, setPicked] = useState<{ food: Food; key: number } | null>(null);
  const [myFoodsOpen, setMyFoodsOpen] = useState(false);
  const [myFoodsTab, setMyFoodsTab] = useState<MyFoodsTab>("list");
  const [newFoodName, setNewFoodName] = useState("");

  // A slot's '+ Add' (or 'Add Today's Meal') starts in the food search, the quickest way in.
  // The quick add follows the same start, so switching to it keeps the slot's type and day.
  // Switched while rendering, not in an effect: the food form's own effect focuses its search in
  // the same commit, and a search still hidden behind the Quick add tab cannot take the focus.
  if (start !== seenStart) {
    setSeenStart(start);
    if (start) {
      setMode("food");
      setInitial(startedMealForm(start));
    }
  }

  const openMyFoods = (tab: MyFoodsTab, name = "") => {
    setMyFoodsTab(tab);
    setNewFoodName(name);
    setMyFoodsOpen(true);
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Plus aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Add New Meal")}
          </CardTitle>
          <CardDescription>
            {i18n._(
              "Search the food database and pick an amount, or quick add the calories (macros optional). A meal keeps its own numbers.",
            )}
          </CardDescription>
        </div>
        {signedIn && (
          <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
            <CopyYesterdayButton />
            <Button variant="outline" size="sm" onClick={() => openMyFoods("list")}>
              <BookOpen aria-hidden="true" className="size-4" />
              {i18n._("My foods")}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <Tabs value={mode} onValueChange={(value) => setMode(value as EntryMode)}>
            <TabsList aria-label={i18n._("How to add the meal")} className="h-auto max-w-full flex-wrap">
              <TabsTrigger value="food">{i18n._("From food database")}</TabsTrigger>
              <TabsTrigger value="manual">{i18n._("Quick add")}</TabsTrigger>
            </TabsList>
            {/* Both stay mounted, so switching back and forth keeps what was typed. */}
            <TabsContent value="food" forceMount className="mt-4 data-[state=inactive]:hidden">
              <LogFoodForm picked={picked} start={start} onAddOwn={(name) => openMyFoods("food", name)} />
            </TabsContent>
            <TabsContent value="manual" forceMount className="mt-4 data-[state=inactive]:hidden">
              <MealForm
                idPrefix="add-meal"
                initial={initial}
                submitLabel={i18n._("Add Meal")}
                pending={create.isPending}
                withPresets
                onSubmit={async (meal) => {
                  try {
                    const saved = await create.mutateAsync(meal);
                    toast.success(i18n._("Meal added"), {
                      description: i18n._("{food}: {calories} kcal", {
                        food: saved.food,
                        calories: plainFigure(saved.calories),
                      }),
                    });
                    setInitial(emptyMealForm());
                    return true;
                  } catch (error) {
                    toast.error(addMealErrorText(error));
                    throw error;
                  }
                }}
              />
            </TabsContent>
            <MyFoodsDialog
              open={myFoodsOpen}
              onOpenChange={setMyFoodsOpen}
              tab={myFoodsTab}
              onTabChange={setMyFoodsTab}
              newFoodName={newFoodName}
              onUse={(food) => {
                setMyFoodsOpen(false);
                setMode("food");
                setPicked({ food, key: Date.now() });
              }}
            />
          </Tabs>
        ) : (
          <div className="space-y-3 text-sm text-neutral-600 dark:text-neutral-400">
            <p>{i18n._(mealMessages.loginRequired)}.</p>
            <Button asChild>
              <Link to={authActionPath("register-to-add-meals")}>
                <UserPlus aria-hidden="true" className="size-4" />
                {i18n._("Register to add meals")}
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
