import { useEffect } from "react";
import { MAX_LIVE_API_KEYS } from "../../../../shared/contracts/api-keys.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { useApiAccess, useApiKeys } from "../../../features/api-keys/api.js";
import { ApiDocsSnippet } from "../../../features/api-keys/api-docs-snippet.js";
import { ApiKeysTable } from "../../../features/api-keys/api-keys-table.js";
import { ConnectAssistant } from "../../../features/api-keys/connect-assistant.js";
import { CreateApiKeyDialog } from "../../../features/api-keys/create-api-key-dialog.js";
import { PremiumApiUpsell } from "../../../features/api-keys/premium-api-upsell.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { RouteGuard } from "../../route-guard.js";

function ApiKeysContent() {
  const access = useApiAccess();
  const keys = useApiKeys(access === "allowed");
  const origin = window.location.origin;

  useEffect(() => {
    if (keys.isError) toast.error(i18n._("Error loading API keys. Please try again later."));
  }, [keys.isError]);

  if (access === "loading") return <PageSpinner label={i18n._("Loading your plan")} />;
  if (access === "locked") return <PremiumApiUpsell />;

  const live = keys.data?.filter((key) => key.status === "active").length ?? 0;
  const atLimit = live >= MAX_LIVE_API_KEYS;
  return (
    <div className="space-y-6">
      <ApiDocsSnippet origin={origin} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <h2 className="text-lg font-semibold leading-tight">{i18n._("Your API keys")}</h2>
            <CardDescription>
              {atLimit
                ? i18n._(
                    "You have {count} active keys, the most you can have. Revoke or delete one to create another.",
                    { count: MAX_LIVE_API_KEYS },
                  )
                : i18n._("Up to {count} active keys. A key is shown in full only when it is created.", {
                    count: MAX_LIVE_API_KEYS,
                  })}
            </CardDescription>
          </div>
          <CreateApiKeyDialog disabled={keys.isPending || atLimit} />
        </CardHeader>
        <CardContent>
          <ApiKeysTable
            keys={keys.data}
            loading={keys.isPending}
            error={keys.isError}
            onRetry={() => void keys.refetch()}
          />
        </CardContent>
      </Card>
      <ConnectAssistant origin={origin} />
    </div>
  );
}

/** /api-keys (spec commercial 2): guests to /auth, non-subscribers see the upsell. */
export function ApiKeysPage() {
  useDocumentTitle(i18n._("API Keys"));
  return (
    <RouteGuard>
      <PageContainer className="max-w-5xl">
        <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{i18n._("API Keys")}</h1>
        <ApiKeysContent />
      </PageContainer>
    </RouteGuard>
  );
}
