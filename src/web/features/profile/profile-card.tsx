import { Pencil, UserRound } from "lucide-react";
import type { Profile } from "../../../shared/contracts/profile.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { formatLength, formatWeight } from "../../lib/body-units.js";
import { activityShortLabels, genderLabels } from "./profile-labels.js";

/** Name, age, gender, weight, height and activity level, with the button that opens the drawer. */
export function ProfileCard({ profile, onEdit }: { profile: Profile; onEdit: (() => void) | null }) {
  const rows = [
    ["Name", profile.name],
    ["Age", `${profile.age} years`],
    ["Gender", genderLabels[profile.gender]],
    // Weight display "hidden" (issue 26): the number is not shown here either.
    ["Weight", profile.weightDisplay === "hidden" ? "Hidden" : formatWeight(profile.weight, profile.units)],
    ["Height", formatLength(profile.height, profile.units)],
    ["Activity level", activityShortLabels[profile.activityLevel]],
  ] as const;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-emerald-600" />
          User Profile
        </CardTitle>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-neutral-500 dark:text-neutral-400">{label}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
