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
  recentFoodsSchema,
} from "../../../shared/contracts/foods.js";
import { requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { FoodsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const foodRoutes = feature("foods", ["session"], async (app, { foods }: { foods: FoodsService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/foods",
    {
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodListSchema, ...errors } },
    },
    async (request) => foods.search(requireUser(request).id, request.query, request.locale),
  );

  api.get("/api/foods/recent", { schema: { response: { 200: recentFoodsSchema, ...errors } } }, async (request) =>
    foods.history(requireUser(request).id, request.locale),
  );

  api.get("/api/foods/mine", { schema: { response: { 200: foodListSchema, ...errors } } }, async (request) =>
    foods.listOwn(requireUser(request).id),
  );

  api.get(
    "/api/foods/barcode/:code",
    {
      schema: {
        params: barcodeParamsSchema,
        response: { 200: foodSchema, ...errors, 502: errorSchema, 503: errorSchema },
      },
    },
    async (request) => foods.byBarcode(requireUser(request).id, request.params.code, request.locale),
  );

  api.get(
    "/api/foods/:id",
    { schema: { params: idParamsSchema, response: { 200: foodSchema, ...errors } } },
    async (request) => foods.get(requireUser(request).id, request.params.id, request.locale),
  );

  api.post(
    "/api/foods",
    { schema: { body: createFoodSchema, response: { 201: foodSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await foods.createFood(requireUser(request).id, request.body, request.locale)),
  );

  api.delete(
    "/api/foods/:id",
    { schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await foods.deleteOwn(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/recipes",
    { schema: { body: createRecipeSchema, response: { 201: foodSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await foods.createRecipe(requireUser(request).id, request.body, request.locale)),
  );

  api.put(
    "/api/recipes/:id",
    { schema: { params: idParamsSchema, body: createRecipeSchema, response: { 200: foodSchema, ...errors } } },
    async (request) => foods.updateRecipe(requireUser(request).id, request.params.id, request.body, request.locale),
  );

  api.get(
    "/api/recipes/:id/ingredients",
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(z.object({ foodId: z.number(), name: z.string(), grams: z.number() })), ...errors },
      },
    },
    async (request) => foods.ingredients(requireUser(request).id, request.params.id, request.locale),
  );
});
