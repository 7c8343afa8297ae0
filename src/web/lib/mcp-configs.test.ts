import { describe, expect, it } from "vitest";
import { claudeDesktopConfig, curlExample, cursorConfig, KEY_PLACEHOLDER, mcpRemoteCommand } from "./mcp-configs.js";

const origin = "https://nutrition.example:8443";

describe("copy-paste configurations", () => {
  it("fill in the instance's own URLs", () => {
    expect(curlExample(origin)).toBe(
      `curl -H "X-Api-Key: ${KEY_PLACEHOLDER}" https://nutrition.example:8443/api/v1/nutrition-goals`,
    );
    expect(mcpRemoteCommand(origin, "mw_live_x")).toBe(
      'npx -y mcp-remote https://nutrition.example:8443/mcp --header "Authorization: Bearer mw_live_x"',
    );
  });

  it("are valid JSON that Claude Desktop and Cursor read", () => {
    const claude = JSON.parse(claudeDesktopConfig(origin, "mw_live_k"));
    expect(claude.mcpServers.macrowise.args).toEqual([
      "-y",
      "mcp-remote",
      "https://nutrition.example:8443/mcp",
      "--header",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder mcp-remote expands.
      "Authorization:${MACROWISE_AUTH}",
    ]);
    expect(claude.mcpServers.macrowise.env.MACROWISE_AUTH).toBe("Bearer mw_live_k");
    const cursor = JSON.parse(cursorConfig(origin));
    expect(cursor.mcpServers.macrowise).toEqual({
      url: "https://nutrition.example:8443/mcp",
      headers: { Authorization: `Bearer ${KEY_PLACEHOLDER}` },
    });
  });
});
