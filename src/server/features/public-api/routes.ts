import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiDocsSchema } from "../../../shared/contracts/api-docs.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import type { RateLimitRule } from "../../config.js";
import { requireFeature } from "../../plugins/access.js";
import { publicAccountRoutes } from "./account-routes.js";
import { apiDocsPayload } from "./docs-payload.js";
import { publicGoalRoutes } from "./goal-routes.js";
import { publicMealRoutes } from "./meal-routes.js";
import type { OpenApiDocument } from "./openapi.js";
import { PUBLIC_API_PREFIX } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

export interface PublicApiRouteDeps {
  operations: PublicApiOperations;
  /** The API key check (plugins/api-key-auth.ts), run before every /api/v1 route. */
  guard: onRequestAsyncHookHandler;
  rateLimit: RateLimitRule;
}

/** The origin the caller reached us at (behind TRUST_PROXY, the one the browser used). */
function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * /api/v1 behind the API key guard (its own encapsulated scope: no other route sees the hook), the
 * OpenAPI document beside it (public, no key: tools import it), and the spec's GET /api/docs.
 */
export async function publicApiRoutes(app: FastifyInstance, { operations, guard, rateLimit }: PublicApiRouteDeps) {
  await app.register(
    async (v1) => {
      v1.addHook("onRequest", guard);
      await publicMealRoutes(v1, operations);
      await publicGoalRoutes(v1, operations);
      await publicAccountRoutes(v1, operations);
    },
    { prefix: PUBLIC_API_PREFIX },
  );

  const document = () => app.swagger() as unknown as OpenApiDocument;

  // Public and credential-free, so API tools in a browser on another origin may import it.
  app.get(`${PUBLIC_API_PREFIX}/openapi.json`, { schema: { hide: true } }, async (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    return { ...document(), servers: [{ url: publicOrigin(request) }] };
  });

  /** Premium only (spec commercial 7), for the signed-in user's /api-docs page. */
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/docs",
      { schema: { response: { 200: apiDocsSchema, 401: errorSchema, 402: errorSchema } } },
      async (request) => {
        requireFeature(request, "api-access");
        return apiDocsPayload(document(), publicOrigin(request), rateLimit);
      },
    );
}
