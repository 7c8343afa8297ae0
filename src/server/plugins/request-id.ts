import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";

/** What we accept from a balancer's X-Request-ID: a token, not a line of text for the log. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the id a load balancer gave the request (X-Request-ID, so its log and ours
 * name the same request), else a new UUID. Fastify's default ids (req-1, req-2...) restart at
 * every start and repeat across instances, so a user's report could not name one line.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && ACCEPTED.test(given) ? given : randomUUID();
}

/** Every answer carries its request id (X-Request-ID), the key to its lines in the log. */
export const requestIdHeader = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
  },
  { name: "request-id" },
);
