import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { backupListSchema, backupMessages, backupSchema } from "../../../shared/contracts/backups.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import { notFound } from "../../errors.js";
import { requireAdmin } from "../../plugins/access.js";
import type { BackupsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The admin's backups: the list, 'Back up now' and the download; the stored admin role, every time. */
export async function backupRoutes(app: FastifyInstance, backups: BackupsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/backups", { schema: { response: { 200: backupListSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    return backups.list();
  });

  api.post("/api/admin/backups", { schema: { response: { 201: backupSchema, ...errors } } }, async (request, reply) => {
    const admin = requireAdmin(request);
    const made = await backups.backUpNow();
    request.log.info({ by: admin.id, backup: made.name }, "backup made by an admin");
    return reply.status(201).send(made);
  });

  // A file, not JSON: no response schema (errors are the common error contract). Already gzip, so
  // not compressed again (Brotli over it cost CPU for nothing and dropped the length the browser shows).
  app.get<{ Params: { name: string } }>("/api/admin/backups/:name", { compress: false }, async (request, reply) => {
    const admin = requireAdmin(request);
    const file = await backups.find(request.params.name);
    if (!file) throw notFound(backupMessages.notFound);
    request.log.info({ by: admin.id, backup: file.name }, "backup downloaded by an admin");
    return reply
      .header("content-type", "application/octet-stream")
      .header("content-length", file.sizeBytes)
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "no-store")
      .send(backups.open(file));
  });
}
