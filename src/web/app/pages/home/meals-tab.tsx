import { useEffect, useState } from "react";
import type { MealType } from "../../../../shared/contracts/meals.js";
import { DayStatusControl } from "../../../features/day-status/day-status-control.js";
import type { DemoData } from "../../../features/demo/sample-data.js";
import { MealDiary } from "../../../features/meals/meal-diary.js";
import { DayNutrientsDialog } from "../../../features/nutrients/day-nutrients-dialog.js";
import { todayLocal } from "../../../lib/dates.js";
import { i18n } from "../../../lib/i18n.js";
import { AddMealCard, type AddMealStart } from "./add-meal-card.js";
import { MealsAiSection } from "./ai-sections.js";

interface MealsTabProps {
  signedIn: boolean;
  demo: DemoData | null;
  /** 'Add Today's Meal' on the welcome banner: start in the food search. */
  addRequest: AddMealStart | null;
}

export function MealsTab({ signedIn, demo, addRequest }: MealsTabProps) {
  const [date, setDate] = useState(todayLocal);
  const [start, setStart] = useState<AddMealStart | null>(addRequest);

  useEffect(() => {
    if (addRequest) setStart(addRequest);
  }, [addRequest]);

  const addTo = (mealType: MealType) =>
    setStart({ mealType, date: date === todayLocal() ? undefined : date, key: Date.now() });

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{i18n._("Meals")}</h2>
      {demo === null && <AddMealCard signedIn={signedIn} start={start} />}
      <MealDiary
        signedIn={signedIn}
        demoMeals={demo?.meals ?? null}
        date={date}
        onDateChange={setDate}
        onAdd={addTo}
        NutrientsDialog={DayNutrientsDialog}
        DayStatus={DayStatusControl}
      />
      <MealsAiSection demo={demo !== null} />
    </div>
  );
}
