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
import { keptTrialTextIt } from "../../../features/payments/kept-trial.js";
import { ApiError, errorMessage } from "../../../lib/api.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { useTrialStatus, useUser } from "../../../lib/session.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { ItalianNotice } from "./italian-notice.js";

const descriptions: Record<string, string> = {
  "premium-monthly": "Premium Mensile: 3.99 EUR al mese",
  "premium-yearly": "Premium Annuale: 39.99 EUR all'anno",
};

function Checkout({ session }: { session: LocalSession }) {
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
  const kept = keptTrialTextIt(trial.data, session.planId ? planPrices[session.planId].interval : null);
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
          toast.error(paymentMessages.paymentFailed, { description: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{session.planId ? descriptions[session.planId] : `Pagamento di prova: ${amount}`}</CardTitle>
        <CardDescription>Totale: {amount}</CardDescription>
      </CardHeader>
      <form onSubmit={form.handleSubmit(({ cardNumber }) => submit(cardNumber))}>
        <CardContent className="space-y-4">
          {kept && <p className="text-sm text-neutral-700 dark:text-neutral-300">{kept}</p>}
          <FormField
            id="test-card-number"
            label="Numero di carta"
            error={error}
            hint="4242 4242 4242 4242: pagamento riuscito. 4000 0000 0000 0002: carta rifiutata."
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={40} {...form.register("cardNumber")} />
          </FormField>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={action.isPending}>
            {action.isPending && <InlineSpinner />}
            Paga {amount}
          </Button>
          <Button type="button" variant="outline" disabled={action.isPending} onClick={() => submit(testCards.decline)}>
            Simula rifiuto
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={action.isPending}
            onClick={() => action.mutate({ cancel: true }, { onSuccess: ({ redirectUrl }) => go(redirectUrl) })}
          >
            Annulla
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function SessionState({ sessionId }: { sessionId: string }) {
  const location = useLocation();
  const { user, isPending: userPending } = useUser();
  const query = useLocalSession(user ? sessionId : null);
  if (userPending || (user && query.isPending)) return <PageSpinner label="Caricamento" />;
  if (!user) {
    return (
      <Alert tone="warning" role="status">
        Accedi per completare il pagamento.{" "}
        <Link
          className="font-semibold underline"
          to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        >
          Accedi
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
        Pagamento già completato.{" "}
        <Link
          className="font-semibold underline"
          to={`/payment-success?session_id=${session.id}${session.planId ? `&plan=${session.planId}` : ""}`}
        >
          Vedi la conferma
        </Link>
      </Alert>
    );
  }
  if (session.status === "canceled") return <Closed message={testPaymentMessages.closed} />;
  return <Checkout session={session} />;
}

function Closed({ message }: { message: string }) {
  return (
    <Alert tone="danger" role="alert">
      {message}{" "}
      <Link className="font-semibold underline" to="/pricing">
        Torna ai prezzi
      </Link>
    </Alert>
  );
}

/**
 * /test-payment?session= (spec commercial 2, in Italian): the local provider's checkout, where
 * the session's owner pays with a test card, simulates a decline or cancels. No money moves.
 */
export function TestPaymentPage() {
  useDocumentTitle("Pagamento di prova");
  const [params] = useSearchParams();
  const config = usePaymentsConfig();
  const sessionId = params.get("session");
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
        Pagamento di prova
      </h1>
      <Alert tone="warning" role="note">
        <strong>{testPaymentMessages.testMode}.</strong> Nessuna carta vera viene usata e non si muove denaro.
      </Alert>
      {config.data?.provider !== "local" ? (
        <ItalianNotice>
          Questo server usa Stripe per i pagamenti: questa pagina di prova non serve.{" "}
          <Link className="font-semibold underline" to="/pricing">
            Vai ai prezzi
          </Link>
        </ItalianNotice>
      ) : sessionId ? (
        <SessionState sessionId={sessionId} />
      ) : (
        <ItalianNotice>
          Nessuna sessione di pagamento aperta. Scegli un piano per iniziare.{" "}
          <Link className="font-semibold underline" to="/pricing">
            Vai ai prezzi
          </Link>
        </ItalianNotice>
      )}
    </PageContainer>
  );
}
