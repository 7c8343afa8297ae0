import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { exampleImportFile } from "../../../shared/contracts/public/imports.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { grantPlan, signedIn } from "../../test/users.js";
import { multipart } from "../imports/test-support.js";
import { documentedSuccess } from "./docs-payload.js";
import { HTTP_METHODS, type OpenApiDocument } from "./openapi.js";

/**
 * The documentation cannot drift: every /api/v1 route is in the OpenAPI document with the very
 * schemas it validates with, the document is valid OpenAPI 3.1, and every documented example works.
 */
interface DeclaredRoute {
  method: string;
  url: string;
  schema: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; response?: Record<string, z.ZodType> };
}
const declared: DeclaredRoute[] = [];
const collect = (route: RouteOptions) => {
  if (!route.url.startsWith("/api/v1/")) return;
  for (const method of [route.method].flat()) {
    if (method !== "HEAD")
      declared.push({ method, url: route.url, schema: (route.schema ?? {}) as DeclaredRoute["schema"] });
  }
};

let t: TestApp;
let document: OpenApiDocument;
let owner: KeyHolder;

beforeAll(async () => {
  t = await createTestApp({ onRoute: collect, apiRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  const served = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  expect(served.headers["access-control-allow-origin"]).toBe("*");
  document = served.json();
  expect(document.servers).toEqual([{ url: "http://localhost:80" }]);
  owner = await subscriberWithKey(t, "documented", { timeZone: "Europe/Rome" });
  await owner.client.post("/api/user-profile", {
    name: "Doc",
    age: 40,
    gender: "male",
    weight: 80,
    height: 180,
    activityLevel: "light",
  });
  await owner.api.post("/api/v1/nutrition-goals", { name: "Active", calories: 2000, proteins: 1, carbs: 1, fats: 1 });
});
afterAll(() => t.close());

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const operationOf = (method: string, url: string) =>
  document.paths?.[toOpenApiPath(url)]?.[method.toLowerCase() as (typeof HTTP_METHODS)[number]];

/** A JSON schema with every `$ref` replaced by its target and annotations removed, for comparison. */
function normalized(schema: unknown, definitions: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => normalized(item, definitions));
  if (!schema || typeof schema !== "object") return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === "string") {
    const name = record.$ref.replace(/^#\/(components\/schemas|\$defs)\//, "");
    return normalized(definitions[name] ?? definitions[name.replace(/Input$/, "")], definitions);
  }
  const annotations = new Set(["$schema", "$defs", "id", "$id", "description", "example", "examples", "title"]);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !annotations.has(key))
      .map(([key, value]) => [
        key,
        key === "properties" ? propertiesOf(value, definitions) : normalized(value, definitions),
      ]),
  );
}
function propertiesOf(value: unknown, definitions: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(value as object).map(([name, item]) => [name, normalized(item, definitions)]),
  );
}

