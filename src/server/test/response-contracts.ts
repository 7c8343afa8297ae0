import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import { errorSchema } from "../../shared/contracts/common.js";
import { ResponseContractError } from "../plugins/serializer.js";

/**
 * The test app's check of every JSON answer of every route against the route's zod response
 * schema for its status (exact, then `4xx`-style, then `default`; an error status the route does
 * not declare against the common error contract). The serializer already refuses an answer that
 * does not fit the JSON Schema made from the contract; this holds the bytes the client gets to the
 * contract itself, refinements included, and also answers sent as ready JSON text (kept answers)
 * or without a schema. A mismatch turns the answer into a 500, is printed at once, and is thrown
 * again by `TestApp.close()`, so the test file fails even where a test reads only the body.
 */
export interface ResponseContracts {
  /** Installs the check on a route as it is declared (buildApp's `onRoute`). */
  onRoute(route: RouteOptions): void;
  /** Every mismatch seen so far, one line each. */
  violations: string[];
}

type ResponseSchemas = Record<string, z.ZodType>;
type Hook<Args extends unknown[]> = (request: FastifyRequest, reply: FastifyReply, ...args: Args) => Promise<unknown>;

function schemaFor(schemas: ResponseSchemas | undefined, status: number): z.ZodType | undefined {
  const declared = schemas?.[String(status)] ?? schemas?.[`${Math.floor(status / 100)}xx`] ?? schemas?.default;
  if (declared) return declared;
  return status >= 400 ? errorSchema : undefined;
}

const isJson = (reply: FastifyReply) =>
  /^application\/(.+\+)?json\b/.test(String(reply.getHeader("content-type") ?? ""));

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function responseContracts(): ResponseContracts {
  const violations: string[] = [];
  const report = (line: string) => {
    violations.push(line);
    console.error(`response contract: ${line}`);
  };

  function onRoute(route: RouteOptions) {
    const schemas = (route.schema as { response?: ResponseSchemas } | undefined)?.response;
    const check: Hook<[unknown]> = async (request, reply, payload) => {
      // Streams (event streams, compressed or file answers) and empty answers are not JSON text.
      if (typeof payload !== "string" || !isJson(reply)) return payload;
      const where = `${request.method} ${request.url} answered ${reply.statusCode}`;
      const schema = schemaFor(schemas, reply.statusCode);
      if (!schema) {
        report(`${where} with JSON but the route declares no contract for it: ${payload.slice(0, 200)}`);
        throw new Error(`${where} with JSON the route has no contract for`);
      }
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        report(`${where} with text that is not JSON: ${payload.slice(0, 200)}`);
        throw new Error(`${where} with text that is not JSON`);
      }
      const result = schema.safeParse(body);
      if (!result.success) {
        const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
        report(`${where} with a body that does not fit its contract: ${issues.join("; ")}: ${payload.slice(0, 200)}`);
        throw new Error(`${where} with a body that does not fit its contract`);
      }
      return payload;
    };
    // What the serializer refused never reaches onSend as JSON: the error handler answers 500.
    const refused: Hook<[Error]> = async (request, reply, error) => {
      if (error instanceof ResponseContractError)
        report(`${request.method} ${request.url} would have answered ${reply.statusCode}: ${error.message}`);
    };
    route.onSend = [...asArray(route.onSend), check] as RouteOptions["onSend"];
    route.onError = [...asArray(route.onError), refused] as RouteOptions["onError"];
  }

  return { onRoute, violations };
}
