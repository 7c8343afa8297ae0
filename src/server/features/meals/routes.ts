import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import { logFoodSchema } from "../../../shared/contracts/foods.js";
import {
  copyConflictSchema,
  copyDaySchema,
  copyMealSchema,
  createMealSchema,
  listMealsQuerySchema,
  mealListSchema,
  mealSchema,
  updateMealSchema,
} from "../../../shared/contracts/meals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { translate } from "../../i18n.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { MealsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const mealRoutes = feature("meals", ["session"], async (app, { meals }: { meals: MealsService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/meals",
    { schema: { body: createMealSchema, response: { 201: mealSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      return reply.status(201).send(await meals.create(user.id, request.body, zone));
    },
  );

  /** Grams of a food from the database (or the user's own): its numbers are computed and kept. */
  api.post(
    "/api/meals/from-food",
    { schema: { body: logFoodSchema, response: { 201: mealSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      return reply.status(201).send(await meals.createFromFood(user.id, request.body, zone, request.locale));
    },
  );

  api.get(
    "/api/meals",
    {
      schema: { querystring: listMealsQuerySchema, response: { 200: mealListSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return meals.list(user.id, request.query, requestTimeZone(request, user));
    },
  );

  api.get(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, response: { 200: mealSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return meals.get(user.id, request.params.id, requestTimeZone(request, user));
    },
  );

  api.patch(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, body: updateMealSchema, response: { 200: mealSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return meals.update(user.id, request.params.id, request.body, requestTimeZone(request, user));
    },
  );

  api.delete(
    "/api/meals/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await meals.delete(user.id, request.params.id);
      return { message: translate(request.locale, msg("Meal deleted")) };
    },
  );

  // A copy the target day already has is refused with 409 and the meals it has (see copyConflictSchema).
  api.post(
    "/api/meals/:id/copy",
    {
      schema: {
        params: idParamsSchema,
        body: copyMealSchema,
        response: { 201: mealSchema, 409: copyConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      const result = await meals.copy(user.id, request.params.id, request.body, zone, request.locale);
      if ("refused" in result) return reply.status(409).send(result.refused);
      const [copy] = result.copied;
      if (!copy) throw new Error("a meal copy wrote no row");
      return reply.status(201).send(copy);
    },
  );

  api.post(
    "/api/meals/copy-day",
    { schema: { body: copyDaySchema, response: { 201: mealListSchema, 409: copyConflictSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      const result = await meals.copyDay(user.id, request.body, zone, request.locale);
      if ("refused" in result) return reply.status(409).send(result.refused);
      return reply.status(201).send(result.copied);
    },
  );
});
