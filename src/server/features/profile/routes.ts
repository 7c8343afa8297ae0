import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import { createProfileSchema, profileSchema, updateProfileSchema } from "../../../shared/contracts/profile.js";
import { requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { ProfileService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const profileRoutes = feature(
  "profile",
  ["session"],
  async (app, { profiles }: { profiles: ProfileService }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get("/api/user-profile", { schema: { response: { 200: profileSchema, ...errors } } }, async (request) =>
      profiles.get(requireUser(request).id),
    );

    api.post(
      "/api/user-profile",
      { schema: { body: createProfileSchema, response: { 201: profileSchema, ...errors } } },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await profiles.create(user.id, request.body, request.locale));
      },
    );

    api.patch(
      "/api/user-profile/:id",
      { schema: { params: idParamsSchema, body: updateProfileSchema, response: { 200: profileSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return profiles.update(user.id, request.params.id, request.body, request.locale);
      },
    );
  },
);
