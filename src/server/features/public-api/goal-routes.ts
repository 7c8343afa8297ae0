import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicDeletedSchema, publicIdParamsSchema } from "../../../shared/contracts/public/common.js";
import {
  publicGoalChangesSchema,
  publicGoalListSchema,
  publicGoalOperations,
  publicGoalSchema,
  publicNewGoalSchema,
} from "../../../shared/contracts/public/goals.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1/nutrition-goals (the spec's documented example is GET {base}/nutrition-goals). */
export async function publicGoalRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();
  const ops = publicGoalOperations;

  v1.get("/nutrition-goals", operation(ops.list, { response: { 200: publicGoalListSchema } }), async (request) =>
    api.listGoals(apiCaller(request)),
  );

  v1.get("/nutrition-goals/active", operation(ops.active, { response: { 200: publicGoalSchema } }), async (request) =>
    api.activeGoal(apiCaller(request)),
  );

  v1.get(
    "/nutrition-goals/:id",
    operation(ops.get, { params: publicIdParamsSchema, response: { 200: publicGoalSchema } }),
    async (request) => api.getGoal(apiCaller(request), request.params.id),
  );

  v1.post(
    "/nutrition-goals",
    operation(ops.create, { body: publicNewGoalSchema, response: { 201: publicGoalSchema } }),
    async (request, reply) => reply.status(201).send(await api.createGoal(apiCaller(request), request.body)),
  );

  v1.patch(
    "/nutrition-goals/:id",
    operation(ops.update, {
      params: publicIdParamsSchema,
      body: publicGoalChangesSchema,
      response: { 200: publicGoalSchema },
    }),
    async (request) => api.updateGoal(apiCaller(request), request.params.id, request.body),
  );

  v1.delete(
    "/nutrition-goals/:id",
    operation(ops.delete, { params: publicIdParamsSchema, response: { 200: publicDeletedSchema } }),
    async (request) => api.deleteGoal(apiCaller(request), request.params.id),
  );
}
