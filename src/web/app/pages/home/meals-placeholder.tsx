import { Utensils } from "lucide-react";
import { ComingSoonCard } from "./coming-soon-card.js";

export function MealsPlaceholder() {
  return (
    <>
      <h2 className="sr-only">Meals</h2>
      <ComingSoonCard title="Your Meals" icon={<Utensils aria-hidden="true" className="size-5 text-emerald-600" />}>
        <p>No meals recorded yet. Soon you will add meals here and see your history grouped by day.</p>
      </ComingSoonCard>
    </>
  );
}
