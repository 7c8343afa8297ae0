import { useCallback, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { paymentMessages } from "../../../../shared/contracts/payments.js";
import { isPaidPlanId } from "../../../../shared/domain/prices.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { useVerifyPayment } from "../../../features/payments/api.js";
import { planName } from "../../../features/payments/plan-catalog.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { PaymentResult } from "./payment-result.js";

/**
 * The server's own words for a verification (features/payments/service.ts), marked here for the
 * catalogs: it answers them in English and they are shown by their English text.
 */
export const verificationTexts = [msg("Test payment completed"), msg("The payment is not complete yet")] as const;

function ToPricing() {
  return (
    <Button asChild variant="outline">
      <Link to="/pricing">{i18n._("Return to pricing")}</Link>
    </Button>
  );
}

/**
 * /payment-success?session_id=&plan= (spec commercial 2 and 4): asks the server to verify the
 * payment (it fulfils it at once, before any webhook), then refreshes the user's data.
 */
export function PaymentSuccessPage() {
  useDocumentTitle(i18n._("Payment"));
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const requestedPlan = params.get("plan");
  const verify = useVerifyPayment();
  const started = useRef(false);

  const run = useCallback(() => {
    if (!sessionId) return;
    verify.mutate(
      { sessionId, ...(isPaidPlanId(requestedPlan) ? { planId: requestedPlan } : {}) },
      {
        onSuccess: (result) => {
          if (result.success && result.plan !== "trial") {
            toast.success(i18n._(paymentMessages.subscriptionActivated), {
              description: i18n._("Your {plan} plan is active.", { plan: planName(result.plan) }),
            });
          }
        },
        onError: (error) =>
          toast.error(i18n._(paymentMessages.verificationErrorTitle), { description: errorMessage(error) }),
      },
    );
  }, [sessionId, requestedPlan, verify.mutate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  if (!sessionId) {
    return (
      <PaymentResult tone="error" title={i18n._(paymentMessages.verificationFailed)} actions={<ToPricing />}>
        <p>{i18n._(paymentMessages.missingSession)}</p>
      </PaymentResult>
    );
  }
  if (verify.isError) {
    return (
      <PaymentResult
        tone="error"
        title={i18n._(paymentMessages.verificationErrorTitle)}
        actions={
          <>
            <Button onClick={run}>{i18n._("Try again")}</Button>
            <ToPricing />
          </>
        }
      >
        <p>{i18n._(paymentMessages.verificationError)}</p>
        <p className="mt-1 text-sm">{errorMessage(verify.error)}</p>
      </PaymentResult>
    );
  }
  const result = verify.data;
  if (!result || verify.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <Spinner className="size-10" label={i18n._("Verifying your payment")} />
        <h1 className="text-2xl font-bold">{i18n._("Verifying your payment…")}</h1>
      </div>
    );
  }
  if (!result.success) {
    return (
      <PaymentResult
        tone="error"
        title={i18n._(paymentMessages.verificationFailed)}
        actions={
          <>
            <Button onClick={run}>{i18n._("Check again")}</Button>
            <ToPricing />
          </>
        }
      >
        <p>{i18n._(result.message)}</p>
      </PaymentResult>
    );
  }
  const paidForPlan = result.plan !== "trial" && result.plan !== "unlimited";
  return (
    <PaymentResult
      tone="success"
      title={paidForPlan ? i18n._(paymentMessages.subscriptionActivated) : i18n._("Payment successful")}
      actions={
        <>
          <Button asChild>
            <Link to="/home">{i18n._("Go to Dashboard")}</Link>
          </Button>
          {paidForPlan && (
            <Button asChild variant="outline">
              <Link to="/account/subscription">{i18n._("View your subscription")}</Link>
            </Button>
          )}
        </>
      }
    >
      <p>
        {paidForPlan
          ? i18n._("Your {plan} plan is active. Thank you!", { plan: planName(result.plan) })
          : i18n._(result.message)}
      </p>
    </PaymentResult>
  );
}
