import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  barcodeParamsSchema,
  createFoodSchema,
  createRecipeSchema,
  foodListSchema,
  foodSchema,
  foodSearchQuerySchema,
  logFoodSchema,
  recentFoodsSchema,
} from "../../../shared/contracts/foods.js";
import { mealSchema } from "../../../shared/contracts/meals.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import { presentMeal } from "../meals/present.js";
import type { FoodsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function foodRoutes(app: FastifyInstance, foods: FoodsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/foods",
    {
      config: { cachedPerUser: true },
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodListSchema, ...errors } },
    },
    async (request) => foods.search(requireCaller(request).id, request.query),
  );

  api.get(
    "/api/foods/recent",
    { config: { cachedPerUser: true }, schema: { response: { 200: recentFoodsSchema, ...errors } } },
    async (request) => foods.history(requireCaller(request).id),
  );

  api.get(
    "/api/foods/mine",
    { config: { cachedPerUser: true }, schema: { response: { 200: foodListSchema, ...errors } } },
    async (request) => foods.listOwn(requireCaller(request).id),
  );

  api.get(
    "/api/foods/barcode/:code",
    {
      schema: {
        params: barcodeParamsSchema,
        response: { 200: foodSchema, ...errors, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => foods.byBarcode(requireCaller(request).id, request.params.code),
  );

  api.get(
    "/api/foods/:id",
    { schema: { params: idParamsSchema, response: { 200: foodSchema, ...errors } } },
    async (request) => foods.get(requireCaller(request).id, request.params.id),
  );

  api.post(
    "/api/foods",
    { schema: { body: createFoodSchema, response: { 201: foodSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await foods.createFood(requireCaller(request).id, request.body)),
  );

  api.delete(
    "/api/foods/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await foods.deleteOwn(requireCaller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/meals/from-food",
    { schema: { body: logFoodSchema, response: { 201: mealSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const meal = await foods.logFood(user.id, request.body);
      return reply.status(201).send(presentMeal(meal, requestTimeZone(request, user)));
    },
  );

  api.post(
    "/api/recipes",
    { schema: { body: createRecipeSchema, response: { 201: foodSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await foods.createRecipe(requireCaller(request).id, request.body)),
  );

  api.put(
    "/api/recipes/:id",
    { schema: { params: idParamsSchema, body: createRecipeSchema, response: { 200: foodSchema, ...errors } } },
    async (request) => foods.updateRecipe(requireCaller(request).id, request.params.id, request.body),
  );

  api.get(
    "/api/recipes/:id/ingredients",
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(z.object({ foodId: z.number(), name: z.string(), grams: z.number() })), ...errors },
      },
    },
    async (request) => foods.ingredients(requireCaller(request).id, request.params.id),
  );
}
