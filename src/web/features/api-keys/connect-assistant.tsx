import { Bot } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { claudeDesktopConfig, cursorConfig, KEY_PLACEHOLDER, mcpRemoteCommand, mcpUrl } from "../../lib/mcp-configs.js";

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
          Connect your assistant
        </h2>
        <CardDescription>
          Let an AI assistant read your day and log meals for you through MCP at{" "}
          <code className="font-mono break-all">{mcpUrl(origin)}</code>. Replace{" "}
          <code className="font-mono">{KEY_PLACEHOLDER}</code> with a key: a read-only key lets it look, a read and
          write key lets it log and delete meals (it asks you before deleting).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="claude">
          <TabsList aria-label="Assistant">
            <TabsTrigger value="claude">Claude Desktop</TabsTrigger>
            <TabsTrigger value="cursor">Cursor</TabsTrigger>
            <TabsTrigger value="other">Other clients</TabsTrigger>
          </TabsList>
          <TabsContent value="claude" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Settings → Developer → Edit Config, add this to{" "}
              <code className="font-mono">claude_desktop_config.json</code>, then restart Claude. It needs Node.js for
              the <code className="font-mono">mcp-remote</code> bridge.
            </p>
            <CodeBlock
              code={claudeDesktopConfig(origin)}
              label="Copy Claude Desktop configuration"
              caption="claude_desktop_config.json"
            />
          </TabsContent>
          <TabsContent value="cursor" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Add this to <code className="font-mono">~/.cursor/mcp.json</code> (or the project's{" "}
              <code className="font-mono">.cursor/mcp.json</code>).
            </p>
            <CodeBlock code={cursorConfig(origin)} label="Copy Cursor configuration" caption="mcp.json" />
          </TabsContent>
          <TabsContent value="other" className="mt-4 space-y-2">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Clients that speak streamable HTTP can use the URL above with an{" "}
              <code className="font-mono">Authorization: Bearer</code> header. Those that only start local servers can
              run the bridge:
            </p>
            <CodeBlock code={mcpRemoteCommand(origin)} label="Copy mcp-remote command" caption="Shell" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
