import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paymentMessages } from "../../../../shared/contracts/payments.js";
import { isPaidPlanId } from "../../../../shared/domain/prices.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { Button } from "../../../components/ui/button.js";
import { focusRing } from "../../../components/ui/focus-ring.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { type CheckoutTarget, createCheckout } from "../../../features/payments/api.js";
import { BillingOffNotice } from "../../../features/payments/billing-off-notice.js";
import { checkoutFailure } from "../../../features/payments/checkout-failure.js";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";
import { usePaymentsConfig } from "../../../lib/payments-config.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { withElements } from "../../../lib/with-elements.js";
import { PaymentResult } from "./payment-result.js";

type State = { kind: "preparing" } | { kind: "redirecting"; url: string } | { kind: "error"; message: string };

function targetOf(params: URLSearchParams): CheckoutTarget | null {
  const planId = params.get("planId");
  if (isPaidPlanId(planId)) return { planId };
  const amount = params.get("amount");
  if (amount && /^\d{1,7}$/.test(amount)) return { amount: Number(amount) };
  return null;
}

/**
 * /checkout?planId= or ?amount= (spec commercial 2 and 4): prepares the checkout once (the server
 * reuses an open one, so a reload or a second tab cannot pay twice), then goes to the payment page.
 */
export function CheckoutPage() {
  useDocumentTitle(i18n._("Checkout"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const [state, setState] = useState<State>({ kind: "preparing" });
  const started = useRef(false);
  const billingOff = config.data?.provider === "off";

  useEffect(() => {
    if (started.current || config.isPending || billingOff) return;
    started.current = true;
    const target = targetOf(params);
    if (!target) {
      toast.error(i18n._(paymentMessages.paymentSetupError), { description: i18n._(paymentMessages.invalidPlan) });
      setState({ kind: "error", message: i18n._(paymentMessages.invalidPlan) });
      return;
    }
    createCheckout(target)
      .then(({ url }) => {
        if (!url) return setState({ kind: "error", message: i18n._(paymentMessages.noCheckoutUrl) });
        if (url.startsWith("/")) {
          if (url === "/account/subscription") toast.info(i18n._(paymentMessages.alreadySubscribed));
          return navigate(url, { replace: true });
        }
        setState({ kind: "redirecting", url });
        window.location.assign(url);
      })
      .catch((error: unknown) => {
        const { title, message } = checkoutFailure(error);
        toast.error(title, { description: message });
        setState({ kind: "error", message });
      });
  }, [params, navigate, config.isPending, billingOff]);

  if (billingOff) {
    return (
      <PageContainer>
        <BillingOffNotice />
      </PageContainer>
    );
  }
  if (state.kind === "error") {
    return (
      <PaymentResult
        tone="error"
        title={i18n._(paymentMessages.paymentError)}
        actions={
          <Button asChild>
            <Link to="/pricing">{i18n._("Return to pricing")}</Link>
          </Button>
        }
      >
        <p>{state.message}</p>
      </PaymentResult>
    );
  }
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <Spinner
        className="size-10"
        label={state.kind === "preparing" ? i18n._("Preparing checkout") : i18n._("Redirecting")}
      />
      <h1 className="text-2xl font-bold">
        {state.kind === "preparing" ? i18n._("Preparing your checkout…") : i18n._("Redirecting to the payment page…")}
      </h1>
      {state.kind === "redirecting" && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {withElements(msg("Nothing happening? Your browser may have blocked it: {link}."), {
            link: (
              <a
                href={state.url}
                className={cn(
                  "font-medium text-emerald-700 underline underline-offset-2 dark:text-emerald-400",
                  focusRing,
                )}
              >
                {i18n._("open the payment page")}
              </a>
            ),
          })}
        </p>
      )}
    </div>
  );
}
