import { parentPort, workerData } from "node:worker_threads";
import { type ImportAnswers, ImportFileError, type ImportLimits } from "./parsed.js";
import { readImport } from "./read-import.js";

/**
 * The worker thread readImportIsolated starts (isolated.ts): reads one file and posts progress,
 * then the result or the error. Its heap is capped by the thread's resourceLimits, so a huge
 * export is read under a bound of its own and the server's event loop is never held by parsing.
 */
const data = workerData as {
  path: string;
  name: string;
  timeZone: string;
  answers?: ImportAnswers;
  limits?: Partial<ImportLimits>;
};
const port = parentPort;
if (!port) throw new Error("read-worker.ts runs as a worker thread");

readImport(data.path, {
  timeZone: data.timeZone,
  answers: data.answers,
  limits: data.limits,
  onProgress: (progress) => port.postMessage({ type: "progress", progress }),
}).then(
  (parsed) => port.postMessage({ type: "done", parsed }),
  (error: unknown) =>
    port.postMessage(
      error instanceof ImportFileError
        ? { type: "refused", code: error.code, message: error.message }
        : { type: "failed", message: String((error as Error)?.stack ?? error) },
    ),
);
