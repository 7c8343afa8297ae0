import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema. Like the zod serializer it replaces, it writes only the properties the contract lists, so
 * no column can leak; it skips re-validating our own presenters' output, which cost about a third
 * of the throughput of the busiest routes in bench/.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
