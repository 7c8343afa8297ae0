import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { importStates } from "../../../shared/contracts/imports.js";
import { users } from "./users.js";

/**
 * What an imported row became: a meal, a weigh-in or a day's measurements, and from Macrowise's
 * own export a goal, an own food or recipe, or the profile (undo deletes each by its table).
 */
export const importedKinds = ["meal", "weighIn", "measurement", "goal", "food", "profile"] as const;

/**
 * One uploaded file and what became of it (issue 27). The row is the import's progress too: the
 * work goes on server-side and any page (or instance) reads where it is. The preview, the choices
 * and the result are small JSON documents (counts, the first problems), never the rows themselves.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As the browser named it (shown in the list; never used as a path). */
    fileName: text("file_name").notNull(),
    fileBytes: bigint("file_bytes", { mode: "number" }).notNull(),
    /** Known once the file is read: myfitnesspal, cronometer, loseit, apple-health, generic-csv, macrowise. */
    source: text("source"),
    kind: text("kind"),
    state: text("state", { enum: importStates }).notNull(),
    /** Bytes of the file read, or rows stored, of `progressTotal`: the progress bar. */
    progressDone: bigint("progress_done", { mode: "number" }).notNull().default(0),
    progressTotal: bigint("progress_total", { mode: "number" }).notNull().default(0),
    preview: jsonb("preview"),
    choices: jsonb("choices"),
    result: jsonb("result"),
    /** Why reading or storing failed, in words for the person. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp("stored_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [
    index("imports_user_created_idx").on(table.userId, table.createdAt),
    check("imports_progress_valid", sql`${table.progressDone} >= 0 AND ${table.progressTotal} >= 0`),
  ],
);

/**
 * Each row an import stored, by the source and key the file gives it (the source's file and the
 * row's natural key): the primary key is why importing the same file twice stores nothing the
 * second time, and `import_id` is what "undo this import" deletes. `row_id` is the meal's, the
 * weigh-in's or the measurement's id (no foreign key: it names one of three tables).
 */
export const importedRows = pgTable(
  "imported_rows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    importId: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: importedKinds }).notNull(),
    source: text("source").notNull(),
    key: text("key").notNull(),
    rowId: integer("row_id").notNull(),
  },
  (table) => [
    // Its identity: one row per user, source and key (an account deletion test finds rows by it).
    primaryKey({ name: "imported_rows_pkey", columns: [table.userId, table.source, table.key] }),
    index("imported_rows_import_idx").on(table.importId, table.kind, table.rowId),
    index("imported_rows_user_kind_row_idx").on(table.userId, table.kind, table.rowId),
  ],
);

export type ImportRow = typeof imports.$inferSelect;
export type ImportState = (typeof importStates)[number];
export { importStates };
export type ImportedKind = (typeof importedKinds)[number];
