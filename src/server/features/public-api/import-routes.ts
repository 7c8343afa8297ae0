import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../../shared/contracts/public/common.js";
import {
  publicConfirmImportSchema,
  publicImportListSchema,
  publicImportOperations,
  publicImportParamsSchema,
  publicImportSchema,
  publicUndoImportSchema,
} from "../../../shared/contracts/public/imports.js";
import { feature } from "../../plugins/feature.js";
import type { ImportsService } from "../imports/service.js";
import { acceptUploads, uploadOf } from "../imports/upload.js";
import { apiCaller, operation } from "./operation.js";

/**
 * /api/v1/imports: the same imports as the /import page, for a script with a key (registered with
 * the v1 prefix in the scope of plugins/api-key-auth.ts; each route checks its scope). Its own
 * plugin, so the multipart parser stays with these routes.
 */
export const publicImportRoutes = feature(
  "public-api-imports",
  ["api-key-auth"],
  async (app, { imports }: { imports: ImportsService }) => {
    await acceptUploads(app, imports.maxBytes);
    const v1 = app.withTypeProvider<ZodTypeProvider>();

    v1.post(
      "/imports",
      operation(
        publicImportOperations.upload,
        { response: { 201: publicImportSchema, 202: publicImportSchema, 413: apiErrorSchema } },
        { upload: true },
      ),
      async (request, reply) => {
        const caller = apiCaller(request);
        const { status, body } = await imports.upload(caller.userId, await uploadOf(request), caller.timeZone);
        return reply.status(status).send(body);
      },
    );

    v1.get(
      "/imports",
      operation(publicImportOperations.list, { response: { 200: publicImportListSchema } }),
      async (request) => imports.list(apiCaller(request).userId),
    );

    v1.get(
      "/imports/:id",
      operation(publicImportOperations.get, {
        params: publicImportParamsSchema,
        response: { 200: publicImportSchema },
      }),
      async (request) => imports.get(apiCaller(request).userId, request.params.id),
    );

    v1.post(
      "/imports/:id/confirm",
      operation(publicImportOperations.confirm, {
        params: publicImportParamsSchema,
        body: publicConfirmImportSchema,
        response: { 200: publicImportSchema, 202: publicImportSchema, 500: apiErrorSchema },
      }),
      async (request, reply) => {
        const caller = apiCaller(request);
        const { status, body } = await imports.confirm(caller.userId, request.params.id, request.body, caller.timeZone);
        return reply.status(status).send(body);
      },
    );

    v1.delete(
      "/imports/:id",
      operation(publicImportOperations.undo, {
        params: publicImportParamsSchema,
        response: { 200: publicUndoImportSchema },
      }),
      async (request) => imports.undo(apiCaller(request).userId, request.params.id),
    );
  },
);
