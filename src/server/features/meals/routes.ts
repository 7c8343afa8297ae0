import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  copyDaySchema,
  copyMealSchema,
  createMealSchema,
  listMealsQuerySchema,
  mealListSchema,
  mealSchema,
  updateMealSchema,
} from "../../../shared/contracts/meals.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import { presentStoredMeal } from "./meal-json-sql.js";
import { presentMeal } from "./present.js";
import type { MealsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export async function mealRoutes(app: FastifyInstance, meals: MealsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/meals",
    { schema: { body: createMealSchema, response: { 201: mealSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      const meal = await meals.create(user.id, request.body, zone);
      return reply.status(201).send(presentMeal(meal, zone));
    },
  );

  api.get(
    "/api/meals",
    {
      config: { cachedPerUser: true },
      schema: { querystring: listMealsQuerySchema, response: { 200: mealListSchema, ...errors } },
    },
    async (request) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      return (await meals.listStored(user.id, request.query, zone)).map((meal) => presentStoredMeal(meal, zone));
    },
  );

  api.get(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, response: { 200: mealSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      return presentMeal(await meals.get(user.id, request.params.id), requestTimeZone(request, user));
    },
  );

  api.patch(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, body: updateMealSchema, response: { 200: mealSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      return presentMeal(await meals.update(user.id, request.params.id, request.body, zone), zone);
    },
  );

  api.delete(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      await meals.delete(user.id, request.params.id);
      return { message: "Meal deleted" };
    },
  );

  api.post(
    "/api/meals/:id/copy",
    { schema: { params: idParamsSchema, body: copyMealSchema, response: { 201: mealSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      const copy = await meals.copy(user.id, request.params.id, request.body.date, zone);
      return reply.status(201).send(presentMeal(copy, zone));
    },
  );

  api.post(
    "/api/meals/copy-day",
    { schema: { body: copyDaySchema, response: { 201: mealListSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      const copies = await meals.copyDay(user.id, request.body, zone);
      return reply.status(201).send(copies.map((meal) => presentMeal(meal, zone)));
    },
  );
}
