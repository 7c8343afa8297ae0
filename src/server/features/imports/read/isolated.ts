import { Worker } from "node:worker_threads";
import {
  ImportFileError,
  type ImportFileErrorCode,
  type ImportInput,
  type ParsedImport,
  type ReadOptions,
  type ReadProgress,
} from "./parsed.js";
import { withFile } from "./read-import.js";

/**
 * readImport in a worker thread with a heap of its own (`heapMb`, default 160 MB): what the
 * server should call. Reading is bounded in memory by design (streams, per-day sums), but V8
 * collects lazily and let a 1 GB export's garbage lift the process by 610 MB (bench:import); a
 * capped heap collects within the cap instead. Parsing also leaves the server's event loop free,
 * and a file that would still need more memory fails alone, as an ImportFileError, while the
 * server goes on. An abort (the signal) ends the thread.
 */
export async function readImportIsolated(
  input: ImportInput,
  options: ReadOptions & { heapMb?: number },
): Promise<ParsedImport> {
  return withFile(input, options, (path, name) => inWorker(path, name, options));
}

function inWorker(path: string, name: string, options: ReadOptions & { heapMb?: number }): Promise<ParsedImport> {
  const heapMb = options.heapMb ?? 160;
  if (options.signal?.aborted) return Promise.reject(options.signal.reason);
  return new Promise((resolve, reject) => {
    // The server runs its TypeScript through tsx; the thread loads the reader the same way (on
    // Node 20 a worker does not inherit the main thread's module hooks, so tsx's API loads it).
    const entry = new URL("./read-worker.ts", import.meta.url).href;
    const worker = new Worker(
      `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`,
      {
        eval: true,
        workerData: { path, name, timeZone: options.timeZone, answers: options.answers, limits: options.limits },
        resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
        stdout: false,
        stderr: false,
      },
    );
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", abort);
      fn();
      void worker.terminate();
    };
    const abort = () => settle(() => reject(options.signal?.reason ?? new Error("aborted")));
    options.signal?.addEventListener("abort", abort, { once: true });
    worker.on("message", (message: Message) => {
      if (message.type === "progress") options.onProgress?.(message.progress);
      else if (message.type === "done") settle(() => resolve(message.parsed));
      else if (message.type === "refused") settle(() => reject(new ImportFileError(message.code, message.message)));
      else settle(() => reject(new Error(`Reading the import failed: ${message.message}`)));
    });
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new ImportFileError(
                "too-large",
                "The file needs more memory to read than this server allows; export a shorter period and import it in parts.",
              )
            : error,
        ),
      ),
    );
    worker.on("exit", (code) => settle(() => reject(new Error(`The import reader stopped (exit ${code}).`))));
  });
}

type Message =
  | { type: "progress"; progress: ReadProgress }
  | { type: "done"; parsed: ParsedImport }
  | { type: "refused"; code: ImportFileErrorCode; message: string }
  | { type: "failed"; message: string };
