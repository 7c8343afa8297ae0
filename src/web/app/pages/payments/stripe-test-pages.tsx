import { CreditCard, FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatEuro, planPrices } from "../../../../shared/domain/prices.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { italianFirstPage } from "./italian-first-page.js";
import { ItalianNotice } from "./italian-notice.js";

const providerNames = { local: msg("built-in test checkout"), stripe: "Stripe", off: msg("none") } as const;

/**
 * The frame of the test payment pages, which the specification wrote in Italian: Italian unless
 * the person chose English (ITALIAN_FIRST_PATHS).
 */
function TestPage({ title, children }: { title: string; children: ReactNode }) {
  const { i18n, lang } = italianFirstPage();
  useDocumentTitle(title);
  const config = usePaymentsConfig();
  if (config.isPending) return <PageSpinner label={i18n._("Loading")} />;
  if (config.data?.provider === "off") {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  return (
    <PageContainer lang={lang} className="max-w-xl space-y-6">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <FlaskConical aria-hidden="true" className="size-7 text-amber-600" />
        {title}
      </h1>
      {config.data && (
        <ItalianNotice>
          {config.data.mode === "test"
            ? i18n._("Payments: {provider}, test mode.", { provider: i18n._(providerNames[config.data.provider]) })
            : i18n._("Payments: {provider}, production mode.", {
                provider: i18n._(providerNames[config.data.provider]),
              })}
        </ItalianNotice>
      )}
      {children}
    </PageContainer>
  );
}

/** /simple-stripe-test: what this server uses for payments, and a test subscription to try it. */
export function SimpleStripeTestPage() {
  const { i18n } = italianFirstPage();
  return (
    <TestPage title={i18n._("Simple payment test")}>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{i18n._("Try a subscription")}</CardTitle>
          <CardDescription>
            {i18n._("Opens the monthly plan's checkout. In test mode use the card 4242 4242 4242 4242.")}
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/checkout?planId=premium-monthly">{i18n._("Start the test payment")}</Link>
          </Button>
        </CardFooter>
      </Card>
    </TestPage>
  );
}

/** /basic-stripe-checkout: the quick checkout, 3.99 EUR per month for plan premium-monthly. */
export function BasicStripeCheckoutPage() {
  const { i18n } = italianFirstPage();
  const price = planPrices["premium-monthly"];
  return (
    <TestPage title={i18n._("Quick checkout")}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Premium Monthly")}
          </CardTitle>
          <CardDescription>{i18n._("Plan: {plan}", { plan: price.planId })}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            <span className="text-3xl font-bold">{formatEuro(price.amountCents)}</span>{" "}
            <span className="text-neutral-500 dark:text-neutral-400">{i18n._("per month")}</span>
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/checkout?planId=premium-monthly">{i18n._("Subscribe now")}</Link>
          </Button>
        </CardFooter>
      </Card>
    </TestPage>
  );
}
