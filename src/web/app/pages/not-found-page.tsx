import { Camera, House, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/** The server sends a 404's page with this tag already; a 404 reached in the browser adds it. Leaving removes it. */
function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "robots";
      document.head.append(meta);
    }
    meta.content = "noindex";
    return () => meta.remove();
  }, []);
}

export function NotFoundPage() {
  useDocumentTitle(i18n._("Page Not Found"), { exact: true });
  useNoIndex();
  const location = useLocation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-12 text-emerald-600" />
      <h1 className="text-3xl font-bold">{i18n._("Page Not Found")}</h1>
      <p className="text-neutral-600 dark:text-neutral-400">
        {i18n._("The page you are looking for does not exist or has been moved.")}
      </p>
      <p className="max-w-full break-all rounded-md bg-neutral-100 px-3 py-1 font-mono text-sm dark:bg-neutral-800">
        {location.pathname}
      </p>
      <div className="mt-2 flex max-w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            {i18n._("Go to Homepage")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/food-analyzer">
            <Camera aria-hidden="true" className="size-4" />
            {i18n._("Try Food Analyzer")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
