import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import {
  type ConfirmImportRequest,
  IMPORT_MAX_BYTES,
  type Import,
  type ImportList,
  importMessages,
  type UndoImportResult,
} from "../../../shared/contracts/imports.js";
import type { ImportRow } from "../../db/schema/index.js";
import { badRequest, conflict, HttpError, notFound } from "../../errors.js";
import type { ImportFiles } from "./files.js";
import { macrowiseExtras } from "./macrowise-extras.js";
import { cleanText, mealRowOf, spanOf } from "./meal-rows.js";
import { planImport } from "./plan.js";
import { presentImport } from "./present.js";
import { previewOf } from "./preview.js";
import { ImportFileError, type ImportLimits, type ParsedImport, type ReadOptions } from "./read/parsed.js";
import type { ImportsRepository } from "./repository.js";
import type { ImportStoreRepository } from "./store-repository.js";

/** A preview never confirmed is deleted (its file, and its row becomes expired) after this. */
const UNCONFIRMED_HOURS = 24;
/** Progress is written at most this often (a row update per 64 KiB read would be thousands). */
const PROGRESS_EVERY_MS = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ImportsServiceDeps {
  repo: ImportsRepository;
  store: ImportStoreRepository;
  files: ImportFiles;
  read: (path: string, options: ReadOptions) => Promise<ParsedImport>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long an upload or a confirmation waits for its work before answering 202 (the work goes on). */
  waitMs?: number;
  limits?: Partial<ImportLimits>;
  maxBytes?: number;
}

export interface Upload {
  fileName: string;
  stream: Readable;
  /** Whether the stream stopped at the size limit. */
  truncated: () => boolean;
}

/**
 * Imports: an upload is spooled to a file and read in the background (the row is its progress);
 * the preview waits for the person's choices; confirming reads the file again with their answers
 * and stores it in one transaction; undo deletes exactly what it stored. The work never depends
 * on the request that started it: a person may leave the page, and it goes on.
 */
