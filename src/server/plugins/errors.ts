import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { FeatureRequiredError, HttpError, TooManyRequestsError } from "../errors.js";

interface Issue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Turns schema issues into { field: message }, keeping the first message per field. */
function fieldErrorsOf(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.join(".") || issue.instancePath?.replace(/^\//, "").replace(/\//g, ".");
    const key = path || "_";
    fields[key] ??= issue.params?.issue?.message ?? issue.message ?? "Invalid value";
  }
  return fields;
}

/**
 * One place decides what a failure looks like to the client: schema and domain errors keep their
 * status and message; anything unexpected is logged with the request id and answered generically.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors = fieldErrorsOf(error.validation as Issue[]);
        const message = Object.values(fieldErrors)[0] ?? "Invalid request";
        return reply.status(400).send({ error: "Bad Request", message, fieldErrors });
      }
      if (error instanceof FeatureRequiredError) {
        return reply.status(402).send({ error: "Payment Required", message: error.message, feature: error.feature });
      }
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        return reply.status(429).send({ error: "Too Many Requests", message: error.message });
      }
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ error: error.title, message: error.message, fieldErrors: error.fieldErrors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, body too large, wrong content type, rate limit.
        return reply.status(status).send({ error: error.name, message: error.message });
      }
      // The log line carries reqId (pino's child logger); the answer names the same id, which the
      // web app shows, so a person's report leads to this line.
      request.log.error({ err: error }, "unexpected error");
      return reply.status(500).send({
        error: "Internal Server Error",
        message: "Something went wrong. Please try again.",
        requestId: request.id,
      });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
    });
  },
  { name: "errors" },
);
