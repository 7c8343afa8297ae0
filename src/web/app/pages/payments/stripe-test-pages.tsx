import { CreditCard, FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatEuro, planPrices } from "../../../../shared/domain/prices.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { ItalianNotice } from "./italian-notice.js";

const providerNames = { local: "checkout di prova integrato", stripe: "Stripe", off: "nessuno" } as const;

function TestPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const config = usePaymentsConfig();
  if (config.isPending) return <PageSpinner label="Caricamento" />;
  if (config.data?.provider === "off") {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  return (
    <PageContainer lang="it" className="max-w-xl space-y-6">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <FlaskConical aria-hidden="true" className="size-7 text-amber-600" />
        {title}
      </h1>
      {config.data && (
        <ItalianNotice>
          Pagamenti: {providerNames[config.data.provider]}, modalità{" "}
          {config.data.mode === "test" ? "di prova" : "produzione"}.
        </ItalianNotice>
      )}
      {children}
    </PageContainer>
  );
}

/** /simple-stripe-test: what this server uses for payments, and a test subscription to try it. */
export function SimpleStripeTestPage() {
  return (
    <TestPage title="Test di pagamento semplice">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Prova un abbonamento</CardTitle>
          <CardDescription>
            Apre il checkout del piano mensile. In modalità di prova usa la carta 4242 4242 4242 4242.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/checkout?planId=premium-monthly">Avvia il pagamento di prova</Link>
          </Button>
        </CardFooter>
      </Card>
    </TestPage>
  );
}

/** /basic-stripe-checkout: the quick checkout, 3.99 EUR per month for plan premium-monthly. */
export function BasicStripeCheckoutPage() {
  const price = planPrices["premium-monthly"];
  return (
    <TestPage title="Checkout rapido">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-emerald-600" />
            Premium Mensile
          </CardTitle>
          <CardDescription>Piano: {price.planId}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            <span className="text-3xl font-bold">{formatEuro(price.amountCents)}</span>{" "}
            <span className="text-neutral-500 dark:text-neutral-400">al mese</span>
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/checkout?planId=premium-monthly">Abbonati ora</Link>
          </Button>
        </CardFooter>
      </Card>
    </TestPage>
  );
}
