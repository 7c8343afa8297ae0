import { z } from "zod";
import { msg } from "../i18n/msg.js";

/**
 * Imports (issue 27): a file from another tracker (or Macrowise's own export) is uploaded, read and
 * previewed; nothing is stored until the person confirms their choices. Then everything chosen is
 * stored in one transaction, each row with its source and key, so the same file twice stores
 * nothing the second time, and the whole import can be undone.
 */

export const importSources = [
  "myfitnesspal",
  "cronometer",
  "loseit",
  "apple-health",
  "generic-csv",
  "macrowise",
] as const;
export type ImportSourceName = (typeof importSources)[number];

/** How each source is named on the page. */
export const importSourceLabels: Record<ImportSourceName, string> = {
  myfitnesspal: "MyFitnessPal",
  cronometer: "Cronometer",
  loseit: "Lose It!",
  "apple-health": "Apple Health",
  "generic-csv": "Spreadsheet (CSV)",
  macrowise: "Macrowise export",
};

/** reading: the file is being read; ready: the preview waits for the person's choices; storing; done; ... */
export const importStates = ["reading", "ready", "storing", "done", "failed", "undone", "expired"] as const;
export type ImportState = (typeof importStates)[number];

/** What to do with a day of the file that already has meals in the account. */
export const existingDayChoices = ["keep-both", "skip-day", "replace-imported"] as const;
export type ExistingDayChoice = (typeof existingDayChoices)[number];

