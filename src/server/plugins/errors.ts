import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { it as italianIssues } from "zod/locales";
import type { Locale } from "../../shared/i18n/locales.js";
import { msg } from "../../shared/i18n/msg.js";
import { FeatureRequiredError, HttpError, TooManyRequestsError } from "../errors.js";
import { i18nFor, translate } from "../i18n.js";

/** fastify-type-provider-zod's issue: zod's code as `keyword`, its other fields in `params`. */
interface Issue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown> & { issue?: { path?: PropertyKey[]; message?: string } };
}

const italian = italianIssues();

/**
 * An issue's message in the request's language: the schema's own message from the catalogs, else
 * zod's message in that language for the issue (zod's locales, chosen per request: its global
 * configuration would change every other request's language).
 */
function issueMessage(issue: Issue, locale: Locale): string {
  const message = issue.params?.issue?.message ?? issue.message ?? "Invalid value";
  if (locale === "en" || i18nFor(locale).messages[message] !== undefined) return translate(locale, message);
  const localized = issue.keyword ? italian.localeError({ ...issue.params, code: issue.keyword } as never) : undefined;
  return (typeof localized === "string" ? localized : localized?.message) ?? message;
}

/** Turns schema issues into { field: message }, keeping the first message per field. */
function fieldErrorsOf(issues: Issue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.join(".") || issue.instancePath?.replace(/^\//, "").replace(/\//g, ".");
    const key = path || "_";
    fields[key] ??= issueMessage(issue, locale);
  }
  return fields;
}

const translatedFields = (fields: Record<string, string> | undefined, locale: Locale) =>
  fields && Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translate(locale, message)]));

/**
 * One place decides what a failure looks like to the client: schema and domain errors keep their
 * status and message; anything unexpected is logged with the request id and answered generically.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors = fieldErrorsOf(error.validation as Issue[], request.locale);
        const message = Object.values(fieldErrors)[0] ?? translate(request.locale, msg("Invalid request"));
        return reply.status(400).send({ error: "Bad Request", message, fieldErrors });
      }
      if (error instanceof FeatureRequiredError) {
        return reply.status(402).send({
          error: "Payment Required",
          message: translate(request.locale, error.message),
          feature: error.feature,
        });
      }
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
        return reply
          .status(429)
          .send({ error: "Too Many Requests", message: translate(request.locale, error.message, error.values) });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          error: error.title,
          message: translate(request.locale, error.message),
          fieldErrors: translatedFields(error.fieldErrors, request.locale),
        });
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
        message: translate(request.locale, msg("Something went wrong. Please try again.")),
        requestId: request.id,
      });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
    });
  },
  { name: "errors", dependencies: ["locale"] },
);
