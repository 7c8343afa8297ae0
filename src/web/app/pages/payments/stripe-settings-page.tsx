import { ArrowLeft, CircleCheck, CircleX, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paymentMessages, type StripeMode, type StripeSettings } from "../../../../shared/contracts/payments.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { Alert } from "../../../components/ui/alert.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useSetStripeMode, useStripeSettings } from "../../../features/payments/api.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { withElements } from "../../../lib/with-elements.js";
import { AdminGuard } from "../../admin-guard.js";

const modeNames: Record<StripeMode, string> = { test: msg("Test Mode"), production: msg("Production Mode") };
const keyNames = {
  secretKey: msg("Secret key"),
  publishableKey: msg("Publishable key"),
  webhookSecret: msg("Webhook signing secret"),
} as const;

function KeyList({ keys }: { keys: StripeSettings["keys"][StripeMode] }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {(Object.keys(keyNames) as (keyof typeof keyNames)[]).map((key) => (
        <li key={key} className="flex items-center gap-2">
          {keys[key] ? (
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          ) : (
            <CircleX aria-hidden="true" className="size-4 text-red-600" />
          )}
          {keys[key]
            ? i18n._("{key}: configured", { key: i18n._(keyNames[key]) })
            : i18n._("{key}: missing", { key: i18n._(keyNames[key]) })}
        </li>
      ))}
    </ul>
  );
}

function ModeTab({ mode, settings, onSwitch }: { mode: StripeMode; settings: StripeSettings; onSwitch: () => void }) {
  const current = settings.mode === mode;
  // With Stripe in use a mode needs its keys; otherwise the choice waits for Stripe to be turned on.
  const usable = settings.provider !== "stripe" || settings.keys[mode].secretKey;
  const prefix = mode === "test" ? "STRIPE_TEST" : "STRIPE_LIVE";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">{i18n._(modeNames[mode])}</CardTitle>
          {current && <Badge>{i18n._("In use")}</Badge>}
        </div>
        <CardDescription>
          {mode === "test"
            ? i18n._("Test keys: Stripe's test cards, no real money.")
            : i18n._("Live keys: real cards are charged. Prices are found by their lookup keys in live mode too.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <KeyList keys={settings.keys[mode]} />
        <p className="break-words text-xs text-neutral-500 dark:text-neutral-400">
          {i18n._("Set in the environment as {secret}, {publishable} and {webhook}.", {
            secret: `${prefix}_SECRET_KEY`,
            publishable: `${prefix}_PUBLISHABLE_KEY`,
            webhook: `${prefix}_WEBHOOK_SECRET`,
          })}
        </p>
      </CardContent>
      <CardFooter>
        {current ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {settings.provider === "stripe"
              ? i18n._("Payments use these keys now.")
              : i18n._("Stripe will use these keys once it is turned on.")}
          </p>
        ) : (
          <Button onClick={onSwitch} disabled={!usable} variant={mode === "production" ? "destructive" : "default"}>
            {mode === "test" ? i18n._("Switch to Test Mode") : i18n._("Switch to Production Mode")}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

function StripeSettingsContent() {
  const query = useStripeSettings();
  const setMode = useSetStripeMode();
  const [pending, setPending] = useState<StripeMode | null>(null);
  const [tab, setTab] = useState<StripeMode | null>(null);

  if (query.isPending) return <PageSpinner label={i18n._("Loading Stripe settings")} />;
  if (query.isError) {
    return (
      <ErrorPanel title={i18n._(paymentMessages.loadStripeSettingsFailed)} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  }
  const settings = query.data;
  if (settings.provider === "off") {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">{i18n._("Billing is off")}</CardTitle>
          <CardDescription>
            {i18n._(
              "This server takes no payments (PAYMENTS_PROVIDER=off): every account has every feature. Set PAYMENTS_PROVIDER=stripe and the Stripe keys to use Stripe.",
            )}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const confirm = () => {
    if (!pending) return;
    setMode.mutate(pending, {
      onSuccess: () => {
        // The server's "Stripe is now in test mode", said in the page's language.
        toast.success(
          pending === "production" ? i18n._("Stripe is now in production mode") : i18n._("Stripe is now in test mode"),
        );
        setPending(null);
      },
      onError: (error) => {
        toast.error(i18n._(paymentMessages.changeStripeModeFailed), { description: errorMessage(error) });
        setPending(null);
      },
    });
  };
  return (
    <>
      {settings.provider === "local" && (
        <Alert role="status">
          {i18n._(
            "Stripe is not in use yet: this server takes payments with the built-in test checkout (PAYMENTS_PROVIDER=local). The mode you choose here is kept and applies once PAYMENTS_PROVIDER=stripe and the Stripe keys are set.",
          )}
        </Alert>
      )}
      <p className="text-neutral-600 dark:text-neutral-400">
        {withElements(msg("Current mode: {mode}"), {
          mode: (
            <Badge tone={settings.mode === "production" ? "warning" : "default"}>
              {i18n._(modeNames[settings.mode])}
            </Badge>
          ),
        })}
      </p>
      <Tabs value={tab ?? settings.mode} onValueChange={(value) => setTab(value as StripeMode)}>
        <TabsList aria-label={i18n._("Stripe mode")}>
          <TabsTrigger value="test">{i18n._("Test Mode")}</TabsTrigger>
          <TabsTrigger value="production">{i18n._("Production Mode")}</TabsTrigger>
        </TabsList>
        {(["test", "production"] as const).map((mode) => (
          <TabsContent key={mode} value={mode}>
            <ModeTab mode={mode} settings={settings} onSwitch={() => setPending(mode)} />
          </TabsContent>
        ))}
      </Tabs>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending === "production" ? i18n._("Switch Stripe to Production Mode?") : i18n._("Switch Stripe to Test Mode?")
        }
        description={
          pending === "production"
            ? i18n._("New checkouts will charge real cards with the live keys. Existing subscriptions are not touched.")
            : i18n._(
                "New checkouts will use the test keys and Stripe's test cards. Existing subscriptions are not touched.",
              )
        }
        confirmLabel={i18n._("Switch mode")}
        pending={setMode.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** /admin/stripe-settings (spec commercial 2): Test Mode and Production Mode, Refresh Mode and Back. */
export function StripeSettingsPage() {
  useDocumentTitle(i18n._("Stripe Settings"));
  return (
    <AdminGuard>
      <StripeSettingsView />
    </AdminGuard>
  );
}

/** Rendered for admins only, so no one else even asks the server for the settings. */
function StripeSettingsView() {
  const query = useStripeSettings();
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{i18n._("Stripe Settings")}</h1>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" className={query.isFetching ? "size-4 animate-spin" : "size-4"} />
            {i18n._("Refresh Mode")}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/admin">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {i18n._("Back")}
            </Link>
          </Button>
        </div>
      </div>
      <StripeSettingsContent />
    </PageContainer>
  );
}
