import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiError } from "../lib/api.js";
import { i18n } from "../lib/i18n.js";
import { useDocumentTitle } from "../lib/use-document-title.js";
import { ErrorFallback } from "./error-fallback.js";

/** The router's errorElement. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(i18n._("Something went wrong"));
  if (error) console.error("Route error", error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorFallback detail={detail} requestId={error instanceof ApiError ? error.requestId : undefined} />;
}
