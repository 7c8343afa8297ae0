import { ArrowRight, Camera, Target, Utensils } from "lucide-react";
import { Link } from "react-router";
import { msg } from "../../../../shared/i18n/msg.js";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { focusRing } from "../../../components/ui/focus-ring.js";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";

const features = [
  {
    to: "/home?section=meals",
    title: msg("Track Your Meals"),
    text: msg(
      "Log breakfast, lunch, dinner and snacks with calories, protein, carbs and fat, and see each day at a glance.",
    ),
    icon: Utensils,
  },
  {
    to: "/food-analyzer",
    title: msg("Food Analyzer"),
    text: msg(
      "Describe your plate in words (or photograph it, where a vision model is set up) and get its foods, calories and macros.",
    ),
    icon: Camera,
  },
  {
    to: "/home?section=goals",
    title: msg("Manage Goals"),
    text: msg("Set daily nutrition goals that fit you, from maintenance to muscle gain, and follow your progress."),
    icon: Target,
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="py-12">
      <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
        {i18n._("Everything you need to eat with intention")}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {features.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={cn("group block h-full rounded-xl", focusRing)}>
              <Card className="h-full transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle className="flex items-center gap-2">
                    {i18n._(title)}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </CardTitle>
                  <CardDescription>{i18n._(text)}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
