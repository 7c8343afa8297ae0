import { UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { Skeleton } from "../../../components/ui/skeleton.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import type { DemoData } from "../../../features/demo/sample-data.js";
import { useProfile } from "../../../features/profile/api.js";
import { BmiCard } from "../../../features/profile/bmi-card.js";
import { BodyPreferencesCard } from "../../../features/profile/body-preferences-card.js";
import { ExportCard } from "../../../features/profile/export-card.js";
import { MetabolismCard } from "../../../features/profile/metabolism-card.js";
import { ProfileCard } from "../../../features/profile/profile-card.js";
import { ProfileSheet } from "../../../features/profile/profile-sheet.js";
import { ApiError, errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { useUser } from "../../../lib/session.js";
import { GuestProfilePromo } from "./guest-profile-promo.js";
import { SubscriptionCard } from "./subscription-card.js";

function CreateProfileCard({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("User Profile")}
        </CardTitle>
        <CardDescription>
          {i18n._(
            "You have not filled in your profile yet. Add your age, gender, weight, height and activity level to see your BMI and daily energy needs.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onCreate}>{i18n._("Create Profile")}</Button>
      </CardContent>
    </Card>
  );
}

export function ProfileTab({ demo }: { demo: DemoData | null }) {
  const { user } = useUser();
  const query = useProfile(user !== null && demo === null);
  const [editing, setEditing] = useState(false);

  if (!user && demo === null) {
    return (
      <>
        <h2 className="sr-only">{i18n._("Profile")}</h2>
        <GuestProfilePromo />
      </>
    );
  }

  const profile = demo?.profile ?? query.data ?? null;
  let main: ReactNode;
  if (demo === null && query.isPending) {
    main = (
      <div role="status" aria-label={i18n._("Loading your profile")} className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 md:col-span-2" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (demo === null && query.isError) {
    const unauthorised = query.error instanceof ApiError && query.error.status === 401;
    main = unauthorised ? (
      <ErrorPanel title={i18n._("Authentication required")}>{i18n._("Sign in again to see your profile.")}</ErrorPanel>
    ) : (
      <ErrorPanel title={i18n._("Your profile could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (!profile) {
    main = <CreateProfileCard onCreate={() => setEditing(true)} />;
  } else {
    main = (
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <ProfileCard profile={profile} onEdit={demo ? null : () => setEditing(true)} />
        </div>
        <BmiCard profile={profile} />
        <MetabolismCard profile={profile} />
        {demo === null && (
          <div className="md:col-span-2">
            <BodyPreferencesCard profile={profile} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{i18n._("Profile")}</h2>
      {main}
      <div className="grid gap-4 md:grid-cols-2">
        <ExportCard disabled={demo !== null} />
        {demo === null && <SubscriptionCard />}
      </div>
      {demo === null && (
        <ProfileSheet
          open={editing}
          onOpenChange={setEditing}
          profile={profile}
          hints={{ name: user?.username ?? "", gender: user?.gender ?? null }}
        />
      )}
    </div>
  );
}
