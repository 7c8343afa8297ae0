import { Flame } from "lucide-react";
import type { Profile } from "../../../shared/contracts/profile.js";
import { activityMultipliers } from "../../../shared/domain/health.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber, writeNumber } from "../../lib/number-format.js";
import { activityShortLabels } from "./profile-labels.js";

/** Harris-Benedict BMR and daily energy = BMR × the activity multiplier, with the multiplier shown. */
export function MetabolismCard({ profile }: { profile: Pick<Profile, "bmr" | "dailyEnergy" | "activityLevel"> }) {
  const multiplier = activityMultipliers[profile.activityLevel];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flame aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Basal Metabolism")}
        </CardTitle>
        <CardDescription>{i18n._("Harris-Benedict equation.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-neutral-500 dark:text-neutral-400">{i18n._("Basal metabolic rate")}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid="bmr-value">
              {plainNumber(profile.bmr)}{" "}
              <span className="text-base font-medium text-neutral-500 dark:text-neutral-400">{i18n._("kcal/day")}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-500 dark:text-neutral-400">{i18n._("Daily energy needs")}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid="daily-energy-value">
              {plainNumber(profile.dailyEnergy)}{" "}
              <span className="text-base font-medium text-neutral-500 dark:text-neutral-400">{i18n._("kcal/day")}</span>
            </dd>
            <dd className="text-xs text-neutral-500 dark:text-neutral-400" data-testid="activity-multiplier">
              {i18n._("BMR × {multiplier} ({activity} activity)", {
                multiplier: writeNumber(multiplier),
                activity: i18n._(activityShortLabels[profile.activityLevel]),
              })}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
