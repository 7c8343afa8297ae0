import { Sparkles } from "lucide-react";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";

/** Honest placeholder: AI meal suggestions come with the AI assistant. */
export function AiMealSuggestionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-emerald-600" />
          AI Meal Suggestions
          <Badge>Premium</Badge>
        </CardTitle>
        <CardDescription>
          Personalised meal ideas with pictures, based on your goal and what you have eaten today.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-neutral-600 dark:text-neutral-400">
        <p>This arrives with the AI nutrition assistant in an upcoming update; nothing is generated yet.</p>
      </CardContent>
    </Card>
  );
}
