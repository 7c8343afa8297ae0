import { Pencil, UserRound } from "lucide-react";
import type { Profile } from "../../../shared/contracts/profile.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { formatLength, formatWeight } from "../../lib/body-units.js";
import { i18n } from "../../lib/i18n.js";
import { activityShortLabels, genderLabels } from "./profile-labels.js";

/** Name, age, gender, weight, height and activity level, with the button that opens the drawer. */
export function ProfileCard({ profile, onEdit }: { profile: Profile; onEdit: (() => void) | null }) {
  const rows = [
    ["name", i18n._("Name"), profile.name],
    ["age", i18n._("Age"), i18n._("{age, plural, one {# year} other {# years}}", { age: profile.age })],
    ["gender", i18n._("Gender"), i18n._(genderLabels[profile.gender])],
    // Weight display "hidden" (issue 26): the number is not shown here either.
    [
      "weight",
      i18n._("Weight"),
      profile.weightDisplay === "hidden" ? i18n._("Hidden") : formatWeight(profile.weight, profile.units),
    ],
    ["height", i18n._("Height"), formatLength(profile.height, profile.units)],
    ["activity", i18n._("Activity level"), i18n._(activityShortLabels[profile.activityLevel])],
  ] as const;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("User Profile")}
        </CardTitle>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {i18n._("Edit Profile")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {rows.map(([key, label, value]) => (
            <div key={key}>
              <dt className="text-sm text-neutral-500 dark:text-neutral-400">{label}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