/** What the route validates with, as JSON Schema, the way zod writes it. */
function zodJson(schema: z.ZodType, io: "input" | "output") {
  const json = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return normalized(json, (json.$defs ?? {}) as Record<string, unknown>);
}
const documented = (schema: unknown) =>
  normalized(schema, (document.components?.schemas ?? {}) as Record<string, unknown>);

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(document.components?.securitySchemes).toMatchObject({
      apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
      bearerAuth: { type: "http", scheme: "bearer" },
    });
  });

  it("documents only the public API, and only the components it uses", () => {
    const paths = Object.keys(document.paths ?? {});
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => path.startsWith("/api/v1/"))).toBe(true);
    expect(paths).not.toContain("/api/v1/openapi.json");
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components?.schemas ?? {}))
      expect(text + JSON.stringify(document.components)).toContain(`#/components/schemas/${name}`);
  });

  it("documents every declared /api/v1 route with the schemas it validates with", () => {
    const routes = declared.filter((route) => route.url !== "/api/v1/openapi.json");
    expect(routes.length).toBeGreaterThanOrEqual(31);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const operation = operationOf(route.method, route.url) as OpenAPIV3_1.OperationObject | undefined;
      expect(operation, `${label} is not documented`).toBeDefined();
      if (!operation) continue;
      expect(operation.security, label).toEqual([{ apiKey: [] }, { bearerAuth: [] }]);
      expect(operation.summary && operation.description, label).toBeTruthy();

      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content["application/json"]
        ?.schema;
      if (route.schema.body) expect(documented(body), `${label} body`).toEqual(zodJson(route.schema.body, "input"));
      else expect(body, `${label} has no body`).toBeUndefined();

      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      for (const [place, schema] of [
        ["query", route.schema.querystring],
        ["path", route.schema.params],
      ] as const) {
        const expected = schema
          ? (zodJson(schema, "input") as { properties: Record<string, unknown>; required?: string[] })
          : null;
        const actual = parameters.filter((parameter) => parameter.in === place);
        expect(actual.map((p) => p.name).sort(), `${label} ${place}`).toEqual(
          Object.keys(expected?.properties ?? {}).sort(),
        );
        for (const parameter of actual) {
          expect(parameter.description, `${label} ${parameter.name} has a description`).toBeTruthy();
          expect(documented(parameter.schema), `${label} ${parameter.name}`).toEqual(
            expected?.properties[parameter.name],
          );
          expect(Boolean(parameter.required), `${label} ${parameter.name} required`).toBe(
            place === "path" || Boolean(expected?.required?.includes(parameter.name)),
          );
        }
      }

      for (const [status, schema] of Object.entries(route.schema.response ?? {})) {
        const response = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
        expect(response, `${label} ${status}`).toBeDefined();
        expect(documented(response?.content?.["application/json"]?.schema), `${label} ${status}`).toEqual(
          zodJson(schema, "output"),
        );
      }
    }
    // And nothing is documented that the server does not serve.
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(routes.map((r) => `${r.method} ${toOpenApiPath(r.url)}`).sort());
  });
});

