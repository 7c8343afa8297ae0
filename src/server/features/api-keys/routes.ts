import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiKeyListSchema,
  apiKeyMessages,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from "../../../shared/contracts/api-keys.js";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import { translate } from "../../i18n.js";
import { requireFeature, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { presentApiKey } from "./present.js";
import type { ApiKeysService } from "./service.js";

const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/**
 * /api/api-keys, for the signed-in user (session only). Creating a key needs a plan with
 * `api-access` (402 otherwise, like every premium feature); listing, revoking and deleting one's
 * own keys do not, so a user whose plan lapsed can still see and clean up their keys.
 */
export const apiKeyRoutes = feature("api-keys", ["session"], async (app, { keys }: { keys: ApiKeysService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/api-keys", { schema: { response: { 200: apiKeyListSchema, ...errors } } }, async (request) => {
    const user = requireUser(request);
    const now = keys.now();
    return (await keys.list(user.id)).map((row) => presentApiKey(row, now));
  });

  api.post(
    "/api/api-keys",
    { schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema, ...errors } } },
    async (request, reply) => {
      const user = requireFeature(request, "api-access");
      const { row, key } = await keys.create(user.id, request.body);
      return reply.status(201).send(presentApiKey(row, keys.now(), key));
    },
  );

  api.post(
    "/api/api-keys/:id/revoke",
    { schema: { params: idParamsSchema, response: { 200: apiKeySchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return presentApiKey(await keys.revoke(user.id, request.params.id), keys.now());
    },
  );

  api.delete(
    "/api/api-keys/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await keys.delete(user.id, request.params.id);
      return { message: translate(request.locale, apiKeyMessages.deleted) };
    },
  );
});
