import { z } from "zod";

/**
 * GET /api/v1/openapi.json: an OpenAPI 3.1 document (openapi.test.ts validates it whole against the
 * OpenAPI schema); the contract holds what clients and /api/docs read first.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The spec's header for API keys (commercial 9). */
export const API_KEY_HEADER = "X-Api-Key";

/**
 * GET /api/docs (spec commercial 3): what the /api-docs page shows. It is derived from the OpenAPI
 * document, which is derived from the schemas the routes validate with, so it cannot drift.
 */
export const apiDocsEndpointSchema = z.object({
  /** Relative to `baseUrl`, e.g. '/meals/{id}'. */
  path: z.string(),
  method: z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"]),
  requiresAuth: z.boolean(),
  /** The key scope the call needs. */
  scope: z.enum(["read", "write"]),
  tag: z.string(),
  summary: z.string(),
  description: z.string(),
  /** Name -> description, e.g. 'startDate' -> 'startDate: a calendar day ... (query, optional)'. */
  parameters: z.record(z.string(), z.string()),
  requestExample: z.object({
    /** The path with the example's ids filled in. */
    path: z.string(),
    query: z.record(z.string(), z.string()).nullable(),
    body: z.unknown().nullable(),
  }),
  responseFormat: z.object({ status: z.number().int(), example: z.unknown() }),
});
export type ApiDocsEndpoint = z.infer<typeof apiDocsEndpointSchema>;

export const apiDocsSchema = z.object({
  /** e.g. 'https://macrowise.example/api/v1'. */
  baseUrl: z.string(),
  openApiUrl: z.string(),
  mcpUrl: z.string(),
  rateLimit: z.object({ description: z.string(), limit: z.number().int(), period: z.string() }),
  authentication: z.object({ headerName: z.string(), description: z.string(), bearer: z.string() }),
  responseFormat: z.object({ contentType: z.string(), description: z.string() }),
  endpoints: z.array(apiDocsEndpointSchema),
});
export type ApiDocs = z.infer<typeof apiDocsSchema>;
