import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aiMessages,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatTypeSchema,
  goalRecommendationListSchema,
  mealImageRequestSchema,
  mealImageResponseSchema,
  mealSuggestionListSchema,
} from "../../../shared/contracts/ai.js";
import { errorSchema, userIdSchema } from "../../../shared/contracts/common.js";
import { mealTypeSchema } from "../../../shared/contracts/meals.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { RateLimitRule } from "../../config.js";
import { HttpError, notFound } from "../../errors.js";
import { translate } from "../../i18n.js";
import { requestTimeZone, requireFeature, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { perUserRateLimit } from "../../plugins/rate-limits.js";
import { foodAnalyzerRoutes } from "./food-analyzer-routes.js";
import type { AiService } from "./service.js";

const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  502: errorSchema,
};
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

function chatFailure(error: unknown): HttpError {
  const failure = new HttpError(502, aiMessages.chatFailed);
  failure.cause = error;
  return failure;
}

/** Server-sent events: one `data:` line per event, flushed as it comes. */
function openEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  const controller = new AbortController();
  // The response's close, not the request's: Node closes a request once its body has been read.
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event: string, data: unknown) {
      if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}

export const aiRoutes = feature(
  "ai",
  ["session", "@fastify/rate-limit"],
  async (app, deps: { ai: AiService; rateLimit: RateLimitRule }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { ai } = deps;
    const limited = perUserRateLimit(deps.rateLimit);

    api.post(
      "/api/ai-chat",
      { schema: { body: chatRequestSchema, response: { 200: chatResponseSchema, ...errors } }, config: limited },
      async (request) => {
        const user = requireFeature(request, "ai-nutrition-chatbot");
        let answer = "";
        try {
          for await (const piece of ai.chat(
            user,
            request.body.chatType,
            request.body.query,
            requestTimeZone(request, user),
            undefined,
            request.locale,
          )) {
            answer += piece;
          }
        } catch (error) {
          throw chatFailure(error);
        }
        return { answer, timestamp: new Date().toISOString() };
      },
    );

    /** The same chat, streamed: `delta` events with pieces of the answer, then `done` (or `error`). */
    api.post(
      "/api/ai-chat/stream",
      { schema: { body: chatRequestSchema, response: errors }, config: limited },
      async (request, reply) => {
        const user = requireFeature(request, "ai-nutrition-chatbot");
        const stream = openEventStream(reply);
        let answer = "";
        try {
          const zone = requestTimeZone(request, user);
          const { chatType, query } = request.body;
          for await (const piece of ai.chat(user, chatType, query, zone, stream.signal, request.locale)) {
            answer += piece;
            stream.send("delta", { text: piece });
          }
          stream.send("done", { answer, timestamp: new Date().toISOString() });
        } catch (error) {
          request.log.warn({ err: error }, "chat stream failed");
          stream.send("error", { message: translate(request.locale, aiMessages.chatFailed) });
        } finally {
          stream.end();
        }
      },
    );

    api.get(
      "/api/ai-chat/history",
      {
        schema: {
          querystring: z.object({ chatType: chatTypeSchema.default("meals") }),
          response: { 200: z.array(chatMessageSchema), ...errors },
        },
      },
      async (request) => {
        const user = requireFeature(request, "ai-nutrition-chatbot");
        const rows = await ai.history(user.id, request.query.chatType);
        return rows.map((m) => ({ role: m.role, content: m.content, createdAt: m.createdAt.toISOString() }));
      },
    );

    api.delete(
      "/api/ai-chat/history",
      {
        schema: {
          querystring: z.object({ chatType: chatTypeSchema.default("meals") }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await ai.clearHistory(user.id, request.query.chatType);
        return reply.status(204).send(null);
      },
    );

    api.get(
      "/api/recommendations/meals",
      {
        schema: {
          querystring: z.object({
            mealType: z.union([mealTypeSchema, z.literal("all"), z.literal("")]).optional(),
            forceNew: booleanFlag,
            userId: userIdSchema,
            ts: z.string().max(40).optional(),
          }),
          response: { 200: mealSuggestionListSchema, ...errors },
        },
        config: limited,
      },
      async (request) => {
        const user = requireFeature(request, "ai-meal-recommendations");
        const mealType = mealTypeSchema.safeParse(request.query.mealType).data ?? null;
        const suggestions = await ai.mealSuggestions(
          user,
          mealType,
          request.query.forceNew,
          requestTimeZone(request, user),
          request.locale,
        );
        return { suggestions };
      },
    );

    api.get(
      "/api/recommendations/nutrition-goals",
      {
        schema: {
          querystring: z.object({ forceNew: booleanFlag, userId: userIdSchema }),
          response: { 200: goalRecommendationListSchema, ...errors },
        },
        config: limited,
      },
      async (request) => {
        const user = requireFeature(request, "ai-goal-recommendations");
        const recommendations = await ai.goalRecommendations(
          user,
          request.query.forceNew,
          requestTimeZone(request, user),
          request.locale,
        );
        return { recommendations };
      },
    );

    api.post(
      "/api/meal-image",
      {
        schema: { body: mealImageRequestSchema, response: { 200: mealImageResponseSchema, ...errors } },
        config: limited,
      },
      async (request, reply) => {
        const user = requireFeature(request, "ai-meal-recommendations");
        try {
          const meal = { name: request.body.mealName, description: request.body.mealDescription };
          const url = await ai.mealImage(user.id, meal, request.body.regenerate);
          return { success: true, url, error: null };
        } catch (error) {
          request.log.warn({ err: error }, "meal image failed");
          return reply
            .status(502)
            .send({ success: false, url: null, error: translate(request.locale, aiMessages.imageFailed) });
        }
      },
    );

    app.get("/api/meal-images/:id", async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params as { id: string };
      const image = /^[0-9a-f-]{36}$/.test(id) ? await ai.findImage(user.id, id) : undefined;
      if (!image) throw notFound(msg("Image not found"));
      return (
        reply
          .header("content-type", image.mimeType)
          .header("cache-control", "private, max-age=31536000, immutable")
          // An SVG opened directly must not run anything.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(image.bytes)
      );
    });

    await foodAnalyzerRoutes(app, { ai, limited });
  },
);
