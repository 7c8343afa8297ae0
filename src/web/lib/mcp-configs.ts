import { API_KEY_HEADER } from "../../shared/contracts/api-docs.js";

/** Stands in for the user's key in copied snippets: keys are shown once, so we never know it here. */
export const KEY_PLACEHOLDER = "YOUR_API_KEY";

/** The public API's base URL on this instance, e.g. 'https://macrowise.example/api/v1'. */
export const apiBaseUrl = (origin: string) => `${origin}/api/v1`;
export const mcpUrl = (origin: string) => `${origin}/mcp`;

/** The spec's example call (commercial 7): GET {base}/nutrition-goals with X-Api-Key. */
export function curlExample(origin: string, key = KEY_PLACEHOLDER): string {
  return `curl -H "${API_KEY_HEADER}: ${key}" ${apiBaseUrl(origin)}/nutrition-goals`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Claude Desktop speaks MCP over stdio; the `mcp-remote` bridge connects it to our HTTP endpoint and
 * sends the key as a bearer token (Claude.ai's custom connectors accept OAuth only).
 */
export function claudeDesktopConfig(origin: string, key = KEY_PLACEHOLDER): string {
  return json({
    mcpServers: {
      macrowise: {
        command: "npx",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands ${VAR} from `env` itself (no space: some clients split arguments on spaces).
        args: ["-y", "mcp-remote", mcpUrl(origin), "--header", "Authorization:${MACROWISE_AUTH}"],
        env: { MACROWISE_AUTH: `Bearer ${key}` },
      },
    },
  });
}

/** Cursor connects to a streamable HTTP server directly, with headers. */
export function cursorConfig(origin: string, key = KEY_PLACEHOLDER): string {
  return json({ mcpServers: { macrowise: { url: mcpUrl(origin), headers: { Authorization: `Bearer ${key}` } } } });
}

/** Any other MCP client that only speaks stdio: the bridge on its own. */
export function mcpRemoteCommand(origin: string, key = KEY_PLACEHOLDER): string {
  return `npx -y mcp-remote ${mcpUrl(origin)} --header "Authorization: Bearer ${key}"`;
}
