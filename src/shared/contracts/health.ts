import { z } from "zod";

/** GET /api/health: the process is up (it says nothing about the database). */
export const healthSchema = z.object({ status: z.literal("ok") });

/** GET /api/ready: 200 when the database answers within a second, else 503 with a message. */
export const readySchema = z.object({ status: z.literal("ready"), database: z.literal("up") });
export const notReadySchema = z.object({
  status: z.literal("unavailable"),
  database: z.literal("down"),
  message: z.string(),
});
