import type { FastifyInstance, FastifyRequest } from "fastify";
import { localDayOf } from "../../shared/domain/local-day.js";
import type { UserRow } from "../db/schema/index.js";
import { requestTimeZone } from "./access.js";
import { type AnswerSlot, answerStore } from "./answer-store.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on the caller's own data, their day and the URL, and whose
     * only precondition is being signed in: kept per user (see `registerAnswerCache`).
     */
    cachedPerUser?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's computed answer may be kept; null when it is not to be kept. */
    answerSlot: AnswerSlot | null;
    /** The user whose write this request is; null for reads and guests. */
    answerWriter: number | null;
  }
}

export interface AnswerCacheOptions {
  /** Off when several instances share the database: another instance's write would not reach this memory. */
  enabled: boolean;
  maxBytes?: number;
  ttlMs?: number;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = "application/json; charset=utf-8";

/** The caller's zone and day are part of the key: "today" moves at midnight, and a zone header changes the days. */
function keyOf(request: FastifyRequest, user: UserRow): string {
  const zone = requestTimeZone(request, user);
  return `${zone} ${localDayOf(request.server.now(), zone)} ${request.url}`;
}

/**
 * The reads a person's screens repeat (the dashboard, the day, trends, goals, recent foods, a
 * search) answered from memory until that person writes: no database round trip, no serialising.
 * Every write of a signed-in caller, session or API key, web app, public API or MCP, counts: any
 * request that is not GET, HEAD or OPTIONS drops their kept answers when it reaches its handler,
 * when its answer is sent and when the exchange closes (after a streamed answer's last byte), and
 * while it runs their reads go to the database. Data changed outside the app (an operator's SQL, a catalog seeded
 * by another release) shows within `ttlMs`.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions): void {
  if (!options.enabled) return;
  const store = answerStore({ maxBytes: options.maxBytes ?? 32 * 1024 * 1024, ttlMs: options.ttlMs ?? 60_000 });
  app.decorateRequest("answerSlot", null);
  app.decorateRequest("answerWriter", null);

  app.addHook("preHandler", async (request, reply) => {
    const user = request.user;
    if (!user) return;
    if (!READ_METHODS.has(request.method)) {
      const userId = user.id;
      request.answerWriter = userId;
      store.writeStarted(userId);
      reply.raw.once("close", () => store.writeEnded(userId));
      return;
    }
    if (request.method !== "GET" || !request.routeOptions.config.cachedPerUser) return;
    const key = keyOf(request, user);
    const kept = store.get(user.id, key);
    if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
    request.answerSlot = store.slot(user.id, key);
  });

  // Registered before compression, so what is kept is the JSON text, whatever each client accepts.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.answerWriter !== null) store.writeAnswered(request.answerWriter);
    else if (request.answerSlot && reply.statusCode === 200 && typeof payload === "string") {
      store.put(request.answerSlot, payload);
    }
    return payload;
  });
}
