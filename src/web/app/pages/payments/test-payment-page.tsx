import { zodResolver } from "@hookform/resolvers/zod";
import { FlaskConical } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  type LocalSession,
  localPayRequestSchema,
  paymentMessages,
  testCards,
  testPaymentMessages,
} from "../../../../shared/contracts/payments.js";
import { formatEuro, planPrices } from "../../../../shared/domain/prices.js";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { FormField } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { InlineSpinner, PageSpinner } from "../../../components/ui/spinner.js";
import { useLocalSession, useLocalSessionAction } from "../../../features/payments/api.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { keptTrialText, keptTrialTextIt } from "../../../features/payments/kept-trial.js";
import { ApiError, errorMessage } from "../../../lib/api.js";
import { translatedMessage } from "../../../lib/i18n.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useTrialStatus, useUser } from "../../../lib/session.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { italianFirstPage } from "./italian-first-page.js";
import { ItalianNotice } from "./italian-notice.js";

type Translator = ReturnType<typeof italianFirstPage>["i18n"];

/**
 * The plan's line. The amounts keep the specification's "3.99 EUR" in both languages: the
 * specification wrote this page's Italian with them.
 */
function describe(i18n: Translator, session: LocalSession, amount: string): string {
  if (session.planId === "premium-monthly") return i18n._("Premium Monthly: {price} per month", { price: amount });
  if (session.planId === "premium-yearly") return i18n._("Premium Annual: {price} per year", { price: amount });
  return i18n._("Test payment: {amount}", { amount });
}

function Checkout({ session }: { session: LocalSession }) {
  const { i18n, lang } = italianFirstPage();
  const navigate = useNavigate();
  const action = useLocalSessionAction(session.id);
  const form = useForm({
    resolver: zodResolver(localPayRequestSchema),
    defaultValues: { cardNumber: "4242 4242 4242 4242" },
  });
  const error = form.formState.errors.cardNumber?.message ?? (action.error ? errorMessage(action.error) : undefined);
  const go = (redirectUrl: string) => navigate(redirectUrl, { replace: true });
  const amount = formatEuro(session.amountCents);
  const trial = useTrialStatus();
  const interval = session.planId ? planPrices[session.planId].interval : null;
  const kept =
    lang === "it" ? keptTrialTextIt(trial.data, interval) : interval && keptTrialText(trial.data, "local", interval);
  // A double click submits twice before React disables the button: the second submit is dropped
  // here (the server would answer it with the same success page, charging nothing).
  const paying = useRef(false);
  const submit = (cardNumber: string) => {
    if (paying.current) return;
    paying.current = true;
    action.mutate(
      { pay: cardNumber },
      {
        onSuccess: ({ redirectUrl }) => go(redirectUrl),
        onError: (failure) => {
          paying.current = false;
          // The toast is the app's, in the page's language, as before; the page's own text is Italian-first.
          toast.error(translatedMessage(paymentMessages.paymentFailed), { description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{describe(i18n, session, amount)}</CardTitle>
        <CardDescription>{i18n._("Total: {amount}", { amount })}</CardDescription>
      </CardHeader>
      <form onSubmit={form.handleSubmit(({ cardNumber }) => submit(cardNumber))}>
        <CardContent className="space-y-4">
          {kept && <p className="text-sm text-neutral-700 dark:text-neutral-300">{kept}</p>}
          <FormField
            id="test-card-number"
            label={i18n._("Card number")}
            error={error}
            hint={i18n._("4242 4242 4242 4242: payment succeeds. 4000 0000 0000 0002: card declined.")}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={40} {...form.register("cardNumber")} />
          </FormField>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending && <InlineSpinner />}
            {i18n._("Pay {amount}", { amount })}
          </Button>
          <Button type="button" variant="outline" disabled={action.isPending} onClick={() => submit(testCards.decline)}>
            {i18n._("Simulate a decline")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={action.isPending}
            onClick={() => action.mutate({ cancel: true }, { onSuccess: ({ redirectUrl }) => go(redirectUrl) })}
          >
            {i18n._("Cancel")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function SessionState({ sessionId }: { sessionId: string }) {
  const { i18n } = italianFirstPage();
  const location = useLocation();
  const { user, isPending: userPending } = useUser();
  const query = useLocalSession(user ? sessionId : null);
  if (userPending || (user && query.isPending)) return <PageSpinner label={i18n._("Loading")} />;
  if (!user) {
    return (
      <Alert tone="warning" role="status">
        {i18n._("Sign in to complete the payment.")}{" "}
        <Link
          className="font-semibold underline"
          to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        >
          {i18n._("Sign in")}
        </Link>
      </Alert>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return <Closed message={notFound ? testPaymentMessages.notFound : errorMessage(query.error)} />;
  }
  const session = query.data;
  if (session.status === "expired") return <Closed message={testPaymentMessages.expired} />;
  if (session.status === "paid") {
    return (
      <Alert role="status">
        {i18n._("Payment already completed.")}{" "}
        <Link
          className="font-semibold underline"
          to={`/payment-success?session_id=${session.id}${session.planId ? `&plan=${session.planId}` : ""}`}
        >
          {i18n._("See the confirmation")}
        </Link>
      </Alert>
    );
  }
  if (session.status === "canceled") return <Closed message={testPaymentMessages.closed} />;
  return <Checkout session={session} />;
}

function Closed({ message }: { message: string }) {
  const { i18n } = italianFirstPage();
  return (
    <Alert tone="danger" role="alert">
      {message}{" "}
      <Link className="font-semibold underline" to="/pricing">
        {i18n._("Back to pricing")}
      </Link>
    </Alert>
  );
}

/**
 * /test-payment?session= (spec commercial 2, in Italian unless the person chose English): the
 * local provider's checkout, where the session's owner pays with a test card, simulates a decline
 * or cancels. No money moves. The server's messages about the session stay Italian (spec).
 */
export function TestPaymentPage() {
  const { i18n, lang } = italianFirstPage();
  useDocumentTitle(i18n._("Test payment"));
  const [params] = useSearchParams();
  const config = usePaymentsConfig();
  const sessionId = params.get("session");
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
        {i18n._("Test payment")}
      </h1>
      <Alert tone="warning" role="note">
        <strong>{i18n._("Test mode: nothing is charged.")}</strong> {i18n._("No real card is used and no money moves.")}
      </Alert>
      {config.data?.provider !== "local" ? (
        <ItalianNotice>
          {i18n._("This server uses Stripe for payments: this test page is not needed.")}{" "}
          <Link className="font-semibold underline" to="/pricing">
            {i18n._("Go to pricing")}
          </Link>
        </ItalianNotice>
      ) : sessionId ? (
        <SessionState sessionId={sessionId} />
      ) : (
        <ItalianNotice>
          {i18n._("No open payment session. Choose a plan to start.")}{" "}
          <Link className="font-semibold underline" to="/pricing">
            {i18n._("Go to pricing")}
          </Link>
        </ItalianNotice>
      )}
    </PageContainer>
  );
}
