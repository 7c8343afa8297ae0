import { EyeOff, Scale } from "lucide-react";
import { Link } from "react-router";
import { bodyPreferenceDefaults, type Profile } from "../../../../shared/contracts/profile.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { CheckInCard } from "../../../features/expenditure/check-in-card.js";
import { ExpenditureCard } from "../../../features/expenditure/expenditure-card.js";
import { MeasurementsCard } from "../../../features/measurements/measurements-card.js";
import { useProfile } from "../../../features/profile/api.js";
import { BodyPreferencesCard } from "../../../features/profile/body-preferences-card.js";
import { WeighInForm } from "../../../features/weights/weigh-in-form.js";
import { WeighInList } from "../../../features/weights/weigh-in-list.js";
import { WeightTrendCard } from "../../../features/weights/weight-trend-card.js";
import { errorMessage } from "../../../lib/api.js";
import { todayLocal } from "../../../lib/dates.js";
import { i18n } from "../../../lib/i18n.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";

/** With the weight display hidden: no numbers and no chart, and where to change it. */
function HiddenWeightCard() {
  return (
    <Card data-testid="weight-hidden">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <EyeOff aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Your weight is hidden")}
        </CardTitle>
        <CardDescription>
          {i18n._(
            "As your settings ask, no weight figure or chart is shown. Your weigh-ins still measure your expenditure and feed the weekly check-in. You can change this in the settings below.",
          )}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function NoProfileCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{i18n._("Start with your profile")}</CardTitle>
        <CardDescription>
          {i18n._(
            "Your age, height, weight and activity give the starting estimate of what you burn, and the check-in needs them.",
          )}{" "}
          <Link to="/profile" className="font-medium text-emerald-700 underline dark:text-emerald-400">
            {i18n._("Create your profile")}
          </Link>
          .
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function BodyContent({ profile }: { profile: Profile | null }) {
  const today = todayLocal();
  const { units, weightDisplay } = profile ?? bodyPreferenceDefaults;
  return (
    <div className="space-y-6">
      {!profile && <NoProfileCard />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Scale aria-hidden="true" className="size-5 text-emerald-600" />
              {i18n._("Log a weigh-in")}
            </CardTitle>
            <CardDescription>
              {i18n._(
                "Once a day, ideally in the morning before eating. The same day again replaces that day's weight.",
              )}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <WeighInForm units={units} today={today} showNumber={weightDisplay === "show"} />
          </CardContent>
        </Card>
        {profile ? <CheckInCard units={units} today={today} /> : null}
      </div>
      {weightDisplay === "hidden" ? (
        <HiddenWeightCard />
      ) : (
        <WeightTrendCard units={units} display={weightDisplay} today={today} />
      )}
      {/* Without a profile there is no starting estimate to measure from: NoProfileCard says so. */}
      {profile && <ExpenditureCard today={today} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <WeighInList units={units} display={weightDisplay} today={today} />
        <MeasurementsCard units={units} today={today} />
      </div>
      {profile && <BodyPreferencesCard profile={profile} />}
    </div>
  );
}

/**
 * /body (issue 26): weigh-ins and measurements, the trend weight, the measured expenditure and the
 * weekly check-in, each as the profile's units and weight display ask. Signed-in only (the route
 * guard, like /home).
 */
export function BodyPage() {
  useDocumentTitle(i18n._("Body & energy"));
  const profile = useProfile(true);
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{i18n._("Body & energy")}</h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">
          {i18n._(
            "Your weigh-ins and their trend, what you burn a day, and the weekly check-in that adjusts your goal.",
          )}
        </p>
      </div>
      {profile.isPending ? (
        <PageSpinner label={i18n._("Loading your profile")} />
      ) : profile.isError ? (
        <ErrorPanel title={i18n._("Your profile could not be loaded")} onRetry={() => void profile.refetch()}>
          {errorMessage(profile.error)}
        </ErrorPanel>
      ) : (
        <BodyContent profile={profile.data} />
      )}
    </PageContainer>
  );
}
