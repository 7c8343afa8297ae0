import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import fp from "fastify-plugin";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * An answer that does not fit its route's response contract. It has no status code, so the error
 * handler logs it with the request id and answers a generic 500: a wrong answer is a server error,
 * never a silently changed one.
 */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly status: string,
    readonly issues: string[],
  ) {
    super(`The ${status} answer of ${route} does not fit its contract: ${issues.join("; ")}`);
    this.name = "ResponseContractError";
  }
}

/** JSON Schema as zod writes it: objects, arrays and their keywords. */
type JsonSchema = { [keyword: string]: unknown };

/**
 * The contract as the checker reads it: an object may carry properties the contract does not list
 * (presenters pass rows, and fast-json-stringify writes only the listed ones, so none can leak), so
 * zod's `additionalProperties: false` is left out. Everything else holds: types, required keys,
 * nulls, enums, patterns, bounds.
 */
function allowingUnlistedProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowingUnlistedProperties);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "additionalProperties" && value === false) continue;
    copy[keyword] = allowingUnlistedProperties(value);
  }
  return copy;
}

/**
 * The checker: no type coercion, numbers finite, patterns as zod's (JavaScript regular expressions
 * without the `u` flag); formats are not checked separately, since zod writes each as a `pattern`.
 */
const ajv = new Ajv({ strict: false, strictNumbers: true, validateFormats: false, unicodeRegExp: false });

interface Compiled {
  stringify: (data: unknown) => string;
  fits: ValidateFunction;
}
/** Many routes share a schema (errors, messages, a meal): each is compiled once. */
const compiled = new WeakMap<z.ZodType, Compiled>();

function compile(schema: z.ZodType): Compiled {
  const known = compiled.get(schema);
  if (known) return known;
  const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  const made = {
    stringify: fastJson(jsonSchema as Parameters<typeof fastJson>[0]),
    fits: ajv.compile(allowingUnlistedProperties(jsonSchema) as JsonSchema),
  };
  compiled.set(schema, made);
  return made;
}

const issuesOf = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? "is invalid"}`);

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema. It writes only the properties the contract lists, so no column can leak. On its own it
 * bends what does not fit (null as 0, "" or false, 1.7 as 1 for an integer), so each answer is
 * first checked against the same JSON Schema by a compiled Ajv validator: what does not fit throws
 * a `ResponseContractError`. The check costs a small part of what a route costs Node, where
 * re-validating with zod, as the serializer before fast-json-stringify did, cost as much as the
 * writing (`npm run bench:serializer`; the figures in docs/performance.md).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url, httpStatus }) => {
  const { stringify, fits } = compile(schema);
  return (data: unknown) => {
    if (!fits(data)) throw new ResponseContractError(`${method} ${url}`, String(httpStatus), issuesOf(fits.errors));
    return stringify(data);
  };
};

/**
 * Every route's zod schemas, for the whole app: requests validated by fastify-type-provider-zod
 * (no coercion), answers checked and written by `serializerCompiler`. Registered before any route.
 */
export const routeContracts = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: "route-contracts" },
);
