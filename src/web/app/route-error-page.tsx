import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiError } from "../lib/api.js";
import { useDocumentTitle } from "../lib/use-document-title.js";
import { ErrorFallback } from "./error-fallback.js";

/** The router's errorElement. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  if (error) console.error("Route error", error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorFallback detail={detail} requestId={error instanceof ApiError ? error.requestId : undefined} />;
}
