import type { OpenAPIV3_1 } from "openapi-types";
import { API_KEY_HEADER, type ApiDocs, type ApiDocsEndpoint } from "../../../shared/contracts/api-docs.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { RateLimitRule } from "../../config.js";
import { i18nFor } from "../../i18n.js";
import { HTTP_METHODS, type OpenApiDocument } from "./openapi.js";
import { PUBLIC_API_PREFIX, SCOPE_KEY } from "./operation.js";

type Schema = OpenAPIV3_1.SchemaObject;

function resolve(document: OpenApiDocument, schema: unknown): Schema | undefined {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (!ref) return schema as Schema | undefined;
  return document.components?.schemas?.[ref.replace("#/components/schemas/", "")] as Schema | undefined;
}

/** Name -> what it is and where it goes, from the operation's parameters and its body schema. */
function parametersOf(document: OpenApiDocument, operation: OpenAPIV3_1.OperationObject): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
    const text = parameter.description ?? (resolve(document, parameter.schema)?.description || parameter.name);
    parameters[parameter.name] = `${text} (${parameter.in}, ${parameter.required ? "required" : "optional"})`;
  }
  const body = resolve(
    document,
    (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content["application/json"]?.schema,
  );
  for (const [name, property] of Object.entries(body?.properties ?? {})) {
    const text = resolve(document, property)?.description ?? name;
    parameters[name] = `${text} (body, ${body?.required?.includes(name) ? "required" : "optional"})`;
  }
  return parameters;
}

/**
 * The success the example shows: a write that may replace a day's record answers 200 or 201, and
 * the example (placed by openapi.ts) is on the one it documents; else the first 2xx.
 */
export function documentedSuccess(operation: OpenAPIV3_1.OperationObject): [string?, OpenAPIV3_1.ResponseObject?] {
  const successes = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith("2")) as [
    string,
    OpenAPIV3_1.ResponseObject,
  ][];
  return (
    successes.find(([, response]) => response.content?.["application/json"]?.example !== undefined) ??
    successes[0] ?? [undefined, undefined]
  );
}

function endpointOf(
  document: OpenApiDocument,
  path: string,
  method: (typeof HTTP_METHODS)[number],
  operation: OpenAPIV3_1.OperationObject,
): ApiDocsEndpoint {
  const [status, response] = documentedSuccess(operation);
  const answer = response?.content?.["application/json"];
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  let examplePath = path.slice(PUBLIC_API_PREFIX.length);
  const query: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.in === "path") examplePath = examplePath.replace(`{${parameter.name}}`, String(parameter.example));
    if (parameter.in === "query") query[parameter.name] = String(parameter.example);
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content["application/json"];
  return {
    path: path.slice(PUBLIC_API_PREFIX.length),
    method: method.toUpperCase() as ApiDocsEndpoint["method"],
    requiresAuth: (operation.security ?? document.security ?? []).length > 0,
    scope: (operation as Record<string, unknown>)[SCOPE_KEY] === "write" ? "write" : "read",
    tag: operation.tags?.[0] ?? "API",
    summary: operation.summary ?? "",
    description: operation.description ?? "",
    parameters: parametersOf(document, operation),
    requestExample: {
      path: examplePath,
      query: Object.keys(query).length > 0 ? query : null,
      body: body?.example ?? null,
    },
    responseFormat: { status: Number(status ?? 200), example: answer?.example ?? null },
  };
}

/**
 * The spec's GET /api/docs payload (commercial 3), read off the OpenAPI document: the /api-docs page
 * and openapi.json always describe the same routes with the same schemas and examples.
 */
export function apiDocsPayload(
  document: OpenApiDocument,
  origin: string,
  rateLimit: RateLimitRule,
  locale: Locale = "en",
): ApiDocs {
  const i18n = i18nFor(locale);
  const endpoints: ApiDocsEndpoint[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) endpoints.push(endpointOf(document, path, method, operation));
    }
  }
  const seconds = Math.round(rateLimit.timeWindowMs / 1000);
  const period = seconds === 60 ? "minute" : seconds === 3600 ? "hour" : `${seconds} seconds`;
  return {
    baseUrl: `${origin}${PUBLIC_API_PREFIX}`,
    openApiUrl: `${origin}${PUBLIC_API_PREFIX}/openapi.json`,
    mcpUrl: `${origin}/mcp`,
    rateLimit: {
      description: i18n._(
        "Counted per API key, shared by the REST API and MCP. Past the limit the answer is 429 with a Retry-After header; every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset.",
      ),
      limit: rateLimit.max,
      period,
    },
    authentication: {
      headerName: API_KEY_HEADER,
      // Placeholders for what holds braces: ICU would read them as its own.
      description: i18n._(
        "Send one of your API keys in the {header} header with every request. Keys are never accepted in the URL, and a signed-in browser session does not open the API. An unknown, revoked or expired key gets 401 {unauthorized}; a key whose owner's plan no longer includes API access gets 403 'Access Restricted' until the plan returns.",
        { header: API_KEY_HEADER, unauthorized: '{"error":"Unauthorized","message":"Invalid API key"}' },
      ),
      bearer: i18n._("Authorization: Bearer <key> works as well (AI assistants and MCP clients use it)."),
    },
    responseFormat: {
      contentType: "application/json",
      description: i18n._(
        "JSON in and out. Failures have the shape {shape}; 400 names each invalid field in fieldErrors.",
        { shape: "{error?, message, fieldErrors?}" },
      ),
    },
    endpoints,
  };
}
