import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import type { FastifyRequest } from "fastify";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys.js";
import { feature } from "../../plugins/feature.js";
import { apiCaller } from "../public-api/operation.js";
import type { ApiCaller, PublicApiOperations } from "../public-api/operations.js";
import { registerTools } from "./tools.js";

export const MCP_PATH = "/mcp";

interface McpPrincipal {
  caller: ApiCaller;
  scopes: ApiKeyScope[];
}

/** The web Request the SDK's handler serves, made from Fastify's (whose JSON body is already parsed). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = request.method === "POST" && request.body !== undefined;
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * MCP over streamable HTTP at /mcp (the official SDK, v2 line, stateless: a fresh server per request,
 * so any instance behind a load balancer can answer), in the scope of plugins/api-key-auth.ts:
 * identity, plan and the key's rate limit first; the plugins/security hook has already refused a
 * write whose Origin is another site (the DNS-rebinding defence the MCP spec asks for). Tools are
 * built for the key's owner and scopes.
 */
export const mcpRoutes = feature(
  "mcp",
  ["api-key-auth"],
  async (app, { operations, version }: { operations: PublicApiOperations; version: string }) => {
    const handler = createMcpHandler((context) => {
      const server = new McpServer({ name: "macrowise", version });
      const principal = context.authInfo?.extra?.principal as McpPrincipal | undefined;
      if (principal) registerTools(server, operations, principal.caller, principal.scopes);
      return server;
    });
    app.addHook("onClose", () => handler.close());

    app.route({
      method: ["GET", "POST", "DELETE"],
      url: MCP_PATH,
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = request.apiKey;
        const principal: McpPrincipal = { caller: apiCaller(request), scopes: key?.scopes ?? [] };
        const response = await handler.fetch(webRequest(request), {
          parsedBody: request.body,
          authInfo: {
            token: `api-key:${key?.id}`,
            clientId: String(key?.id),
            scopes: principal.scopes,
            extra: { principal },
          },
        });
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        if (!response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
      },
    });
  },
);
