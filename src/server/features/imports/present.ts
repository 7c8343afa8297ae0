import {
  type ConfirmImportRequest,
  type Import,
  type ImportPreview,
  type ImportResult,
  importSources,
} from "../../../shared/contracts/imports.js";
import type { ImportRow } from "../../db/schema/index.js";

const knownSource = (source: string | null) =>
  (importSources as readonly string[]).includes(source ?? "") ? (source as Import["source"]) : null;

/** An import as the page and the API see it (the row's JSON columns are the contract's shapes, written by the service). */
export function presentImport(row: ImportRow): Import {
  return {
    id: row.id,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    state: row.state,
    source: knownSource(row.source),
    progress: { done: row.progressDone, total: row.progressTotal },
    preview: (row.preview as ImportPreview | null) ?? null,
    choices: (row.choices as ConfirmImportRequest | null) ?? null,
    result: (row.result as ImportResult | null) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    storedAt: row.storedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}
