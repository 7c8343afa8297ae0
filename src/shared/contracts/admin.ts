import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { subscriptionPlanSchema } from "./auth.js";
import { userText } from "./text.js";

/** GET /api/admin/status: figures a self-hoster can check against the database itself. */
export const adminStatusSchema = z.object({
  version: z.string(),
  nodeVersion: z.string(),
  /** When the process started, and when the app last (re)started inside it. */
  processStartedAt: z.string(),
  appStartedAt: z.string(),
  uptimeSeconds: z.number(),
  restartMode: z.enum(["in-process", "exit", "unavailable"]),
  database: z.object({
    kind: z.enum(["embedded", "external"]),
    reachable: z.boolean(),
    /** pg_database_size of the app's database; null when unreachable. */
    sizeBytes: z.number().nullable(),
    migrationsApplied: z.number().nullable(),
    migrationsTotal: z.number(),
    serverVersion: z.string().nullable(),
  }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  /** This instance's requests since the app started (the same figures /metrics gives Prometheus). */
  requests: z.object({
    total: z.number(),
    /** Answered with a 5xx status. */
    errors: z.number(),
    meanMs: z.number().nullable(),
    /** The latency bucket holding the 95th percentile (an upper bound); null before the first request. */
    p95Ms: z.number().nullable(),
  }),
  /** This instance's database connections. */
  databasePool: z.object({ inUse: z.number(), idle: z.number(), waiting: z.number(), max: z.number() }),
  /** Unexpired sessions in the database (every instance's); null when the database did not answer. */
  activeSessions: z.number().nullable(),
  redis: z.object({ configured: z.boolean(), connected: z.boolean() }),
  mail: z.object({
    configured: z.boolean(),
    /** host:port of the SMTP server, never its credentials. */
    transport: z.string().nullable(),
    from: z.string(),
    supportEmail: z.string().nullable(),
    /** Outbox rows by state; null when the database did not answer. */
    waiting: z.number().nullable(),
    failed: z.number().nullable(),
    sent: z.number().nullable(),
  }),
  /** Null when the database did not answer. */
  counts: z
    .object({
      users: z.number(),
      admins: z.number(),
      meals: z.number(),
      contactMessages: z.number(),
    })
    .nullable(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const ADMIN_USERS_PAGE_SIZE = 25;

export const adminUsersQuerySchema = z.object({
  q: userText().max(100, msg("Search must be at most 100 characters")).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, msg("Invalid page"))
    .transform(Number)
    .optional(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  plan: subscriptionPlanSchema,
  trialActive: z.boolean(),
  trialEndDate: z.string(),
  paidUntil: z.string().nullable(),
  createdAt: z.string(),
  /** Accurate to the day: sign-ins and the daily session refresh set it. */
  lastSeenAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminMessages = {
  isAdmin: msg("isAdmin must be true or false"),
  lastAdmin: msg("The last admin cannot lose the admin role. Make someone else an admin first."),
  restartUnavailable: msg("This server cannot restart itself: it was not started by the Macrowise server program."),
  restarting: msg("The server is restarting."),
} as const;

/** PATCH /api/admin/users/:id */
export const setAdminRequestSchema = z.object({ isAdmin: z.boolean({ error: adminMessages.isAdmin }) });

export const contactDeliveries = ["sent", "waiting", "failed", "expired", "not-emailed"] as const;
export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  username: z.string().nullable(),
  createdAt: z.string(),
  delivery: z.enum(contactDeliveries),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactMessageListSchema = z.array(adminContactMessageSchema);

export const restartResponseSchema = z.object({
  message: z.string(),
  mode: z.enum(["in-process", "exit"]),
});
