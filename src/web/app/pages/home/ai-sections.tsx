import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { AiPanel } from "../../../features/ai/ai-panel.js";
import { ChatPanel } from "../../../features/ai/chat/chat-panel.js";
import { GoalRecommendationsPanel } from "../../../features/ai/goals/goal-recommendations-panel.js";
import { MealSuggestionsPanel } from "../../../features/ai/meals/meal-suggestions-panel.js";
import { useCreateGoal } from "../../../features/goals/api.js";
import { useCreateMeal } from "../../../features/meals/api.js";
import { i18n } from "../../../lib/i18n.js";
import { SampleSuggestionsCard } from "./sample-suggestions-card.js";

/** The demo shows sample data and fetches nothing, so the AI panels say where to find them. */
function DemoAiNotice({ section }: { section: "goals" }) {
  return (
    <AiPanel
      icon={<Sparkles />}
      title={i18n._("AI Recommendations")}
      description={i18n._("The AI assistant works on your own meals and goals, so it is not part of the demo.")}
    >
      <Button asChild variant="outline">
        <Link to={`/home?section=${section}`}>{i18n._("Leave the demo")}</Link>
      </Button>
    </AiPanel>
  );
}

const grid = "grid gap-6 lg:grid-cols-5 lg:items-start";

/** Meals tab: Personalized AI Recommendations beside the Nutrition Consultant. */
export function MealsAiSection({ demo }: { demo: boolean }) {
  const createMeal = useCreateMeal();
  // The demo fetches nothing: the sample suggestions show what the section offers.
  if (demo) return <SampleSuggestionsCard />;
  return (
    <div className={grid}>
      <MealSuggestionsPanel className="lg:col-span-3" logMeal={(meal) => createMeal.mutateAsync(meal)} />
      <ChatPanel chatType="meals" className="lg:col-span-2" />
    </div>
  );
}

/** Goals tab: AI Recommendations beside the Nutritional Goals Consultant. */
export function GoalsAiSection({ demo }: { demo: boolean }) {
  const createGoal = useCreateGoal();
  if (demo) return <DemoAiNotice section="goals" />;
  return (
    <div className={grid}>
      <GoalRecommendationsPanel className="lg:col-span-3" createGoal={(goal) => createGoal.mutateAsync(goal)} />
      <ChatPanel chatType="goals" className="lg:col-span-2" />
    </div>
  );
}
