import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import { createProfileSchema, profileSchema, updateProfileSchema } from "../../../shared/contracts/profile.js";
import { requireCaller } from "../../plugins/access.js";
import { presentProfile } from "./present.js";
import type { UserProfileService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function userProfileRoutes(app: FastifyInstance, profiles: UserProfileService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/user-profile",
    { config: { cachedPerUser: true }, schema: { response: { 200: profileSchema, ...errors } } },
    async (request) => presentProfile(await profiles.get(requireCaller(request).id)),
  );

  api.post(
    "/api/user-profile",
    { schema: { body: createProfileSchema, response: { 201: profileSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      return reply.status(201).send(presentProfile(await profiles.create(user.id, request.body)));
    },
  );

  api.patch(
    "/api/user-profile/:id",
    { schema: { params: idParamsSchema, body: updateProfileSchema, response: { 200: profileSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      return presentProfile(await profiles.update(user.id, request.params.id, request.body));
    },
  );
}
