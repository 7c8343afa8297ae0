import { House } from "lucide-react";
import { Link } from "react-router";
import { hasPremiumAccess } from "../../../../shared/domain/trial.js";
import { Button } from "../../../components/ui/button.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { useTrialStatus, useUser } from "../../../features/auth/api.js";
import { usePaymentsConfig, useSubscription } from "../../../features/payments/api.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { PlanCardList } from "../../../features/payments/plan-card-list.js";
import type { PlanCard } from "../../../features/payments/plan-catalog.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { AccountDataSection } from "./account-data-section.js";

const noteClass =
  "w-full rounded-lg bg-neutral-100 px-3 py-2 text-center text-sm text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300";

function PlanAction({ plan, signedIn, subscribed }: { plan: PlanCard; signedIn: boolean; subscribed: boolean }) {
  const variant = plan.id === "premium-yearly" ? "default" : "outline";
  if (plan.id === "trial") {
    if (signedIn) return <p className={noteClass}>Included with every new account</p>;
    return (
      <Button asChild className="w-full" variant="outline">
        <Link to="/auth?mode=register&redirect=%2Fhome">{plan.button}</Link>
      </Button>
    );
  }
  if (subscribed) {
    return (
      <Button asChild className="w-full" variant="outline">
        <Link to="/account/subscription">Manage subscription</Link>
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
  useDocumentTitle("Pricing");
  const config = usePaymentsConfig();
  const { user } = useUser();
  const trial = useTrialStatus();
  const subscription = useSubscription();
  if (config.isPending) return <PageSpinner label="Loading the plans" />;
  if (config.data?.provider === "off") {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  const live = subscription.data?.subscription?.hasAccess ? subscription.data.subscription : null;
  const locked = user !== null && trial.data !== undefined && !hasPremiumAccess(trial.data);

  return (
    <PageContainer>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Transparent Pricing</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-neutral-600 dark:text-neutral-400">
          Start free for 5 days, then choose the plan that suits you. No hidden fees, cancel any time.
        </p>
        {config.data?.provider === "local" && (
          <p className="mx-auto mt-2 max-w-2xl text-sm text-amber-700 dark:text-amber-300">
            This server uses the built-in test checkout: payments are simulated and nothing is charged.
          </p>
        )}
      </div>
      <div className="mt-10">
        <PlanCardList
          current={live?.plan ?? null}
          action={(plan) => <PlanAction plan={plan} signedIn={user !== null} subscribed={live !== null} />}
        />
      </div>
      {locked && <AccountDataSection className="mt-12" />}
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            Return to Home
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
