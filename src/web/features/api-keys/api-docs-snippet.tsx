import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { API_KEY_HEADER } from "../../../shared/contracts/api-docs.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import { i18n } from "../../lib/i18n.js";
import { apiBaseUrl, curlExample } from "../../lib/mcp-configs.js";
import { withElements } from "../../lib/with-elements.js";

/** Spec commercial 2: the docs snippet on /api-keys, with this instance's own URL. */
export function ApiDocsSnippet({ origin }: { origin: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{i18n._("Using your keys")}</h2>
        <CardDescription>
          {withElements(msg("Send a key in the {header} header to {url}. Keys never go in the URL."), {
            header: <code className="font-mono">{API_KEY_HEADER}</code>,
            url: <code className="font-mono break-all">{apiBaseUrl(origin)}</code>,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CodeBlock code={curlExample(origin)} label={i18n._("Copy curl command")} caption="Shell" />
        <Button asChild variant="outline">
          <Link to="/api-docs">
            <BookOpen aria-hidden="true" className="size-4" />
            {i18n._("API Documentation")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