describe("the documented examples", () => {
  /** Path ids point at a fresh resource of the caller's (examples cannot know them); foodId at a real food. */
  const freshResources: Record<string, object> = {
    meals: { food: "Example", mealType: "snack", calories: 1, proteins: 1, carbs: 1, fats: 1 },
    "nutrition-goals": { name: "Example", calories: 1500, proteins: 1, carbs: 1, fats: 1, isActive: false },
    // On a day of their own: the create examples' day must stay new (201).
    weights: { date: "2026-05-01", weightKg: 80 },
    measurements: { date: "2026-05-01", waistCm: 88 },
  };
  async function idFor(path: string, method: string): Promise<number | string> {
    if (path.startsWith("/api/v1/imports/")) return importIdFor(method);
    const noun = path.split("/")[3] ?? "";
    const res = await owner.api.post(`/api/v1/${noun}`, freshResources[noun]);
    expect(res.statusCode, `a fresh ${noun}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    return res.json().id;
  }

  /** A ready import of the owner's (an undo needs a stored one). */
  async function importIdFor(method: string): Promise<string> {
    const { body, headers } = multipart(exampleImportFile.name, exampleImportFile.content);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/imports",
      headers: { ...headers, "x-api-key": owner.key },
      payload: body,
    });
    const { id } = res.json();
    if (method === "DELETE") await owner.api.post(`/api/v1/imports/${id}/confirm`, {});
    return id;
  }

  it("each make a request that succeeds with the documented status and shape", async () => {
    const [banana] = (await owner.api.get("/api/v1/foods?q=banana&limit=1")).json();
    let tried = 0;
    for (const route of declared.filter((r) => r.url !== "/api/v1/openapi.json")) {
      const label = `${route.method} ${route.url}`;
      const operation = operationOf(route.method, route.url) as OpenAPIV3_1.OperationObject;
      const [status, response] = documentedSuccess(operation);
      const example = (response as OpenAPIV3_1.ResponseObject).content?.["application/json"]?.example;
      expect(example, `${label} has a response example`).toBeDefined();
      const responseSchema = route.schema.response?.[String(status)] as z.ZodType;
      expect(responseSchema.safeParse(example).success, `${label}: the response example fits the schema`).toBe(true);

      let url = toOpenApiPath(route.url);
      const query = new URLSearchParams();
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        expect(parameter.example, `${label} ${parameter.name} has an example`).toBeDefined();
        if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, String(await idFor(url, route.method)));
        if (parameter.in === "query") query.set(parameter.name, String(parameter.example));
      }
      const bodyExample = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        "application/json"
      ]?.example;
      if (route.schema.body) {
        expect(bodyExample, `${label} has a body example`).toBeDefined();
        expect(route.schema.body.safeParse(bodyExample).success, `${label}: the body example is valid`).toBe(true);
      }
      const body =
        bodyExample && typeof bodyExample === "object" && "foodId" in bodyExample
          ? { ...bodyExample, foodId: banana.id }
          : bodyExample;
      const target = query.size > 0 ? `${url}?${query}` : url;
      // An upload's body is a file (multipart/form-data): the example file of the imports contract.
      const upload = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
        "multipart/form-data"
      ];
      const form = upload ? multipart(exampleImportFile.name, exampleImportFile.content) : null;
      const res = await t.app.inject({
        method: route.method as "GET",
        url: target,
        headers: { "x-api-key": owner.key, ...form?.headers },
        ...(form ? { payload: form.body } : body === undefined ? {} : { payload: body as object }),
      });
      expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(Number(status));
      expect(responseSchema.safeParse(res.json()).success, `${label}: the answer fits the documented schema`).toBe(
        true,
      );
      tried += 1;
    }
    expect(tried).toBe(declared.filter((r) => r.url !== "/api/v1/openapi.json").length);
  });
});

describe("GET /api/docs", () => {
  it("is derived from the same document, for premium users only", async () => {
    expect((await new TestClient(t.app).get("/api/docs")).statusCode).toBe(401);
    const trial = await signedIn(t.app, "docstrial");
    const refused = await trial.client.get("/api/docs");
    expect(refused.statusCode).toBe(402);
    await grantPlan(t, trial.id);
    const res = await trial.client.get("/api/docs", { host: "nutrition.example:8443", "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(200);
    const docs = res.json();
    expect(docs.baseUrl).toBe("http://nutrition.example:8443/api/v1");
    expect(docs.mcpUrl).toBe("http://nutrition.example:8443/mcp");
    expect(docs.rateLimit).toMatchObject({ limit: 10_000, period: "minute" });
    expect(docs.authentication.headerName).toBe("X-Api-Key");
    const operations = Object.values(document.paths ?? {}).flatMap((item) => HTTP_METHODS.filter((m) => item?.[m]));
    expect(docs.endpoints).toHaveLength(operations.length);
    const goals = docs.endpoints.find(
      (e: { path: string; method: string }) => e.path === "/nutrition-goals" && e.method === "GET",
    );
    expect(goals).toMatchObject({ requiresAuth: true, scope: "read", summary: "List nutrition goals" });
    const create = docs.endpoints.find(
      (e: { path: string; method: string }) => e.path === "/meals" && e.method === "POST",
    );
    expect(create.scope).toBe("write");
    expect(create.parameters.calories).toContain("(body, required)");
    expect(create.parameters.notes).toContain("(body, optional)");
    expect(create.requestExample.body).toMatchObject({ food: "Pasta al pomodoro" });
    expect(create.responseFormat.status).toBe(201);
    const one = docs.endpoints.find(
      (e: { path: string; method: string }) => e.path === "/meals/{id}" && e.method === "GET",
    );
    expect(one.requestExample.path).toBe("/meals/42");
    expect(one.parameters.id).toContain("(path, required)");
    for (const endpoint of docs.endpoints) expect(endpoint.responseFormat.example, endpoint.path).not.toBeNull();
  });
});
