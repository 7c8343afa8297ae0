import { Crown, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { Skeleton } from "../../../components/ui/skeleton.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { openBillingPortal, useSubscription, useSubscriptionAction } from "../../../features/payments/api.js";
import { describeSubscription, instantDate } from "../../../features/payments/subscription-text.js";
import { TrialBadge } from "../../../features/trial/trial-badge.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { AccountDataSection } from "./account-data-section.js";

function PortalButton() {
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      toast.error(i18n._("Could not open the billing portal"), { description: errorMessage(error) });
      setPending(false);
    }
  };
  return (
    <Button onClick={() => void open()} disabled={pending}>
      {pending ? <InlineSpinner /> : <ExternalLink aria-hidden="true" className="size-4" />}
      {i18n._("Manage subscription")}
    </Button>
  );
}

function SubscriptionPanel() {
  const query = useSubscription();
  const action = useSubscriptionAction();
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) {
    return (
      <div role="status" aria-label={i18n._("Loading your subscription")}>
        <Skeleton className="h-44" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel title={i18n._("Your subscription could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  }
  const { subscription, manage, provider } = query.data;
  if (provider === "off") {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">{i18n._("Every feature is included")}</CardTitle>
          <CardDescription>
            {i18n._("Billing is not enabled on this server: there is nothing to subscribe to.")}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const run = (kind: "cancel" | "resume") =>
    action.mutate(kind, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(kind === "cancel" ? i18n._("Subscription cancelled") : i18n._("Subscription resumed"));
      },
      onError: (error) =>
        toast.error(i18n._("The subscription could not be changed"), { description: errorMessage(error) }),
    });

  if (!subscription?.hasAccess) {
    return (
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2">{i18n._("No active subscription")}</CardTitle>
            <TrialBadge className="whitespace-nowrap" />
          </div>
          <CardDescription>
            {subscription
              ? describeSubscription(subscription).detail
              : i18n._("You are on the free trial or it has ended.")}
          </CardDescription>
        </CardHeader>
        <CardFooter>
          {/* A Stripe subscription whose payment failed is fixed in the portal, not bought again. */}
          {manage === "portal" &&
            subscription &&
            ["past_due", "unpaid", "incomplete"].includes(subscription.status) && <PortalButton />}
          <Button asChild variant={manage === "portal" && subscription ? "outline" : "default"}>
            <Link to="/pricing">{i18n._("View plans")}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }
  const text = describeSubscription(subscription);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Crown aria-hidden="true" className="size-5 text-emerald-600" />
            {text.title}
          </CardTitle>
          <Badge tone={text.tone}>{text.status}</Badge>
        </div>
        <CardDescription>{text.detail}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-neutral-600 dark:text-neutral-400">
        {manage === "portal"
          ? i18n._("Cancel, switch plan or update your card in the secure billing portal.")
          : i18n._("Cancelling keeps every feature until the end of the period you paid for; no partial refunds.")}
      </CardContent>
      <CardFooter>
        {manage === "portal" && <PortalButton />}
        {manage === "direct" && !subscription.cancelAtPeriodEnd && subscription.plan !== "unlimited" && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {i18n._("Cancel subscription")}
          </Button>
        )}
        {manage === "direct" && subscription.cancelAtPeriodEnd && (
          <Button onClick={() => run("resume")} disabled={action.isPending}>
            {action.isPending && <InlineSpinner />}
            {i18n._("Resume subscription")}
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18n._("Cancel your subscription?")}
        description={
          subscription.renewsAt
            ? i18n._("Your plan stays active until {date}; it will not renew. You can resume it until then.", {
                date: instantDate(subscription.renewsAt),
              })
            : i18n._(
                "Your plan stays active until the end of this period; it will not renew. You can resume it until then.",
              )
        }
        confirmLabel={i18n._("Cancel subscription")}
        pending={action.isPending}
        onConfirm={() => run("cancel")}
      />
    </Card>
  );
}

/** /account/subscription: plan, status, next charge or end, cancel, resume or manage; and your data. */
export function AccountSubscriptionPage() {
  useDocumentTitle(i18n._("Subscription"));
  return (
    <PageContainer className="max-w-3xl space-y-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{i18n._("Your subscription")}</h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">
          {i18n._("Your plan, what it costs and when it renews.")}
        </p>
      </div>
      <SubscriptionPanel />
      <AccountDataSection />
    </PageContainer>
  );
}
