import { Bot } from "lucide-react";
import { msg } from "../../../shared/i18n/msg.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { i18n } from "../../lib/i18n.js";
import { claudeDesktopConfig, cursorConfig, KEY_PLACEHOLDER, mcpRemoteCommand, mcpUrl } from "../../lib/mcp-configs.js";
import { withElements } from "../../lib/with-elements.js";

/**
 * 'Connect your assistant': copy-paste MCP configurations for this instance. The key is a
 * placeholder: a key is shown only once, when it is created.
 */
export function ConnectAssistant({ origin }: { origin: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Bot aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Connect your assistant")}
        </h2>
        <CardDescription>
          {withElements(
            msg(
              "Let an AI assistant read your day and log meals for you through MCP at {url}. Replace {placeholder} with a key: a read-only key lets it look, a read and write key lets it log and delete meals (it asks you before deleting).",
            ),
            {
              url: <code className="font-mono break-all">{mcpUrl(origin)}</code>,
              placeholder: <code className="font-mono">{KEY_PLACEHOLDER}</code>,
            },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="claude">
          <TabsList aria-label={i18n._("Assistant")}>
            <TabsTrigger value="claude">Claude Desktop</TabsTrigger>
            <TabsTrigger value="cursor">Cursor</TabsTrigger>
            <TabsTrigger value="other">{i18n._("Other clients")}</TabsTrigger>
          </TabsList>
          <TabsContent value="claude" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {withElements(
                msg(
                  "Settings → Developer → Edit Config, add this to {file}, then restart Claude. It needs Node.js for the {bridge} bridge.",
                ),
                {
                  file: <code className="font-mono">claude_desktop_config.json</code>,
                  bridge: <code className="font-mono">mcp-remote</code>,
                },
              )}
            </p>
            <CodeBlock
              code={claudeDesktopConfig(origin)}
              label={i18n._("Copy Claude Desktop configuration")}
              caption="claude_desktop_config.json"
            />
          </TabsContent>
          <TabsContent value="cursor" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {withElements(msg("Add this to {file} (or the project's {projectFile})."), {
                file: <code className="font-mono">~/.cursor/mcp.json</code>,
                projectFile: <code className="font-mono">.cursor/mcp.json</code>,
              })}
            </p>
            <CodeBlock code={cursorConfig(origin)} label={i18n._("Copy Cursor configuration")} caption="mcp.json" />
          </TabsContent>
          <TabsContent value="other" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {withElements(
                msg(
                  "Clients that speak streamable HTTP can use the URL above with an {header} header. Those that only start local servers can run the bridge:",
                ),
                { header: <code className="font-mono">Authorization: Bearer</code> },
              )}
            </p>
            <CodeBlock code={mcpRemoteCommand(origin)} label={i18n._("Copy mcp-remote command")} caption="Shell" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
