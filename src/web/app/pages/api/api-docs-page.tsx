import { Lock, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.js";
import { PageContainer } from "../../../components/ui/page-container.js";
import { PageSpinner } from "../../../components/ui/spinner.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { isAccessRefusal, useApiDocs } from "../../../features/api-docs/api.js";
import { ApiDocsView } from "../../../features/api-docs/api-docs-view.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { RouteGuard } from "../../route-guard.js";

function AccessRestricted({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl text-center" role="alert">
      <CardHeader className="items-center">
        <Lock aria-hidden="true" className="size-8 text-amber-600" />
        <h2 className="text-lg font-semibold">{i18n._("Access Restricted")}</h2>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/pricing">{i18n._("View Pricing")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ApiDocsContent() {
  const docs = useApiDocs();
  if (docs.isPending) return <PageSpinner label={i18n._("Loading API documentation")} />;
  if (docs.isError && isAccessRefusal(docs.error)) {
    return (
      <AccessRestricted
        message={`${i18n._("The API documentation is part of the premium plans.")} ${errorMessage(docs.error, "")}`.trim()}
      />
    );
  }
  if (docs.isError || !docs.data) {
    return (
      <ErrorPanel title={i18n._("Unable to load API documentation")}>
        <p>{docs.isError ? errorMessage(docs.error) : i18n._("The server sent no documentation.")}</p>
        <Button className="mt-3" variant="outline" size="sm" onClick={() => void docs.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {i18n._("Refresh")}
        </Button>
      </ErrorPanel>
    );
  }
  return <ApiDocsView docs={docs.data} />;
}

/** /api-docs (spec commercial 2): guests to /auth; the docs come from GET /api/docs (premium only). */
export function ApiDocsPage() {
  useDocumentTitle(i18n._("API Documentation"));
  return (
    <RouteGuard>
      <PageContainer className="max-w-5xl">
        <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{i18n._("API Documentation")}</h1>
        <ApiDocsContent />
      </PageContainer>
    </RouteGuard>
  );
}
