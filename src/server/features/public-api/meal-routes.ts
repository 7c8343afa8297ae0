import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deletedSchema, idParamsSchema } from "../../../shared/contracts/public/common.js";
import {
  mealChangesSchema,
  mealListSchema,
  mealOperations,
  mealRangeQuerySchema,
  mealSchema,
  newMealFromFoodSchema,
  newMealSchema,
} from "../../../shared/contracts/public/meals.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1/meals: validate, call the shared operation, answer. */
export async function publicMealRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();

  v1.get(
    "/meals",
    operation(mealOperations.list, { querystring: mealRangeQuerySchema, response: { 200: mealListSchema } }),
    async (request) => api.listMeals(apiCaller(request), request.query),
  );

  v1.get(
    "/meals/:id",
    operation(mealOperations.get, { params: idParamsSchema, response: { 200: mealSchema } }),
    async (request) => api.getMeal(apiCaller(request), request.params.id),
  );

  v1.post(
    "/meals",
    operation(mealOperations.create, { body: newMealSchema, response: { 201: mealSchema } }),
    async (request, reply) => reply.status(201).send(await api.createMeal(apiCaller(request), request.body)),
  );

  v1.post(
    "/meals/from-food",
    operation(mealOperations.fromFood, { body: newMealFromFoodSchema, response: { 201: mealSchema } }),
    async (request, reply) => reply.status(201).send(await api.logFood(apiCaller(request), request.body)),
  );

  v1.patch(
    "/meals/:id",
    operation(mealOperations.update, {
      params: idParamsSchema,
      body: mealChangesSchema,
      response: { 200: mealSchema },
    }),
    async (request) => api.updateMeal(apiCaller(request), request.params.id, request.body),
  );

  v1.delete(
    "/meals/:id",
    operation(mealOperations.delete, { params: idParamsSchema, response: { 200: deletedSchema } }),
    async (request) => api.deleteMeal(apiCaller(request), request.params.id),
  );
}