/**
 * The largest file the server takes: a ZIP of a long history, or Apple Health's export.xml, which
 * reaches 1 GB after years of a watch (the readers stream it; the spool is on disk).
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export const importMessages = {
  noFile: msg("Choose a file to import"),
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024 / 1024} GB, the most Macrowise imports at once`,
  notFound: msg("Import not found"),
  stillReading: msg("This file is still being read. Wait for the preview, then confirm."),
  alreadyStored: msg("This import has already been stored"),
  storing: msg("This import is being stored right now"),
  notStored: msg("Only a stored import can be undone"),
  cannotConfirm: msg("This import can no longer be confirmed: upload the file again"),
  fileGone: msg("The uploaded file is no longer on this server: upload it again"),
  nothingChosen: msg("Choose at least one kind of data to bring in"),
  storeFailed: msg("Storing the import failed, and nothing was stored. Try again."),
  interrupted: msg("The server stopped while working on this file, and nothing was stored. Upload it again."),
  unreadable: msg("This file could not be read"),
  answerNeeded: msg("Answer the questions about this file first"),
  tooManyRunning: msg("Another file of yours is being read or stored. Wait for it to finish."),
} as const;

const countsSchema = z.object({
  meals: z.number().int().nonnegative(),
  weighIns: z.number().int().nonnegative(),
  measurements: z.number().int().nonnegative(),
});
export type ImportCounts = z.infer<typeof countsSchema>;

export const importProblemSchema = z.object({
  file: z.string(),
  /** 1-based line of the file (the header is line 1); 0 for the file as a whole. */
  line: z.number().int().nonnegative(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const dateOrders = ["DMY", "MDY"] as const;
export const weightUnits = ["kg", "lb"] as const;

/** A question only the person can answer (the file's date order, or its weight unit). */
export const importQuestionSchema = z.object({
  id: z.enum(["dateOrder", "weightUnit"]),
  file: z.string(),
  /** A few values from the file, to decide by. */
  examples: z.array(z.string()),
  options: z.array(z.string()),
});
export type ImportQuestion = z.infer<typeof importQuestionSchema>;

/** An app that wrote into Apple Health, with what it wrote. */
export const importAppSchema = z.object({
  name: z.string(),
  meals: z.number().int().nonnegative(),
  weighIns: z.number().int().nonnegative(),
  measurements: z.number().int().nonnegative(),
});

/** What the file holds, before anything is stored. */
export const importPreviewSchema = z.object({
  source: z.enum(importSources),
  /** The upload: zip, csv, xml or json. */
  kind: z.string(),
  /** Each file read and what it was read as. */
  files: z.array(z.object({ name: z.string(), what: z.string(), rows: z.number().int().nonnegative() })),
  /** The first and last local day of the file's data; null when it holds none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  days: z.number().int().nonnegative(),
  /** What the file holds: meals, distinct foods, weigh-ins and measurement days. */
  counts: countsSchema.extend({ foods: z.number().int().nonnegative() }),
  /** Rows an earlier import of the same data already stored: they will not be stored again. */
  duplicates: countsSchema,
  /** Days of the file on which the account already has meals (the existing-day choice applies). */
  daysWithMeals: z.number().int().nonnegative(),
  /** Macrowise's own export: its goals, own foods and recipes, and whether it has a profile. */
  extras: z.object({
    goals: z.number().int(),
    foods: z.number().int(),
    recipes: z.number().int(),
    profile: z.boolean(),
  }),
  problems: z.array(importProblemSchema),
  problemCount: z.number().int().nonnegative(),
  /** Files recognised and not imported (exercise, notes), with their rows. */
  reported: z.array(z.object({ file: z.string(), what: z.string(), rows: z.number().int().nonnegative() })),
  questions: z.array(importQuestionSchema),
  /** Apple Health: the apps that wrote the records (choose which to keep). */
  sources: z.array(importAppSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/imports/:id/confirm: what to bring in. Everything may be left out (all kinds, all apps, skip-day). */
export const confirmImportSchema = z.object({
  include: z
    .object({
      meals: z.boolean({ error: msg("include.meals must be true or false") }).default(true),
      weighIns: z.boolean({ error: msg("include.weighIns must be true or false") }).default(true),
      measurements: z.boolean({ error: msg("include.measurements must be true or false") }).default(true),
    })
    .default({ meals: true, weighIns: true, measurements: true }),
  /** Apple Health: the apps whose records to keep; left out: all of them. */
  sources: z.array(z.string().max(200)).max(200).optional(),
  answers: z
    .object({
      dateOrder: z.enum(dateOrders, { error: msg("dateOrder must be DMY or MDY") }).optional(),
      weightUnit: z.enum(weightUnits, { error: msg("weightUnit must be kg or lb") }).optional(),
    })
    .default({}),
  existingDays: z
    .enum(existingDayChoices, { error: `existingDays must be one of: ${existingDayChoices.join(", ")}` })
    .default("skip-day"),
});
export type ConfirmImportRequest = z.infer<typeof confirmImportSchema>;
export type ConfirmImportInput = z.input<typeof confirmImportSchema>;

/** What storing did: rows stored, and those skipped and why. */
export const importResultSchema = z.object({
  stored: countsSchema.extend({ goals: z.number().int(), foods: z.number().int(), profile: z.boolean() }),
  skipped: z.object({
    /** Already stored by an earlier import of the same data. */
    duplicates: z.number().int().nonnegative(),
    /** Meals on days that already had meals, with skip-day. */
    existingDays: z.number().int().nonnegative(),
    /** Weigh-ins and measurements on days that already had one (what the person entered wins). */
    existingBody: z.number().int().nonnegative(),
    /** Not chosen: a kind left out or an app not picked. */
    notChosen: z.number().int().nonnegative(),
    /** Outside the dates the app keeps, or values it cannot hold. */
    outOfRange: z.number().int().nonnegative(),
  }),
  /** Earlier imported meals replaced (replace-imported). */
  replaced: z.number().int().nonnegative(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileBytes: z.number().int().nonnegative(),
  state: z.enum(importStates),
  source: z.enum(importSources).nullable(),
  /** reading: bytes of the file; storing: rows stored. */
  progress: z.object({ done: z.number().nonnegative(), total: z.number().nonnegative() }),
  preview: importPreviewSchema.nullable(),
  choices: confirmImportSchema.nullable(),
  result: importResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  storedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

/** GET /api/imports: past imports, newest first, and the size limit the page states. */
export const importListSchema = z.object({
  maxBytes: z.number().int().positive(),
  imports: z.array(importSchema),
});
export type ImportList = z.infer<typeof importListSchema>;

/** An import's id; one that is not an id is simply not found (404). */
export const importIdParamsSchema = z.object({ id: z.string().max(100) });

/** DELETE /api/imports/:id: what undo removed. */
export const undoImportSchema = z.object({ removed: countsSchema, import: importSchema });
export type UndoImportResult = z.infer<typeof undoImportSchema>;
