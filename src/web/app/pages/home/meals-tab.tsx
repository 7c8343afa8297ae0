import { MealsAiSection } from "../../../features/ai/ai-sections.js";
import type { DemoData } from "../../../features/demo/sample-data.js";
import { AddMealCard } from "../../../features/meals/add-meal-card.js";
import { MealHistory } from "../../../features/meals/meal-history.js";

export function MealsTab({ signedIn, demo }: { signedIn: boolean; demo: DemoData | null }) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Meals</h2>
      {demo === null && <AddMealCard signedIn={signedIn} />}
      <MealHistory signedIn={signedIn} demoMeals={demo?.meals ?? null} />
      <MealsAiSection demo={demo !== null} />
    </div>
  );
}
