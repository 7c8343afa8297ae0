import { Target } from "lucide-react";
import { ComingSoonCard } from "./coming-soon-card.js";

export function GoalsPlaceholder() {
  return (
    <>
      <h2 className="sr-only">Goals</h2>
      <ComingSoonCard title="Nutrition Goals" icon={<Target aria-hidden="true" className="size-5 text-emerald-600" />}>
        <p>No active nutritional goal. Soon you will create goals here and follow their history.</p>
      </ComingSoonCard>
    </>
  );
}
