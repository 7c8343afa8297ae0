import { z } from "zod";
import { msg } from "../i18n/msg.js";

/** How a backup came to be: the daily job's, or an admin's 'Back up now'. */
export const backupKinds = ["daily", "manual"] as const;
export type BackupKind = (typeof backupKinds)[number];

/** A backup file's name: what it is and when it was made (UTC), nothing a request could bend into a path. */
export const BACKUP_FILE_PATTERN = /^macrowise-(daily|manual)-(\d{8}T\d{6}Z)\.backup$/;

export const backupSchema = z.object({
  name: z.string(),
  kind: z.enum(backupKinds),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** On the server's clock, so the card says the same age as the server that prunes. */
  ageSeconds: z.number().int().nonnegative(),
});
export type Backup = z.infer<typeof backupSchema>;

/** GET /api/admin/backups: newest first. */
export const backupListSchema = z.object({
  /** The automatic daily backup (BACKUPS). */
  daily: z.boolean(),
  directory: z.string(),
  keepDays: z.number().int().positive(),
  /** When the last daily backup was made by any instance; null before the first. */
  lastDailyAt: z.string().nullable(),
  backups: z.array(backupSchema),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupMessages = {
  busy: msg("A backup is being made right now. Try again in a moment."),
  notFound: msg("Backup not found"),
} as const;
