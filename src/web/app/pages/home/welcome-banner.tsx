import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { TrialBadge } from "../../../features/trial/trial-badge.js";

export function WelcomeBanner({ username, onAddMeal }: { username: string | null; onAddMeal: () => void }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-linear-to-r from-emerald-600 to-teal-600 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {username ?? "Guest"}</h1>
        <p className="mt-1 text-emerald-50">
          {username ? "Here is your nutrition for today." : "Sign in to save your meals and goals."}
        </p>
        {username && <TrialBadge className="mt-3 bg-white/20 text-white dark:bg-white/20 dark:text-white" />}
      </div>
      <Button
        variant="secondary"
        className="bg-white text-emerald-800 hover:bg-emerald-50 dark:bg-white dark:text-emerald-800 dark:hover:bg-emerald-50"
        onClick={onAddMeal}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Today's Meal
      </Button>
    </section>
  );
}
