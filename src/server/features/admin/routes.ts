import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type AdminStatus,
  adminContactMessageListSchema,
  adminMessages,
  adminStatusSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  restartResponseSchema,
  setAdminRequestSchema,
} from "../../../shared/contracts/admin.js";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import { conflict } from "../../errors.js";
import { translate } from "../../i18n.js";
import { requireAdmin } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { AdminService } from "./service.js";
import type { RestartMode } from "./status.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** How this process restarts (main.ts provides it; an app built by tests cannot restart). */
export interface RestartControl {
  mode: RestartMode;
  /** Called once the response has gone out: stop taking requests, finish, close, start again. */
  request(): void;
}

export interface AdminRouteDeps {
  admin: AdminService;
  status: () => Promise<AdminStatus>;
  restart: RestartControl;
}

export const adminRoutes = feature("admin", ["session"], async (app, deps: AdminRouteDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/status", { schema: { response: { 200: adminStatusSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    return deps.status();
  });

  api.get(
    "/api/admin/users",
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      return deps.admin.listUsers(request.query.q, request.query.page);
    },
  );

  api.patch(
    "/api/admin/users/:id",
    { schema: { params: idParamsSchema, body: setAdminRequestSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => {
      const actor = requireAdmin(request);
      return deps.admin.setAdmin(actor, request.params.id, request.body.isAdmin);
    },
  );

  api.get(
    "/api/admin/contact-messages",
    { schema: { response: { 200: adminContactMessageListSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      return deps.admin.contactMessages();
    },
  );

  api.post(
    "/api/admin/restart",
    { schema: { response: { 202: restartResponseSchema, ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      const { mode } = deps.restart;
      if (mode === "unavailable") throw conflict(adminMessages.restartUnavailable);
      request.log.warn({ by: request.user?.id, mode }, "restart requested by an admin");
      // The answer goes out first; the restart then waits for every other request in flight.
      reply.raw.once("finish", () => deps.restart.request());
      return reply.status(202).send({ message: translate(request.locale, adminMessages.restarting), mode });
    },
  );
});
