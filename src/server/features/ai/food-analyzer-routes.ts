import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiMessages, foodAnalysisSchema } from "../../../shared/contracts/ai.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  describeMealRequestSchema,
  describeMealResponseSchema,
  foodAnalyzerCapabilitiesSchema,
  MEAL_DESCRIPTION_MAX_FOODS,
  mealDescriptionMessages,
} from "../../../shared/contracts/meal-description.js";
import { msg } from "../../../shared/i18n/msg.js";
import { translate } from "../../i18n.js";
import { countDescribedParts } from "../../integrations/ai/builtin/describe-meal.js";
import { requireFeature } from "../../plugins/access.js";
import type { perUserRateLimit } from "../../plugins/rate-limits.js";
import { checkFoodImage } from "./food-image.js";
import type { AiService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 402: errorSchema, 403: errorSchema, 502: errorSchema };

/** Spec commercial 8: the anonymous trial's refusal. */
const freeTrialUsed = (request: FastifyRequest) => ({
  error: "Free Trial Used",
  message: translate(request.locale, aiMessages.freeTrialUsed),
});
const needsVisionModel = msg(
  "Photo recognition needs a vision model, which this server has not configured. Describe your meal in words instead.",
);

/**
 * Who may analyse now. A signed-in person needs the plan's feature (402 otherwise). A guest gets
 * one analysis, photo or typed alike, counted by the server per address (a cleared browser changes
 * nothing); the answer's `release` gives it back when the analysis found nothing.
 */
async function claimAnalysis(ai: AiService, request: FastifyRequest, reply: FastifyReply) {
  if (request.user) {
    requireFeature(request, "advanced-meal-suggestions");
    return { allowed: true as const, release: async () => {} };
  }
  const guestKey = ai.guestKey(request.ip);
  if (!(await ai.claimGuestAnalysis(guestKey))) {
    await reply.status(403).send(freeTrialUsed(request));
    return { allowed: false as const };
  }
  return { allowed: true as const, release: () => ai.releaseGuestAnalysis(guestKey) };
}

/** The food analyzer (spec commercial 2): photos when a vision model is configured, typed meals always. */
export async function foodAnalyzerRoutes(
  app: FastifyInstance,
  { ai, limited }: { ai: AiService; limited: ReturnType<typeof perUserRateLimit> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/food-analyzer", { schema: { response: { 200: foodAnalyzerCapabilitiesSchema } } }, async () => ({
    photos: ai.seesPhotos,
    descriptions: true as const,
  }));

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
      if (!checked.ok)
        return reply.status(checked.status).send({ message: translate(request.locale, checked.message) });
      const claim = await claimAnalysis(ai, request, reply);
      if (!claim.allowed) return reply;
      try {
        const analysis = await ai.analyze(checked.image);
        if (!analysis) {
          await claim.release();
          return {
            success: false,
            analysis: null,
            error: translate(request.locale, needsVisionModel),
            needsVisionModel: true,
          };
        }
        return { success: true, analysis, error: null, needsVisionModel: false };
      } catch (error) {
        await claim.release();
        throw error;
      }
    },
  );

  /** A typed meal ("2 eggs, a slice of toast with butter"), answered from the food database. */
  api.post(
    "/api/analyze-food-text",
    {
      schema: { body: describeMealRequestSchema, response: { 200: describeMealResponseSchema, ...errors } },
      config: limited,
    },
    async (request, reply) => {
      const { description } = request.body;
      const parts = countDescribedParts(description);
      if (parts === 0)
        return reply.status(400).send({ message: translate(request.locale, mealDescriptionMessages.noFood) });
      if (parts > MEAL_DESCRIPTION_MAX_FOODS) {
        return reply.status(400).send({ message: translate(request.locale, mealDescriptionMessages.tooManyFoods) });
      }
      const claim = await claimAnalysis(ai, request, reply);
      if (!claim.allowed) return reply;
      try {
        const analysis = await ai.describeMeal(request.user?.id ?? null, description, request.locale);
        // Nothing recognised is no analysis: a guest keeps the free one for a better description.
        if (analysis.foods.length === 0) await claim.release();
        return { success: true, analysis, error: null };
      } catch (error) {
        await claim.release();
        throw error;
      }
    },
  );
}
