import { useSearchParams } from "react-router";
import { PageContainer } from "../../components/ui/page-container.js";
import { ActiveImport } from "../../features/imports/active-import.js";
import { useImports } from "../../features/imports/api.js";
import { ImportHistory } from "../../features/imports/import-history.js";
import { UploadCard } from "../../features/imports/upload-card.js";
import { i18n } from "../../lib/i18n.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";
import { RouteGuard } from "../route-guard.js";

/**
 * /import (issue 27): bring a history in from another tracker or another Macrowise server. The
 * import being worked on is in the address (?id=), so the page can be left and found again.
 */
function ImportContent() {
  const [params, setParams] = useSearchParams();
  const activeId = params.get("id");
  const imports = useImports();
  const open = (id: string | null) => setParams(id ? { id } : {}, { replace: false });

  return (
    <div className="space-y-6">
      {activeId ? (
        <ActiveImport id={activeId} onDone={() => open(null)} />
      ) : (
        <UploadCard maxBytes={imports.data?.maxBytes} onUploaded={(item) => open(item.id)} />
      )}
      <ImportHistory onOpen={open} />
    </div>
  );
}

export function ImportPage() {
  useDocumentTitle(i18n._("Import your history"));
  return (
    <RouteGuard>
      <PageContainer className="max-w-3xl">
        <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">{i18n._("Import your history")}</h1>
        <p className="mb-6 text-sm text-neutral-600 dark:text-neutral-400">
          {i18n._(
            "Move in with the meals, weigh-ins and measurements you logged elsewhere. Nothing is saved until you confirm, importing the same file twice adds nothing twice, and any import can be undone.",
          )}
        </p>
        <ImportContent />
      </PageContainer>
    </RouteGuard>
  );
}
