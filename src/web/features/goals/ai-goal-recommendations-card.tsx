import { Sparkles } from "lucide-react";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";

/** Honest placeholder: AI goal recommendations come with the AI assistant. */
export function AiGoalRecommendationsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-emerald-600" />
          AI Goal Recommendations
          <Badge>Premium</Badge>
        </CardTitle>
        <CardDescription>Goals suggested from your profile, your history and your daily energy needs.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-neutral-600 dark:text-neutral-400">
        <p>This arrives with the AI nutrition assistant in an upcoming update; nothing is generated yet.</p>
      </CardContent>
    </Card>
  );
}
