import { CalendarClock, CreditCard, ShieldCheck } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { everyAccountLine, planLines } from "../../../../shared/domain/plan-lines.js";
import { isPaidPlanId, type PaidPlanId, planPrices, yearlySavingPercent } from "../../../../shared/domain/prices.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { Alert } from "../../../components/ui/alert.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { focusRing } from "../../../components/ui/focus-ring.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { keptTrialText } from "../../../features/payments/kept-trial.js";
import { formatPrice, pricePerInterval } from "../../../features/payments/money.js";
import { PlanLineItem } from "../../../features/payments/plan-card-list.js";
import { planCards } from "../../../features/payments/plan-catalog.js";
import { i18n } from "../../../lib/i18n.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useTrialStatus } from "../../../lib/session.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { withElements } from "../../../lib/with-elements.js";

const linkClass = `font-medium text-emerald-700 underline underline-offset-2 dark:text-emerald-400 ${focusRing}`;

function PaymentCard({ planId, testMode, kept }: { planId: PaidPlanId; testMode: boolean; kept: string | null }) {
  const price = planPrices[planId];
  const card = planCards().find((plan) => plan.id === planId);
  const yearly = planId === "premium-yearly";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-emerald-600" />
            {card?.name}
          </CardTitle>
          {yearly && <Badge>{i18n._("Save {percent}%", { percent: yearlySavingPercent() })}</Badge>}
        </div>
        <p>
          <span className="text-3xl font-bold">{formatPrice(price.amountCents)}</span>{" "}
          <span className="text-neutral-500 dark:text-neutral-400">/ {card?.period}</span>
        </p>
        <CardDescription>{card?.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2 text-sm">
          {planLines(planId).map((line) => (
            <PlanLineItem key={line.text} line={line} />
          ))}
        </ul>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._(everyAccountLine)}</p>
        {kept && (
          <Alert role="note" className="flex items-start gap-3">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{kept}</p>
          </Alert>
        )}
        <p className="flex items-start gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {testMode
            ? i18n._("Test mode: the payment is simulated and nothing is charged.")
            : i18n._("You pay on a secure payment page; your card never touches this server.")}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full sm:w-auto">
          <Link to={`/checkout?planId=${planId}`}>
            {i18n._("Subscribe for {price}", { price: pricePerInterval(price.amountCents, price.interval) })}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** /subscribe?plan= (spec commercial 2): Monthly and Yearly tabs, the payment card and the terms. */
export function SubscribePage() {
  useDocumentTitle(i18n._("Subscribe"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const trial = useTrialStatus();
  const requested = params.get("plan");
  const plan: PaidPlanId = isPaidPlanId(requested) ? requested : "premium-monthly";
  if (config.isPending) return <PageSpinner label={i18n._("Loading the plans")} />;
  if (config.data?.provider === "off") {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight">{i18n._("Choose your plan")}</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">{i18n._("Cancel any time. No partial refunds.")}</p>
      <Tabs
        value={plan === "premium-yearly" ? "yearly" : "monthly"}
        onValueChange={(value) =>
          navigate(`/subscribe?plan=${value === "yearly" ? "premium-yearly" : "premium-monthly"}`, { replace: true })
        }
        className="mt-6"
      >
        <TabsList aria-label={i18n._("Billing period")}>
          <TabsTrigger value="monthly">{i18n._("Monthly")}</TabsTrigger>
          <TabsTrigger value="yearly">{i18n._("Yearly")}</TabsTrigger>
        </TabsList>
        <TabsContent value="monthly">
          <PaymentCard
            planId="premium-monthly"
            testMode={config.data?.provider === "local" || config.data?.mode === "test"}
            kept={keptTrialText(trial.data, config.data?.provider, "month")}
          />
        </TabsContent>
        <TabsContent value="yearly">
          <PaymentCard
            planId="premium-yearly"
            testMode={config.data?.provider === "local" || config.data?.mode === "test"}
            kept={keptTrialText(trial.data, config.data?.provider, "year")}
          />
        </TabsContent>
      </Tabs>
      <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
        {withElements(msg("By subscribing you accept the {terms} and the {privacy}."), {
          terms: (
            <Link to="/terms-of-service" className={linkClass}>
              {i18n._("Terms of Service")}
            </Link>
          ),
          privacy: (
            <Link to="/privacy-policy" className={linkClass}>
              {i18n._("Privacy Policy")}
            </Link>
          ),
        })}{" "}
        <Link to="/pricing" className={linkClass}>
          {i18n._("Compare all plans")}
        </Link>
      </p>
    </PageContainer>
  );
}