export function importsService({
  repo,
  store,
  files,
  read,
  log,
  now,
  waitMs = 20_000,
  limits,
  maxBytes = IMPORT_MAX_BYTES,
}: ImportsServiceDeps) {
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();

  function progressWriter(id: string) {
    let last = 0;
    return (done: number, total: number) => {
      const at = Date.now();
      if (at - last < PROGRESS_EVERY_MS) return;
      last = at;
      repo.update(id, { progressDone: Math.min(done, total), progressTotal: total }).catch(() => {});
    };
  }

  /** Runs `work` detached from the request, answering once it ends or after `waitMs`, whichever is first. */
  async function runDetached(id: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const abort = new AbortController();
    const done = work(abort.signal)
      .catch((error) => log.error({ err: error, importId: id }, "import work failed"))
      .finally(() => running.delete(id));
    running.set(id, { done, abort });
    await Promise.race([done, sleep(waitMs, undefined, { ref: false })]);
  }

  async function owned(userId: number, id: string): Promise<ImportRow> {
    const row = UUID.test(id) ? await repo.find(userId, id) : undefined;
    if (!row) throw notFound(importMessages.notFound);
    return row;
  }

  /** Old business first: interrupted work fails, unconfirmed previews expire, and their files go. */
  async function tidy(userId: number): Promise<void> {
    const gone = [
      ...(await repo.failStale(userId, importMessages.interrupted)).filter((id) => !running.has(id)),
      ...(await repo.expireUnconfirmed(userId, UNCONFIRMED_HOURS)),
    ];
    await Promise.all(gone.map((id) => files.remove(id)));
  }

  function readOptions(timeZone: string, id: string, signal: AbortSignal, answers = {}): ReadOptions {
    const onProgress = progressWriter(id);
    return {
      timeZone,
      answers,
      signal,
      limits: { maxFileBytes: maxBytes, ...limits },
      onProgress: ({ bytesRead, totalBytes }) => onProgress(bytesRead, totalBytes),
    };
  }

  async function readForPreview(row: ImportRow, timeZone: string, signal: AbortSignal): Promise<void> {
    try {
      const parsed = asUploaded(await read(files.pathOf(row.id), readOptions(timeZone, row.id, signal)), row);
      const existing = await store.existing({
        userId: row.userId,
        source: parsed.source,
        keys: keysOf(parsed),
        span: spanOf(parsed, timeZone),
      });
      await repo.update(row.id, {
        state: "ready",
        source: parsed.source,
        kind: parsed.kind,
        preview: previewOf(parsed, existing),
        progressDone: row.fileBytes,
        progressTotal: row.fileBytes,
        error: null,
      });
    } catch (error) {
      const known = error instanceof ImportFileError;
      if (!known) log.error({ err: error, importId: row.id }, "reading an import failed");
      await files.remove(row.id);
      await repo.update(row.id, { state: "failed", error: known ? error.message : importMessages.unreadable });
    }
  }

  async function storeConfirmed(row: ImportRow, choices: ConfirmImportRequest, timeZone: string, signal: AbortSignal) {
    try {
      const parsed = await read(files.pathOf(row.id), readOptions(timeZone, row.id, signal, choices.answers));
      const extras = parsed.macrowise ? macrowiseExtras(row.userId, parsed.macrowise) : undefined;
      await store.store({
        userId: row.userId,
        importId: row.id,
        source: parsed.source,
        keys: keysOf(parsed),
        span: spanOf(parsed, timeZone),
        plan: (existing) => planImport(parsed, choices, existing, { timeZone, now: now() }),
        mealRow: (planned, foodIds) => mealRowOf(row.userId, planned, foodIds),
        extras: extras && choices.include.meals ? extras : undefined,
        onProgress: progressWriter(row.id),
      });
      await files.remove(row.id);
    } catch (error) {
      const known = error instanceof ImportFileError;
      if (!known) log.error({ err: error, importId: row.id }, "storing an import failed");
      await repo.update(row.id, {
        state: "ready",
        error: known ? error.message : importMessages.storeFailed,
        progressDone: 0,
      });
    }
  }

  return {
    maxBytes,

    async list(userId: number): Promise<ImportList> {
      await tidy(userId);
      return { maxBytes, imports: (await repo.list(userId)).map(presentImport) };
    },

    async get(userId: number, id: string): Promise<Import> {
      return presentImport(await owned(userId, id));
    },

    /** Answers the import once read (the preview), or still reading after `waitMs` (then GET it). */
    async upload(userId: number, upload: Upload, timeZone: string): Promise<{ status: 201 | 202; body: Import }> {
      await tidy(userId);
      if (await repo.busy(userId)) {
        upload.stream.resume();
        throw conflict(importMessages.tooManyRunning);
      }
      const id = randomUUID();
      const saved = await files.save(id, upload.stream, upload.truncated);
      if (saved === "too-large") throw new HttpError(413, importMessages.tooLarge);
      if (saved.bytes === 0) {
        await files.remove(id);
        throw badRequest(importMessages.noFile);
      }
      const fileName = cleanText(upload.fileName, 200) ?? "upload";
      const row = await repo.create({ id, userId, fileName, fileBytes: saved.bytes });
      await runDetached(id, (signal) => readForPreview(row, timeZone, signal));
      const after = await owned(userId, id);
      if (after.state === "failed") throw badRequest(after.error ?? importMessages.unreadable);
      return { status: after.state === "ready" ? 201 : 202, body: presentImport(after) };
    },

    /** Stores what the person chose; answers the import done, or still storing after `waitMs`. */
    async confirm(userId: number, id: string, choices: ConfirmImportRequest, timeZone: string) {
      await tidy(userId);
      const row = await owned(userId, id);
      if (row.state === "reading") throw conflict(importMessages.stillReading);
      if (row.state === "storing") throw conflict(importMessages.storing);
      if (row.state === "done") throw conflict(importMessages.alreadyStored);
      if (row.state !== "ready") throw conflict(importMessages.cannotConfirm);
      const questions = (row.preview as Import["preview"])?.questions ?? [];
      if (questions.some((question) => !choices.answers[question.id])) throw badRequest(importMessages.answerNeeded);
      if (!choices.include.meals && !choices.include.weighIns && !choices.include.measurements)
        throw badRequest(importMessages.nothingChosen);
      if (!(await files.exists(id))) throw conflict(importMessages.fileGone);
      const storing = await repo.transition(userId, id, ["ready"], "storing", {
        choices,
        error: null,
        progressDone: 0,
        progressTotal: 0,
      });
      if (!storing) throw conflict(importMessages.storing);
      await runDetached(id, (signal) => storeConfirmed(storing, choices, timeZone, signal));
      const after = await owned(userId, id);
      if (after.state === "ready" && after.error)
        throw new HttpError(after.error === importMessages.storeFailed ? 500 : 400, after.error);
      return { status: after.state === "done" ? 200 : 202, body: presentImport(after) } as const;
    },

    /** Removes exactly what the import stored. */
    async undo(userId: number, id: string): Promise<UndoImportResult> {
      const row = await owned(userId, id);
      if (row.state !== "done") throw conflict(importMessages.notStored);
      const removed = await store.undo(userId, id);
      if (!removed) throw conflict(importMessages.notStored);
      return {
        removed: { meals: removed.meal, weighIns: removed.weighIn, measurements: removed.measurement },
        import: presentImport(await owned(userId, id)),
      };
    },

    /** Stops reading (a read is started again by uploading) and waits for storing to end. */
    async close(): Promise<void> {
      for (const job of running.values()) job.abort.abort();
      await Promise.allSettled([...running.values()].map((job) => job.done));
    },
  };
}

/**
 * The reader names a single file by its path, which is the upload's spool file (`<id>.upload`):
 * the preview names it as the person did.
 */
function asUploaded(parsed: ParsedImport, row: ImportRow): ParsedImport {
  const spooled = `${row.id}.upload`;
  const named = <T extends { file: string }>(item: T): T =>
    item.file === spooled ? { ...item, file: row.fileName } : item;
  return {
    ...parsed,
    files: parsed.files.map((file) => (file.name === spooled ? { ...file, name: row.fileName } : file)),
    problems: parsed.problems.map(named),
    reported: parsed.reported.map(named),
    needs: parsed.needs.map(named),
  };
}

function keysOf(parsed: ParsedImport): string[] {
  return [...parsed.meals, ...parsed.weighIns, ...parsed.measurements].map((row) => row.key);
}

export type ImportsService = ReturnType<typeof importsService>;
