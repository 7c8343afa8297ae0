import { CalendarClock, House } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { everyAccountLine, type PlanViewer, planViewer } from "../../../../shared/domain/plan-lines.js";
import { hasPremiumAccess } from "../../../../shared/domain/trial.js";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner, Spinner } from "../../../components/ui/spinner.js";
import { useSubscription } from "../../../features/payments/api.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { keptTrialText } from "../../../features/payments/kept-trial.js";
import { PlanCardList } from "../../../features/payments/plan-card-list.js";
import type { PlanCard } from "../../../features/payments/plan-catalog.js";
import { trialNote } from "../../../features/payments/plan-texts.js";
import { i18n } from "../../../lib/i18n.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useTrialStatus, useUser } from "../../../lib/session.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";

/**
 * Export and delete, for a signed-in person whose trial is over without a plan only: loaded when
 * shown, so a guest's /pricing does not fetch the dialogs, dates and download code it never uses
 * (about 30 KB compressed; docs/performance.md).
 */
const AccountDataSection = lazy(async () => ({
  default: (await import("./account-data-section.js")).AccountDataSection,
}));

const noteClass =
  "w-full rounded-lg bg-neutral-100 px-3 py-2 text-center text-sm text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300";

function PlanAction({ plan, viewer, subscribed }: { plan: PlanCard; viewer: PlanViewer | null; subscribed: boolean }) {
  const variant = plan.id === "premium-yearly" ? "default" : "outline";
  const signedIn = viewer?.kind !== "guest";
  if (plan.id === "trial") {
    // A signed-in viewer learns where their own trial stands (never "included" to one refused it).
    if (signedIn) return viewer && <p className={noteClass}>{trialNote(viewer)}</p>;
    return (
      <Button asChild className="w-full" variant="outline">
        <Link to="/auth?mode=register&redirect=%2Fhome">{plan.button}</Link>
      </Button>
    );
  }
  if (subscribed) {
    return (
      <Button asChild className="w-full" variant="outline">
        <Link to="/account/subscription">{i18n._("Manage subscription")}</Link>
      </Button>
    );
  }
  const subscribe = `/subscribe?plan=${plan.id}`;
  return (
    <Button asChild className="w-full" variant={variant}>
      <Link to={signedIn ? subscribe : `/auth?mode=register&redirect=${encodeURIComponent(subscribe)}`}>
        {plan.button}
      </Link>
    </Button>
  );
}

/** /pricing (spec commercial 2): Transparent Pricing, three plans, Return to Home. */
export function PricingPage() {
  useDocumentTitle(i18n._("Pricing"));
  const config = usePaymentsConfig();
  const { user } = useUser();
  const trial = useTrialStatus();
  const subscription = useSubscription();
  if (config.isPending) return <PageSpinner label={i18n._("Loading the plans")} />;
  if (config.data?.provider === "off") {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  const live = subscription.data?.subscription?.hasAccess ? subscription.data.subscription : null;
  const locked = user !== null && trial.data !== undefined && !hasPremiumAccess(trial.data);
  // Until the session is known (a page the server rendered for guests), the cards read as for a guest.
  const viewer = planViewer(user !== null, trial.data);
  const kept = user ? keptTrialText(trial.data, config.data?.provider) : null;

  return (
    <PageContainer>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{i18n._("Transparent Pricing")}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-neutral-600 dark:text-neutral-400">
          {i18n._("Start free for 5 days, then choose the plan that suits you. No hidden fees, cancel any time.")}
        </p>
        {config.data?.provider === "local" && (
          <p className="mx-auto mt-2 max-w-2xl text-sm text-amber-700 dark:text-amber-300">
            {i18n._("This server uses the built-in test checkout: payments are simulated and nothing is charged.")}
          </p>
        )}
      </div>
      {kept && (
        <Alert role="note" className="mx-auto mt-6 flex max-w-2xl items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{kept}</p>
        </Alert>
      )}
      <div className="mt-10">
        <PlanCardList
          current={live?.plan ?? null}
          viewer={viewer}
          action={(plan) => <PlanAction plan={plan} viewer={viewer} subscribed={live !== null} />}
        />
      </div>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-neutral-600 dark:text-neutral-400">
        {i18n._(everyAccountLine)}
      </p>
      {locked && (
        <Suspense
          fallback={
            <div className="mt-12 flex justify-center">
              <Spinner className="size-6" label={i18n._("Loading your data options")} />
            </div>
          }
        >
          <AccountDataSection className="mt-12" />
        </Suspense>
      )}
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            {i18n._("Return to Home")}
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
