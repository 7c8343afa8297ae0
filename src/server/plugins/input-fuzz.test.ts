import { setTimeout as sleep } from "node:timers/promises";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseFingerprint } from "../test/fingerprint.js";
import { routeExamples } from "../test/route-examples.js";
import { createTestApp, type TestApp, TestClient } from "../test/test-app.js";
import { grantPlan } from "../test/users.js";

/**
 * Hostile values in every field of every write route and every query parameter: no answer is a
 * 5xx, every 4xx carries a JSON `message`, and a refused request leaves every table as it was.
 * The routes come from the app itself, so a new route without an example here fails this test.
 */
const hostileValues: unknown[] = [
  "\u0000",
  "bread\u0000",
  "a\u0001b",
  "\u007f",
  "\u009b[31m",
  1e308,
  -1e308,
  null,
  "",
  true,
  [],
  {},
  "x".repeat(10_000),
];
const hostileQueryValues = ["%00", "a%00b", "%01", "1e308", "null", "", "true", "%5B%5D", "x".repeat(3000)];

interface DeclaredRoute {
  method: string;
  url: string;
  bodyKeys: string[] | null;
  queryKeys: string[];
}

/** The field names of a zod object schema, through optional, refine and pipe wrappers. */
function shapeKeys(schema: unknown): string[] | null {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } } | undefined;
  if (!s) return null;
  if (s.shape) return Object.keys(s.shape);
  if (s.def?.in) return shapeKeys(s.def.in);
  if (s.def?.innerType) return shapeKeys(s.def.innerType);
  return null;
}

const declared: DeclaredRoute[] = [];
function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  for (const method of methods) {
    if (method === "HEAD" || method === "OPTIONS") continue;
    declared.push({
      method,
      url: route.url,
      bodyKeys: schema.body ? shapeKeys(schema.body) : null,
      queryKeys: shapeKeys(schema.querystring) ?? [],
    });
  }
}

/** Every leaf of a JSON value, as a path of keys and indexes. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(body)) return body.map((item, i) => (i === head ? withValueAt(item, rest, value) : item));
  const copy = { ...(body as Record<string, unknown>) };
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

let t: TestApp;
let client: TestClient;
/** Admin routes are fuzzed as an admin, so their validation is reached rather than a 403. */
let adminClient: TestClient;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: collect,
    rateLimits: {
      auth: { max: 1_000_000, timeWindowMs: 60_000 },
      adminAccess: { max: 1_000_000, timeWindowMs: 60_000 },
      ai: { max: 1_000_000, timeWindowMs: 60_000 },
      contact: { max: 1_000_000, timeWindowMs: 60_000 },
    },
    apiRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    adminAccessCode: routeExamples.adminCode,
  });
  client = new TestClient(t.app);
  ids = await routeExamples.prepare(client, (userId) => grantPlan(t, userId));
  adminClient = await routeExamples.prepareAdmin(t.app, ids);
});
afterAll(() => t.close());

/**
 * Work an earlier test's valid examples left running (an import stored after its confirmation's
 * 202) ends before the next test fingerprints the database around each request: otherwise its
 * writes land inside another route's check and are blamed on that route.
 */
beforeEach(async () => {
  for (let tries = 0; tries < 60; tries++) {
    const first = JSON.stringify(await databaseFingerprint(t.database));
    await sleep(300);
    if (JSON.stringify(await databaseFingerprint(t.database)) === first) return;
  }
  throw new Error("the database kept changing for 20 s before the test");
});

/** Routes that change who is signed in run from a throwaway client, so the fuzzing user stays signed in. */
const SESSION_ROUTES = /^\/api\/(register|login|logout|firebase-auth|dev\/)/;
const ADMIN_ROUTES = /^\/api\/admin\//;
const senderFor = (url: string) =>
  SESSION_ROUTES.test(url) ? new TestClient(t.app) : ADMIN_ROUTES.test(url) ? adminClient : client;

async function expectRefusedCleanly(method: string, url: string, body: unknown, label: string) {
  // Reads write nothing whatever they are sent; the fingerprint is taken around writes only.
  const writes = method !== "GET";
  const before = writes ? await databaseFingerprint(t.database) : null;
  const headers = { "content-type": "application/json", ...routeExamples.headers(url) };
  const res = await senderFor(url).request(method as "POST", url, body, headers);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const message = String(res.headers["content-type"]).includes("json") ? res.json().message : undefined;
    expect(typeof message === "string" && message.length > 0, `${label} gave ${res.statusCode} without a message`).toBe(
      true,
    );
    if (writes) {
      expect(await databaseFingerprint(t.database), `${label} was refused but changed the database`).toEqual(before);
    }
  }
}

describe("input fuzzing of every route", () => {
  it("has a valid example for every write route, covering every field of its schema", async () => {
    const writes = declared.filter((r) => r.bodyKeys !== null);
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const example = routeExamples.body(`${route.method} ${route.url}`);
      expect(example, `no example for ${route.method} ${route.url} in test/route-examples.ts`).toBeDefined();
      const covered = Object.keys(example as object);
      for (const key of route.bodyKeys ?? []) {
        expect(covered, `${route.method} ${route.url}: field '${key}' is not fuzzed`).toContain(key);
      }
      // An example the route refuses would make every spoiled variant a vacuous 400.
      if (routeExamples.acceptable(`${route.method} ${route.url}`)) {
        const url = routeExamples.url(route.url, ids);
        const res = await senderFor(route.url).request(
          route.method as "POST",
          url,
          example,
          routeExamples.headers(url),
        );
        expect(res.statusCode, `${route.method} ${route.url} refused its example: ${res.body}`).toBeLessThan(300);
      }
    }
  });

  it("answers hostile values in every body field with a 4xx or a success, never a 5xx or a half write", async () => {
    for (const route of declared.filter((r) => ["POST", "PATCH", "PUT"].includes(r.method))) {
      const key = `${route.method} ${route.url}`;
      const url = routeExamples.url(route.url, ids);
      const example = routeExamples.body(key);
      for (const path of example ? leafPaths(example) : []) {
        for (const value of hostileValues) {
          const body = withValueAt(example, path, value);
          const label = `${key} ${path.join(".")}=${JSON.stringify(value)?.slice(0, 20)}`;
          await expectRefusedCleanly(route.method, url, body, label);
        }
      }
      for (const body of [null, [], "text", 12, {}, { anything: "\u0000" }]) {
        await expectRefusedCleanly(route.method, url, body, `${key} body=${JSON.stringify(body)}`);
      }
    }
  }, 900_000); // 70 s on a quiet machine before issues 26-29 added routes; 300 s on a loaded one

  it("answers hostile query parameters and ids with a 4xx, never a 5xx", async () => {
    for (const route of declared) {
      const base = routeExamples.url(route.url, ids);
      const body = routeExamples.body(`${route.method} ${route.url}`);
      for (const queryKey of [...route.queryKeys, "userId"]) {
        for (const value of hostileQueryValues) {
          for (const query of [`${queryKey}=${value}`, `${queryKey}=${value}&${queryKey}=${value}`]) {
            await expectRefusedCleanly(
              route.method,
              `${base}?${query}`,
              body,
              `${route.method} ${base}?${query.slice(0, 60)}`,
            );
          }
        }
      }
      if (route.url.includes(":id")) {
        for (const id of ["%00", "1e308", "-1", "99999999999", "abc"]) {
          const url = route.url.replace(":id", id);
          await expectRefusedCleanly(route.method, url, body, `${route.method} ${url}`);
        }
      }
    }
  }, 600_000);
});
