import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { apiErrorSchema, type OperationDoc } from "../../../shared/contracts/public/common.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { requireScope } from "../../plugins/api-key-auth.js";
import type { ApiCaller } from "./operations.js";

/** Where an operation's example rides in the route schema until the document is finished (openapi.ts). */
export const EXAMPLE_KEY = "x-macrowise-example";
export const SCOPE_KEY = "x-required-scope";
/** Marks an operation whose request is a file upload (multipart/form-data, field `file`): openapi.ts documents it. */
export const UPLOAD_KEY = "x-macrowise-upload";
export const PUBLIC_API_PREFIX = "/api/v1";

/** The security requirement of every v1 operation: the key in X-Api-Key, or as a bearer token. */
export const keySecurity: Record<string, string[]>[] = [{ apiKey: [] }, { bearerAuth: [] }];

interface RouteSchemaParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

/**
 * A v1 route's options from its contract: the schemas it validates with, the words and example the
 * document shows, the failures every v1 route may answer, and the check of the scope its key needs
 * (after plugins/api-key-auth.ts has checked the key itself). Handlers keep
 * the zod types (S is returned as is), so routes stay typed.
 */
export function operation<S extends RouteSchemaParts>(doc: OperationDoc, schema: S, { upload = false } = {}) {
  const errors: Record<number, typeof apiErrorSchema> = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
  };
  for (const status of doc.errors ?? []) errors[status] = apiErrorSchema;
  errors[429] = apiErrorSchema;
  return {
    schema: {
      ...schema,
      response: { ...schema.response, ...errors } as S["response"],
      operationId: doc.operationId,
      summary: doc.summary,
      description: `${doc.description} Needs a key with the ${doc.scope} permission.`,
      tags: [doc.tag],
      security: keySecurity,
      [EXAMPLE_KEY]: doc.example,
      [SCOPE_KEY]: doc.scope,
      ...(upload ? { [UPLOAD_KEY]: true } : {}),
    },
    onRequest: requireScope(doc.scope),
  };
}

/** The key's owner and the zone their days are counted in (an X-Time-Zone header, else their stored zone). */
export function apiCaller(request: FastifyRequest): ApiCaller {
  const user = requireUser(request);
  return { userId: user.id, timeZone: requestTimeZone(request, user) };
}
