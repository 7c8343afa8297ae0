import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  confirmImportSchema,
  importIdParamsSchema,
  importListSchema,
  importSchema,
  undoImportSchema,
} from "../../../shared/contracts/imports.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { GENERIC_TEMPLATE, GENERIC_TEMPLATE_FILE } from "./read/generic.js";
import type { ImportsService } from "./service.js";
import { importIn, refusalsIn } from "./texts.js";
import { acceptUploads, uploadOf } from "./upload.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * /api/imports: upload (the preview), confirm, the list, one import, undo. Every signed-in person,
 * whatever their plan (an expired trial may still bring in their own data), and only their own imports.
 */
export const importRoutes = feature("imports", ["session"], async (app, { imports }: { imports: ImportsService }) => {
  await acceptUploads(app, imports.maxBytes);
  // Reading stops and storing finishes before the database closes.
  app.addHook("onClose", () => imports.close());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/imports",
    { schema: { response: { 201: importSchema, 202: importSchema, 413: errorSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { status, body } = await refusalsIn(request.locale, async () =>
        imports.upload(user.id, await uploadOf(request), requestTimeZone(request, user)),
      );
      return reply.status(status).send(importIn(request.locale, body));
    },
  );

  // The spreadsheet template (the generic CSV's columns and two example rows), for anything else.
  app.get("/api/imports/template.csv", async (_request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${GENERIC_TEMPLATE_FILE}"`)
      .send(GENERIC_TEMPLATE),
  );

  api.get("/api/imports", { schema: { response: { 200: importListSchema, ...errors } } }, async (request) => {
    const list = await imports.list(requireUser(request).id);
    return { ...list, imports: list.imports.map((item) => importIn(request.locale, item)) };
  });

  api.get(
    "/api/imports/:id",
    { schema: { params: importIdParamsSchema, response: { 200: importSchema, ...errors } } },
    async (request) => importIn(request.locale, await imports.get(requireUser(request).id, request.params.id)),
  );

  api.post(
    "/api/imports/:id/confirm",
    {
      schema: {
        params: importIdParamsSchema,
        body: confirmImportSchema,
        response: { 200: importSchema, 202: importSchema, 500: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      const { status, body } = await refusalsIn(request.locale, () =>
        imports.confirm(user.id, request.params.id, request.body, zone),
      );
      return reply.status(status).send(importIn(request.locale, body));
    },
  );

  api.delete(
    "/api/imports/:id",
    { schema: { params: importIdParamsSchema, response: { 200: undoImportSchema, ...errors } } },
    async (request) => imports.undo(requireUser(request).id, request.params.id),
  );
});
