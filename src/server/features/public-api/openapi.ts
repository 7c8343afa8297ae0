import swagger from "@fastify/swagger";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { API_KEY_HEADER } from "../../../shared/contracts/api-docs.js";
import type { OperationExample } from "../../../shared/contracts/public/common.js";
import { EXAMPLE_KEY, PUBLIC_API_PREFIX, UPLOAD_KEY } from "./operation.js";

export type OpenApiDocument = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject & { [EXAMPLE_KEY]?: OperationExample; [UPLOAD_KEY]?: boolean };

export const HTTP_METHODS = ["get", "post", "patch", "put", "delete"] as const;

const description = `Your Macrowise data for your own scripts and assistants. Authenticate every request with one of your API keys in the \`${API_KEY_HEADER}\` header (or as \`Authorization: Bearer <key>\`); never in the URL. Days are counted in your profile's time zone unless a request sends an \`X-Time-Zone\` header. Each key has a budget of requests per minute: past it, 429 with \`Retry-After\`.`;

const isPublic = (url: string) => url.startsWith(`${PUBLIC_API_PREFIX}/`);

/**
 * The OpenAPI 3.1 document of the public API, generated from the zod schemas the /api/v1 routes
 * validate with (fastify-type-provider-zod's transform), so the documentation cannot drift from what
 * the server accepts. Every other route of the app is left out. Registered before any route, since
 * @fastify/swagger learns routes as they are declared.
 */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: { title: "Macrowise API", version: "1.0.0", description },
        components: {
          securitySchemes: {
            apiKey: { type: "apiKey", in: "header", name: API_KEY_HEADER, description: "One of your API keys" },
            bearerAuth: { type: "http", scheme: "bearer", description: "The same key as a bearer token" },
          },
        },
      },
      transform: (input) =>
        isPublic(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
      transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as OpenApiDocument),
    });
  },
  { name: "openapi" },
);

/** Each operation's example moved where OpenAPI keeps examples, and only the components it uses. */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      placeExample(operation);
      describeUpload(operation);
      describeResponses(operation);
    }
  }
  return pruneComponents(document);
}

function placeExample(operation: Operation): void {
  const example = operation[EXAMPLE_KEY];
  delete operation[EXAMPLE_KEY];
  if (!example) return;
  for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
    const values = parameter.in === "path" ? example.params : parameter.in === "query" ? example.query : undefined;
    const value = values?.[parameter.name];
    if (value !== undefined) parameter.example = parameter.in === "path" ? String(value) : value;
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content["application/json"];
  if (body && example.body !== undefined) body.example = example.body;
  const answer = (operation.responses?.[String(example.status)] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[
    "application/json"
  ];
  if (answer) answer.example = example.response;
}

/**
 * An upload's body (the route reads it with @fastify/multipart, so no body schema validates it):
 * multipart/form-data with the file in the field `file`.
 */
function describeUpload(operation: Operation): void {
  const upload = operation[UPLOAD_KEY];
  delete operation[UPLOAD_KEY];
  if (!upload) return;
  operation.requestBody = {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file"],
          properties: { file: { type: "string", format: "binary", description: "The file to import" } },
        },
      },
    },
  };
}

/** What each status means on this API (the transform only knows "Default Response"). */
const responseMeanings: Record<string, string> = {
  200: "OK",
  201: "Created",
  400: "Invalid input: `message` says what, `fieldErrors` names each invalid field",
  401: "No API key, or an unknown, revoked or expired one (or a key in the URL, which is never accepted)",
  403: "The key lacks the permission this call needs, or its owner's plan no longer includes API access ('Access Restricted')",
  404: "Not found, or not yours",
  409: "Conflicts with what is stored",
  413: "The file is larger than the server takes",
  500: "Storing failed and nothing was stored: try again",
  429: "The key's rate limit is reached: wait the seconds in Retry-After",
};

function describeResponses(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const meaning = responseMeanings[status];
    if (meaning && "description" in response) response.description = meaning;
  }
}

/**
 * The transform emits every schema registered with an id (input and output twins of each, and any
 * other feature's): keep only those the operations reach, so the document shows the public API alone.
 */
function pruneComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith("#/components/schemas/")) {
        const name = child.slice("#/components/schemas/".length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
