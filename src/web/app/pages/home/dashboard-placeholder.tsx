import { Target, Utensils } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { LoginRequiredDialog } from "../../../features/auth/login-required-dialog.js";

const totals = [
  { title: "Calories (kcal)", empty: "No calorie goal set" },
  { title: "Protein (g)", empty: "No protein goal set" },
  { title: "Carbs (g)", empty: "No carbs goal set" },
  { title: "Fat (g)", empty: "No fat goal set" },
] as const;

/** Today's totals and empty states; meal and goal data arrive with the meals and goals features. */
export function DashboardPlaceholder({ signedIn, onOpenGoals }: { signedIn: boolean; onOpenGoals: () => void }) {
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Dashboard</h2>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {totals.map((card) => (
          <li key={card.title}>
            <Card>
              <CardHeader>
                <CardDescription>{card.title}</CardDescription>
                <p className="text-3xl font-bold">0</p>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-neutral-500">{card.empty}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Recent Meals</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-2 py-6 text-center text-neutral-500">
            <Utensils aria-hidden="true" className="size-8" />
            <p>No meals recorded today</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Nutritional Goal</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-3 py-6 text-center text-neutral-500">
            <Target aria-hidden="true" className="size-8" />
            <p>No active nutritional goal</p>
            <Button variant="outline" onClick={() => (signedIn ? onOpenGoals() : setLoginOpen(true))}>
              Create Goal
            </Button>
          </CardContent>
        </Card>
      </div>
      <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} section="goals" />
    </div>
  );
}
