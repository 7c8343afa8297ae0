import { useCallback, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { paymentMessages } from "../../../../shared/contracts/payments.js";
import { isPaidPlanId } from "../../../../shared/domain/prices.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { useVerifyPayment } from "../../../features/payments/api.js";
import { planNames } from "../../../features/payments/plan-catalog.js";
import { errorMessage } from "../../../lib/api.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { PaymentResult } from "./payment-result.js";

const toPricing = (
  <Button asChild variant="outline">
    <Link to="/pricing">Return to pricing</Link>
  </Button>
);

/**
 * /payment-success?session_id=&plan= (spec commercial 2 and 4): asks the server to verify the
 * payment (it fulfils it at once, before any webhook), then refreshes the user's data.
 */
export function PaymentSuccessPage() {
  useDocumentTitle("Payment");
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
            toast.success(paymentMessages.subscriptionActivated, {
              description: `Your ${planNames[result.plan]} plan is active.`,
            });
          }
        },
        onError: (error) => toast.error(paymentMessages.verificationErrorTitle, { description: errorMessage(error) }),
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
      <PaymentResult tone="error" title={paymentMessages.verificationFailed} actions={toPricing}>
        <p>{paymentMessages.missingSession}</p>
      </PaymentResult>
    );
  }
  if (verify.isError) {
    return (
      <PaymentResult
        tone="error"
        title={paymentMessages.verificationErrorTitle}
        actions={
          <>
            <Button onClick={run}>Try again</Button>
            {toPricing}
          </>
        }
      >
        <p>{paymentMessages.verificationError}</p>
        <p className="mt-1 text-sm">{errorMessage(verify.error)}</p>
      </PaymentResult>
    );
  }
  const result = verify.data;
  if (!result || verify.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
        <Spinner className="size-10" label="Verifying your payment" />
        <h1 className="text-2xl font-bold">Verifying your payment…</h1>
      </div>
    );
  }
  if (!result.success) {
    return (
      <PaymentResult
        tone="error"
        title={paymentMessages.verificationFailed}
        actions={
          <>
            <Button onClick={run}>Check again</Button>
            {toPricing}
          </>
        }
      >
        <p>{result.message}</p>
      </PaymentResult>
    );
  }
  const paidForPlan = result.plan !== "trial" && result.plan !== "unlimited";
  return (
    <PaymentResult
      tone="success"
      title={paidForPlan ? paymentMessages.subscriptionActivated : "Payment successful"}
      actions={
        <>
          <Button asChild>
            <Link to="/home">Go to Dashboard</Link>
          </Button>
          {paidForPlan && (
            <Button asChild variant="outline">
              <Link to="/account/subscription">View your subscription</Link>
            </Button>
          )}
        </>
      }
    >
      <p>{paidForPlan ? `Your ${planNames[result.plan]} plan is active. Thank you!` : result.message}</p>
    </PaymentResult>
  );
}
