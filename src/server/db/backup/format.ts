import { z } from "zod";

/**
 * A Macrowise backup file: gzip of
 *   line 1  `MACROWISE BACKUP 1`
 *   line 2  the manifest (one line of JSON, below)
 *   then, for each table of the manifest in its order, the rows exactly as PostgreSQL's
 *   `COPY table (columns) TO STDOUT` writes them (text format: one row a line, tabs between
 *   columns, `\N` for NULL, newlines and backslashes escaped), each table ended by a line `\.`.
 * Text COPY is PostgreSQL's own portable format, read back by `COPY ... FROM STDIN` of any
 * PostgreSQL 15 or newer, on any machine (the embedded cluster's or an external one).
 */
export const BACKUP_MAGIC = "MACROWISE BACKUP 1";
export const END_OF_TABLE = "\\.";

const tableSchema = z.object({
  name: z.string().min(1),
  /** The stored columns, in the file's order (generated columns are computed again on restore). */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
});

const sequenceSchema = z.object({
  table: z.string(),
  column: z.string(),
  /** The sequence's last value when the backup was made (at least the largest id in the file). */
  lastValue: z.number().int(),
});

export const manifestSchema = z.object({
  format: z.literal("macrowise-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  /** `SELECT version()` of the source, for the operator's eyes. */
  postgres: z.string(),
  /** The schema's migration state: drizzle's record of each applied migration, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  /** Parents before children (foreign keys), so a restore can load them in this order. */
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = z.infer<typeof tableSchema>;

/** Double quotes an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `"t" ("a", "b")`: a table and its columns as COPY names them. */
export const copyTarget = (table: BackupTable) => `${ident(table.name)} (${table.columns.map(ident).join(", ")})`;
