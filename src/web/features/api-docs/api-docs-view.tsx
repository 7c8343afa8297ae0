import { BookOpen, KeyRound, ListTree } from "lucide-react";
import { Link } from "react-router";
import type { ApiDocs } from "../../../shared/contracts/api-docs.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { i18n } from "../../lib/i18n.js";
import { KEY_PLACEHOLDER } from "../../lib/mcp-configs.js";
import { EndpointCard } from "./endpoint-card.js";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-neutral-700 dark:text-neutral-300">{children}</dd>
    </div>
  );
}

/** '60 requests per minute' in the page's language; the server names the period in English. */
function rateLimitText({ limit, period }: ApiDocs["rateLimit"]): string {
  if (period === "minute") return i18n._("{limit} requests per minute", { limit });
  if (period === "hour") return i18n._("{limit} requests per hour", { limit });
  return i18n._("{limit} requests per {period}", { limit, period });
}

function Overview({ docs }: { docs: ApiDocs }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{i18n._("Overview")}</h2>
        <CardDescription>
          {i18n._("Your meals, goals, profile, daily summary and trends, for your own scripts and assistants.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-neutral-100 dark:divide-neutral-800">
          <Fact label={i18n._("Base URL")}>
            <code className="font-mono break-all">{docs.baseUrl}</code>
          </Fact>
          <Fact label={i18n._("Rate limit")}>
            <strong>{rateLimitText(docs.rateLimit)}</strong>. {docs.rateLimit.description}
          </Fact>
          <Fact label={i18n._("Response format")}>
            {docs.responseFormat.contentType}. {docs.responseFormat.description}
          </Fact>
          <Fact label="OpenAPI 3.1">
            <a className="font-mono break-all text-emerald-700 underline dark:text-emerald-400" href={docs.openApiUrl}>
              {docs.openApiUrl}
            </a>
          </Fact>
          <Fact label={i18n._("MCP (AI assistants)")}>
            <code className="font-mono break-all">{docs.mcpUrl}</code>{" "}
            <Link className="text-emerald-700 underline dark:text-emerald-400" to="/api-keys">
              {i18n._("Connect your assistant")}
            </Link>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function Authentication({ docs }: { docs: ApiDocs }) {
  const example = docs.endpoints.find((e) => e.path === "/nutrition-goals" && e.method === "GET") ?? docs.endpoints[0];
  const url = `${docs.baseUrl}${example?.requestExample.path ?? ""}`;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{i18n._("Authentication")}</h2>
        <CardDescription>{docs.authentication.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="divide-y divide-neutral-100 dark:divide-neutral-800">
          <Fact label={i18n._("Header name")}>
            <code className="font-mono">{docs.authentication.headerName}</code>
          </Fact>
          <Fact label={i18n._("Or")}>{docs.authentication.bearer}</Fact>
        </dl>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">{i18n._("Examples")}</h3>
          <CodeBlock
            code={`curl -H "${docs.authentication.headerName}: ${KEY_PLACEHOLDER}" ${url}`}
            label={i18n._("Copy header example")}
            caption={i18n._("{header} header", { header: docs.authentication.headerName })}
          />
          <CodeBlock
            code={`curl -H "Authorization: Bearer ${KEY_PLACEHOLDER}" ${url}`}
            label={i18n._("Copy bearer example")}
            caption={i18n._("Bearer token")}
          />
        </div>
        <Button asChild variant="outline">
          <Link to="/api-keys">
            <KeyRound aria-hidden="true" className="size-4" />
            {i18n._("Manage API keys")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Endpoints({ docs }: { docs: ApiDocs }) {
  const tags = [...new Set(docs.endpoints.map((endpoint) => endpoint.tag))];
  return (
    <div className="space-y-8">
      {tags.map((tag) => (
        <section key={tag} aria-label={tag} className="space-y-3">
          <h2 className="text-lg font-semibold">{tag}</h2>
          {docs.endpoints
            .filter((endpoint) => endpoint.tag === tag)
            .map((endpoint) => (
              <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} baseUrl={docs.baseUrl} />
            ))}
        </section>
      ))}
    </div>
  );
}

/** Spec commercial 2: Overview, Authentication and Endpoints tabs, from the server's docs payload. */
export function ApiDocsView({ docs }: { docs: ApiDocs }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={i18n._("API documentation")}>
        <TabsTrigger value="overview">
          <BookOpen aria-hidden="true" className="size-4" />
          {i18n._("Overview")}
        </TabsTrigger>
        <TabsTrigger value="authentication">
          <KeyRound aria-hidden="true" className="size-4" />
          {i18n._("Authentication")}
        </TabsTrigger>
        <TabsTrigger value="endpoints">
          <ListTree aria-hidden="true" className="size-4" />
          {i18n._("Endpoints")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Overview docs={docs} />
      </TabsContent>
      <TabsContent value="authentication">
        <Authentication docs={docs} />
      </TabsContent>
      <TabsContent value="endpoints">
        <Endpoints docs={docs} />
      </TabsContent>
    </Tabs>
  );
}
