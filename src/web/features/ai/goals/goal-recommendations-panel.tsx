import { Lock, RefreshCw, Sparkles, Target } from "lucide-react";
import { useState } from "react";
import { aiMessages, type GoalRecommendation } from "../../../../shared/contracts/ai.js";
import { PremiumGate } from "../../../components/premium-gate.js";
import { Button } from "../../../components/ui/button.js";
import { Skeleton } from "../../../components/ui/skeleton.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { EmptyState, ErrorPanel } from "../../../components/ui/state-panels.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { usePremiumAccess } from "../../../lib/use-premium-access.js";
import { AiPanel } from "../ai-panel.js";
import { goalRecommendationsKey, useGenerateGoalRecommendations, useStoredResults } from "../api.js";
import { generationToasts } from "../generation-toasts.js";
import { useAuthRequired } from "../use-auth-required.js";
import { type CreateGoal, GoalRecommendationCard } from "./goal-recommendation-card.js";

/** The server writes its messages in the page's language: either form means "nothing came back". */
const isNoRecommendations = (message: string) =>
  message === aiMessages.noRecommendations || message === i18n._(aiMessages.noRecommendations);

/** AI Recommendations (spec core 2): a 'Nutritional Goals' tab, 'Generate New', and goal cards. */
export function GoalRecommendationsPanel({ className, createGoal }: { className?: string; createGoal: CreateGoal }) {
  const access = usePremiumAccess();
  const authRequired = useAuthRequired();
  const generate = useGenerateGoalRecommendations();
  const recommendations = useStoredResults<GoalRecommendation[]>(goalRecommendationsKey);
  const [failure, setFailure] = useState<string | null>(null);

  const onGenerate = () => {
    const toasts = generationToasts(i18n._("Generating goal recommendations…"));
    setFailure(null);
    generate.mutate(undefined, {
      onSuccess: (list) => (list.length > 0 ? toasts.success() : toasts.empty(i18n._(aiMessages.noRecommendations))),
      onError: (error) => {
        if (access.reportError(error)) return toasts.dismiss();
        const message = errorMessage(error, aiMessages.generationFailed);
        setFailure(message);
        if (isNoRecommendations(message)) toasts.empty(i18n._(aiMessages.noRecommendations));
        else toasts.error();
      },
    });
  };

  const unlock = (
    <Button onClick={() => authRequired({ redirect: true })}>
      <Lock aria-hidden="true" className="size-4" />
      {i18n._("Log in to Unlock")}
    </Button>
  );

  let body = null;
  if (generate.isPending) {
    body = (
      <div role="status" aria-label={i18n._("Generating goal recommendations")} className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((card) => (
          <Skeleton key={card} className="h-48 w-full" />
        ))}
      </div>
    );
  } else if (failure) {
    body = (
      <ErrorPanel title={i18n._("No recommendations this time")} onRetry={onGenerate}>
        {i18n._(isNoRecommendations(failure) ? aiMessages.noRecommendations : aiMessages.generationFailed)}
      </ErrorPanel>
    );
  } else if (recommendations && recommendations.length > 0) {
    body = (
      <ul aria-label={i18n._("Goal recommendations")} className="grid gap-4 md:grid-cols-2">
        {recommendations.map((goal) => (
          <li key={`${goal.title}-${goal.calories}`}>
            <GoalRecommendationCard goal={goal} onDenied={access.reportError} createGoal={createGoal} />
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <EmptyState icon={<Target />}>
        <p>{i18n._("No recommendations yet.")}</p>
        <p>{i18n._("Press Generate New for goals that fit your profile, your recent days and your energy needs.")}</p>
      </EmptyState>
    );
  }

  return (
    <AiPanel
      id="ai-goal-recommendations"
      icon={<Sparkles />}
      title={i18n._("AI Recommendations")}
      description={i18n._("Goals suggested from your profile, your history and your daily energy needs.")}
      className={className}
    >
      <Tabs defaultValue="goals">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={i18n._("Recommendation type")}>
            <TabsTrigger value="goals">{i18n._("Nutritional Goals")}</TabsTrigger>
          </TabsList>
          {access.status === "allowed" && (
            <Button onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? <InlineSpinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
              {generate.isPending ? i18n._("Generating…") : i18n._("Generate New")}
            </Button>
          )}
        </div>
        <TabsContent value="goals" className="mt-4">
          <PremiumGate access={access.status} feature={i18n._("AI goal recommendations")} guestAction={unlock}>
            {body}
          </PremiumGate>
        </TabsContent>
      </Tabs>
    </AiPanel>
  );
}
