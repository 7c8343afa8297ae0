import {
  confirmImportSchema,
  importIdParamsSchema,
  importListSchema,
  importSchema,
  undoImportSchema,
} from "../imports.js";
import type { OperationDoc } from "./common.js";

/**
 * /api/v1/imports: the /import page's calls for scripts, so a history can be moved in with a key
 * (the same shapes as the web app's: an import is one uploaded file and what became of it).
 */
export const publicImportSchema = importSchema.meta({
  id: "Import",
  description:
    "One uploaded file: its state (reading, ready, storing, done, failed, undone, expired), progress, preview, the choices it was stored with and the result",
});
export const publicImportListSchema = importListSchema.meta({
  id: "ImportList",
  description: "Past imports, newest first, and the largest file the server takes (bytes)",
});
export const publicConfirmImportSchema = confirmImportSchema.meta({
  id: "ImportChoices",
  description:
    "What to bring in: the kinds (all by default), Apple Health's apps (all by default), answers to the file's questions, and what to do with days that already have meals (skip-day by default)",
});
export const publicUndoImportSchema = undoImportSchema.meta({
  id: "UndoneImport",
  description: "What undoing removed, and the import (now undone)",
});
export const publicImportParamsSchema = importIdParamsSchema.extend({
  id: importIdParamsSchema.shape.id.describe("The import's id, from its upload"),
});

const tag = "Imports";
const exampleId = "5b0d6c5e-1f7a-4c8e-9a51-2f4b3c6d7e80";
const examplePreview = {
  source: "generic-csv",
  kind: "csv",
  files: [{ name: "meals.csv", what: "Meals (date, meal, food, calories)", rows: 2 }],
  from: "2026-05-10",
  to: "2026-05-11",
  days: 2,
  counts: { meals: 2, foods: 2, weighIns: 0, measurements: 0 },
  duplicates: { meals: 0, weighIns: 0, measurements: 0 },
  daysWithMeals: 0,
  extras: { goals: 0, foods: 0, recipes: 0, profile: false },
  problems: [],
  problemCount: 0,
  reported: [],
  questions: [],
  sources: [],
};
const exampleImport = {
  id: exampleId,
  fileName: "meals.csv",
  fileBytes: 120,
  state: "ready",
  source: "generic-csv",
  progress: { done: 120, total: 120 },
  preview: examplePreview,
  choices: null,
  result: null,
  error: null,
  createdAt: "2026-05-11T12:30:00.000Z",
  storedAt: null,
  undoneAt: null,
} as const;
const exampleChoices = { include: { meals: true, weighIns: true, measurements: true }, existingDays: "skip-day" };
const exampleResult = {
  stored: { meals: 2, weighIns: 0, measurements: 0, goals: 0, foods: 0, profile: false },
  skipped: { duplicates: 0, existingDays: 0, existingBody: 0, notChosen: 0, outOfRange: 0 },
  replaced: 0,
};
const exampleStored = {
  ...exampleImport,
  state: "done",
  choices: { ...exampleChoices, answers: {} },
  result: exampleResult,
  storedAt: "2026-05-11T12:31:00.000Z",
};

/** The CSV the upload example sends (the generic template's columns). */
export const exampleImportFile = {
  name: "meals.csv",
  content:
    "Date,Meal,Food,Calories,Protein,Carbs,Fat\n2026-05-10,Lunch,Pasta,600,20,80,10\n2026-05-11,Dinner,Soup,300,10,30,8\n",
};

export const publicImportOperations = {
  upload: {
    operationId: "uploadImport",
    tag,
    summary: "Upload a file to import",
    description:
      "Send a file as multipart/form-data in the field `file`: a MyFitnessPal, Cronometer or Lose It! export, Apple Health's export.zip or export.xml, a CSV (date, meal, food, calories, protein, carbs, fat) or a Macrowise export. Nothing is stored yet: the answer (201) is the preview. A large file may still be reading after 20 seconds: then the answer is 202 with state `reading`; GET the import until it is `ready`. A file that cannot be imported is a 400 (413 past the size limit) saying why.",
    scope: "write",
    errors: [409],
    example: { status: 201, response: exampleImport },
  },
  list: {
    operationId: "listImports",
    tag,
    summary: "List imports",
    description: "Your past imports, newest first, with their state and result.",
    scope: "read",
    example: { status: 200, response: { maxBytes: 2147483648, imports: [exampleStored] } },
  },
  get: {
    operationId: "getImport",
    tag,
    summary: "Get an import",
    description: "One import: its progress while reading or storing, its preview, and its result once stored.",
    scope: "read",
    errors: [404],
    example: { params: { id: exampleId }, status: 200, response: exampleImport },
  },
  confirm: {
    operationId: "confirmImport",
    tag,
    summary: "Store an import",
    description:
      "Stores what you chose from a ready import, all or nothing, in one transaction. Rows an earlier import stored are never stored twice. Answers the import done (200), or 202 while it is still storing.",
    scope: "write",
    errors: [404, 409],
    example: { params: { id: exampleId }, body: exampleChoices, status: 200, response: exampleStored },
  },
  undo: {
    operationId: "undoImport",
    tag,
    summary: "Undo an import",
    description: "Removes exactly the meals, weigh-ins and measurements (and goals, foods, profile) the import stored.",
    scope: "write",
    errors: [404, 409],
    example: {
      params: { id: exampleId },
      status: 200,
      response: {
        removed: { meals: 2, weighIns: 0, measurements: 0 },
        import: { ...exampleStored, state: "undone", undoneAt: "2026-05-11T12:40:00.000Z" },
      },
    },
  },
} satisfies Record<string, OperationDoc & { upload?: boolean }>;
