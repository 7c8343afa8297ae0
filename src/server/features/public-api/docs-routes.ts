import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiDocsSchema, openApiDocumentSchema } from "../../../shared/contracts/api-docs.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import type { RateLimitRule } from "../../config.js";
import { requireFeature } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { apiDocsPayload } from "./docs-payload.js";
import type { OpenApiDocument } from "./openapi.js";
import { PUBLIC_API_PREFIX } from "./operation.js";

/** The origin the caller reached us at (behind TRUST_PROXY, the one the browser used). */
function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The public API's documentation, read off the OpenAPI document @fastify/swagger builds from the
 * /api/v1 routes (openapi.ts): the document itself at /api/v1/openapi.json (no key and no
 * session: API tools import it), and the spec's GET /api/docs for the signed-in /api-docs page.
 */
export const apiDocsRoutes = feature(
  "api-docs",
  ["session", "openapi"],
  async (app, { rateLimit }: { rateLimit: RateLimitRule }) => {
    const document = () => app.swagger() as unknown as OpenApiDocument;

    // Public and credential-free, so API tools in a browser on another origin may import it.
    app.get(
      `${PUBLIC_API_PREFIX}/openapi.json`,
      { schema: { hide: true, response: { 200: openApiDocumentSchema } } },
      async (request, reply) => {
        reply.header("access-control-allow-origin", "*");
        return { ...document(), servers: [{ url: publicOrigin(request) }] };
      },
    );

    /** Premium only (spec commercial 7), for the signed-in user's /api-docs page. */
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/docs",
        { schema: { response: { 200: apiDocsSchema, 401: errorSchema, 402: errorSchema } } },
        async (request) => {
          requireFeature(request, "api-access");
          return apiDocsPayload(document(), publicOrigin(request), rateLimit, request.locale);
        },
      );
  },
);
