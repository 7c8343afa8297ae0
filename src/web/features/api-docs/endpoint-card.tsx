import { Lock } from "lucide-react";
import type { ApiDocsEndpoint } from "../../../shared/contracts/api-docs.js";
import { Badge } from "../../components/ui/badge.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { curlFor } from "./curl.js";

const methodColours: Record<ApiDocsEndpoint["method"], string> = {
  GET: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  POST: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  PATCH: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  PUT: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  DELETE: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
};

/** Spec commercial 2: path, method, requires-auth badge, description, parameters, example response and request. */
export function EndpointCard({ endpoint, baseUrl }: { endpoint: ApiDocsEndpoint; baseUrl: string }) {
  const parameters = Object.entries(endpoint.parameters);
  const headingId = `endpoint-${endpoint.method}-${endpoint.path}`.replace(/[^\w-]/g, "-");
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded-md px-2 py-0.5 font-mono text-xs font-bold", methodColours[endpoint.method])}>
          {endpoint.method}
        </span>
        <h3 id={headingId} className="min-w-0 font-mono text-sm font-semibold break-all">
          {endpoint.path}
        </h3>
        {endpoint.requiresAuth && (
          <Badge tone="neutral" className="gap-1">
            <Lock aria-hidden="true" className="size-3" />
            {i18n._("Requires auth")}
          </Badge>
        )}
        <Badge tone={endpoint.scope === "write" ? "warning" : "default"}>{endpoint.scope}</Badge>
      </div>
      <p className="mt-2 font-medium">{endpoint.summary}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-neutral-600 dark:text-neutral-400">{endpoint.description}</p>

      {parameters.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">{i18n._("Parameters")}</h4>
          <dl className="mt-2 divide-y divide-neutral-100 rounded-lg border border-neutral-200 text-sm dark:divide-neutral-800 dark:border-neutral-800">
            {parameters.map(([name, description]) => (
              <div key={name} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                <dt className="font-mono text-xs font-semibold break-all">{name}</dt>
                <dd className="text-neutral-600 dark:text-neutral-400">{description}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <div className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h4 className="text-sm font-semibold">{i18n._("Example request")}</h4>
          <CodeBlock
            code={curlFor(endpoint, baseUrl)}
            label={i18n._("Copy example request for {method} {path}", { method: endpoint.method, path: endpoint.path })}
            caption="curl"
          />
        </div>
        <div className="min-w-0 space-y-2">
          <h4 className="text-sm font-semibold">
            {i18n._("Example response ({status})", { status: endpoint.responseFormat.status })}
          </h4>
          <CodeBlock
            code={JSON.stringify(endpoint.responseFormat.example, null, 2)}
            label={i18n._("Copy example response for {method} {path}", {
              method: endpoint.method,
              path: endpoint.path,
            })}
            caption="JSON"
          />
        </div>
      </div>
    </article>
  );
}
