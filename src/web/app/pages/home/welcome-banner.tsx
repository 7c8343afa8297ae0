import { Eye, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { TrialBadge } from "../../../features/trial/trial-badge.js";
import { i18n } from "../../../lib/i18n.js";

interface WelcomeBannerProps {
  username: string | null;
  /** Already in the demo view: no demo link. */
  demo: boolean;
  onAddMeal: () => void;
}

const onBanner =
  "bg-white text-emerald-800 hover:bg-emerald-50 dark:bg-white dark:text-emerald-800 dark:hover:bg-emerald-50";

export function WelcomeBanner({ username, demo, onAddMeal }: WelcomeBannerProps) {
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-linear-to-r from-emerald-700 to-teal-700 p-4 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-6">
      <div className="min-w-0">
        <h1 className="text-xl font-bold wrap-anywhere sm:text-2xl">
          {i18n._("Welcome, {name}", { name: username ?? i18n._("Guest") })}
        </h1>
        <p className="mt-1 text-sm text-emerald-50 sm:text-base">
          {username ? i18n._("Here is your nutrition for today.") : i18n._("Sign in to save your meals and goals.")}
        </p>
        {username && <TrialBadge className="mt-2 bg-white/20 text-white dark:bg-white/20 dark:text-white" />}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        <Button variant="secondary" className={onBanner} onClick={onAddMeal}>
          <Plus aria-hidden="true" className="size-4" />
          {i18n._("Add Today's Meal")}
        </Button>
        {!username && !demo && (
          <Button
            asChild
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/15 dark:border-white/70 dark:bg-transparent dark:text-white dark:hover:bg-white/15"
          >
            <Link to="/home?view=demo">
              <Eye aria-hidden="true" className="size-4" />
              {i18n._("See a demo day")}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
