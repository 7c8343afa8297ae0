import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aiMessages,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatTypeSchema,
  foodAnalysisSchema,
  goalRecommendationListSchema,
  mealImageRequestSchema,
  mealImageResponseSchema,
  mealSuggestionListSchema,
} from "../../../shared/contracts/ai.js";
import { errorSchema, userIdSchema } from "../../../shared/contracts/common.js";
import { mealTypeSchema } from "../../../shared/contracts/meals.js";
import type { RateLimitRule } from "../../config.js";
import { HttpError, notFound } from "../../errors.js";
import { requestTimeZone, requireCaller, requireFeature } from "../../plugins/access.js";
import { perUserRateLimit } from "../../plugins/rate-limits.js";
import { checkFoodImage } from "./food-image.js";
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

export async function aiRoutes(app: FastifyInstance, deps: { ai: AiService; rateLimit: RateLimitRule }) {
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
        for await (const piece of ai.chat(user, request.body.chatType, request.body.query, zone, stream.signal)) {
          answer += piece;
          stream.send("delta", { text: piece });
        }
        stream.send("done", { answer, timestamp: new Date().toISOString() });
      } catch (error) {
        request.log.warn({ err: error }, "chat stream failed");
        stream.send("error", { message: aiMessages.chatFailed });
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
      const user = requireCaller(request);
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
        return reply.status(502).send({ success: false, url: null, error: aiMessages.imageFailed });
      }
    },
  );

  app.get("/api/meal-images/:id", async (request, reply) => {
    const user = requireCaller(request);
    const { id } = request.params as { id: string };
    const image = /^[0-9a-f-]{36}$/.test(id) ? await ai.findImage(user.id, id) : undefined;
    if (!image) throw notFound("Image not found");
    return (
      reply
        .header("content-type", image.mimeType)
        .header("cache-control", "private, max-age=31536000, immutable")
        // An SVG opened directly must not run anything.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.bytes)
    );
  });

  api.post(
    "/api/analyze-food-image",
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        body: z.object({ imageBase64: z.string({ error: aiMessages.noImage }).min(1, aiMessages.noImage) }),
        response: {
          200: z.object({
            success: z.boolean(),
            analysis: foodAnalysisSchema.nullable(),
            error: z.string().nullable(),
            needsVisionModel: z.boolean(),
          }),
          ...errors,
          413: errorSchema,
        },
      },
      config: limited,
    },
    async (request, reply) => {
      const checked = checkFoodImage(request.body.imageBase64);
      if (!checked.ok) return reply.status(checked.status).send({ message: checked.message });

      // Guests get one analysis, counted by the server per address; a cleared browser changes nothing.
      const guestKey = request.user ? null : ai.guestKey(request.ip);
      if (request.user) requireFeature(request, "advanced-meal-suggestions");
      else if (!(await ai.claimGuestAnalysis(guestKey as string))) {
        return reply.status(403).send({ error: "Free Trial Used", message: aiMessages.freeTrialUsed });
      }
      try {
        const analysis = await ai.analyze(checked.image);
        if (!analysis) {
          if (guestKey) await ai.releaseGuestAnalysis(guestKey);
          return {
            success: false,
            analysis: null,
            error:
              "Photo recognition needs a vision model, which this server has not configured. Search the food database instead.",
            needsVisionModel: true,
          };
        }
        return { success: true, analysis, error: null, needsVisionModel: false };
      } catch (error) {
        if (guestKey) await ai.releaseGuestAnalysis(guestKey);
        throw error;
      }
    },
  );
}
