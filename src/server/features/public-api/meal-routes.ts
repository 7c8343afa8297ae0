import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicDeletedSchema, publicIdParamsSchema } from "../../../shared/contracts/public/common.js";
import {
  publicMealChangesSchema,
  publicMealListSchema,
  publicMealOperations,
  publicMealRangeQuerySchema,
  publicMealSchema,
  publicNewMealFromFoodSchema,
  publicNewMealSchema,
} from "../../../shared/contracts/public/meals.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1/meals: validate, call the shared operation, answer. */
export async function publicMealRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();

  v1.get(
    "/meals",
    operation(publicMealOperations.list, {
      querystring: publicMealRangeQuerySchema,
      response: { 200: publicMealListSchema },
    }),
    async (request) => api.listMeals(apiCaller(request), request.query),
  );

  v1.get(
    "/meals/:id",
    operation(publicMealOperations.get, { params: publicIdParamsSchema, response: { 200: publicMealSchema } }),
    async (request) => api.getMeal(apiCaller(request), request.params.id),
  );

  v1.post(
    "/meals",
    operation(publicMealOperations.create, { body: publicNewMealSchema, response: { 201: publicMealSchema } }),
    async (request, reply) => reply.status(201).send(await api.createMeal(apiCaller(request), request.body)),
  );

  v1.post(
    "/meals/from-food",
    operation(publicMealOperations.fromFood, {
      body: publicNewMealFromFoodSchema,
      response: { 201: publicMealSchema },
    }),
    async (request, reply) => reply.status(201).send(await api.logFood(apiCaller(request), request.body)),
  );

  v1.patch(
    "/meals/:id",
    operation(publicMealOperations.update, {
      params: publicIdParamsSchema,
      body: publicMealChangesSchema,
      response: { 200: publicMealSchema },
    }),
    async (request) => api.updateMeal(apiCaller(request), request.params.id, request.body),
  );

  v1.delete(
    "/meals/:id",
    operation(publicMealOperations.delete, { params: publicIdParamsSchema, response: { 200: publicDeletedSchema } }),
    async (request) => api.deleteMeal(apiCaller(request), request.params.id),
  );
}
