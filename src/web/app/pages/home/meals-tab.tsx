import type { DemoData } from "../../../features/demo/sample-data.js";
import { AddMealCard } from "../../../features/meals/add-meal-card.js";
import { AiMealSuggestionsCard } from "../../../features/meals/ai-meal-suggestions-card.js";
import { MealHistory } from "../../../features/meals/meal-history.js";

export function MealsTab({ signedIn, demo }: { signedIn: boolean; demo: DemoData | null }) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Meals</h2>
      {demo === null && <AddMealCard signedIn={signedIn} />}
      <MealHistory signedIn={signedIn} demoMeals={demo?.meals ?? null} />
      <AiMealSuggestionsCard />
    </div>
  );
}
