import { UserRound } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { useUser } from "../../../features/auth/api.js";
import { TrialBadge } from "../../../features/trial/trial-badge.js";
import { GuestProfilePromo } from "./guest-profile-promo.js";

const planNames = {
  trial: "Free Trial",
  "premium-monthly": "Premium Monthly",
  "premium-yearly": "Premium Annual",
  unlimited: "Unlimited",
} as const;

export function ProfilePlaceholder() {
  const { user } = useUser();
  if (!user) return <GuestProfilePromo />;
  const rows = [
    ["Username", user.username],
    ["Email", user.email ?? "Not set"],
    ["Gender", user.gender],
    ["Plan", planNames[user.subscriptionPlan]],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-emerald-600" />
          User Profile
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-neutral-500">{label}</dt>
              <dd className="font-medium capitalize">{value}</dd>
            </div>
          ))}
        </dl>
        <TrialBadge />
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Body profile, BMI, metabolism figures and data export are coming in an upcoming update.
        </p>
      </CardContent>
    </Card>
  );
}
