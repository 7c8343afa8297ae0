import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readAppleHealth } from "./apple-health.js";
import { Collected, finish } from "./collect.js";
import { readCsvFile } from "./csv-roles.js";
import { readMacrowiseJson } from "./macrowise.js";
import { MANIFEST, MacrowiseCsvSections, readManifest } from "./macrowise-csv.js";
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFileKind,
  type ImportInput,
  type ImportLimits,
  type ParsedImport,
  type ReadOptions,
  type SourceSummary,
} from "./parsed.js";
import { pipeOn } from "./streams.js";
import { type OpenedZip, openZip, type ZipEntryFile } from "./zip.js";

/**
 * Reads an uploaded file (a path, or a stream) into what it holds; nothing is stored. What the file
 * is comes from its content: the ZIP signature, `<` for XML, `{` for JSON, else CSV, and then each
 * CSV's header (csv-roles.ts); a name is never trusted alone. A file that cannot be imported at all
 * rejects with an `ImportFileError` carrying the person's message; a row that cannot be read is a
 * problem in the answer, and the rest is read.
 */
export async function readImport(input: ImportInput, options: ReadOptions): Promise<ParsedImport> {
  const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  return withFile(input, options, (path, name) => readPath(path, name, options, limits));
}

/**
 * Runs `read` on the input as a file on disk: a path as it is, a stream spooled to a temporary
 * file first (a ZIP is read from its end, the central directory), removed afterwards.
 */
export async function withFile<T>(
  input: ImportInput,
  options: Pick<ReadOptions, "limits">,
  read: (path: string, name: string) => Promise<T>,
): Promise<T> {
  if (typeof input === "string") return read(input, input.slice(input.lastIndexOf("/") + 1));
  const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  const folder = await mkdtemp(join(tmpdir(), "macrowise-import-"));
  const path = join(folder, "upload");
  try {
    await pipeline(input.stream, sizeCap(limits), createWriteStream(path));
    return await read(path, input.name ?? "upload");
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readPath(path: string, name: string, options: ReadOptions, limits: ImportLimits) {
  const size = (await stat(path)).size;
  if (size > limits.maxFileBytes) throw tooLarge(limits);
  if (size === 0) throw new ImportFileError("empty", "The file is empty: there is nothing in it to import.");
  const kind = await sniff(path);
  const into = new Collected(kind, options.timeZone);
  let sources: SourceSummary[] = [];
  let macrowise: ParsedImport["macrowise"];
  // Every stream opened is destroyed at the end, so a file refused half-way leaves no fd open.
  const opened: Readable[] = [];
  const track = <T extends Readable>(stream: T) => {
    opened.push(stream);
    return stream;
  };
  try {
    if (kind === "zip") {
      const zip = await openZip(path, limits);
      try {
        const result = await readZip(zip, into, options, limits, track);
        sources = result.sources;
        macrowise = result.macrowise;
      } finally {
        for (const stream of opened) stream.destroy();
        zip.close();
      }
    } else {
      const progress = progressOf(options, size);
      const stream = track(pipeOn(track(createReadStream(path)), counter(progress.add, options.signal)));
      if (kind === "xml") {
        into.claim("apple-health");
        sources = await readAppleHealth(stream, name, into, limits);
      } else if (kind === "json") macrowise = await readMacrowiseJson(stream, name, into, limits, options.timeZone);
      else await readCsvFile(stream, name, name, into, limits);
      progress.done();
    }
  } finally {
    for (const stream of opened) stream.destroy();
  }
  const parsed = finish(into, { answers: options.answers ?? {}, sources });
  if (macrowise) parsed.macrowise = macrowise;
  if (parsed.files.length === 0) throw unknown();
  return parsed;
}

async function readZip(
  zip: OpenedZip,
  into: Collected,
  options: ReadOptions,
  limits: ImportLimits,
  track: <T extends Readable>(stream: T) => T,
) {
  const apple = zip.entries.find((e) => e.baseName === "export.xml");
  const json = zip.entries.filter((e) => e.baseName.toLowerCase().endsWith(".json") && e.baseName !== MANIFEST);
  const csvs = zip.entries.filter((e) => e.baseName.toLowerCase().endsWith(".csv"));
  const chosen: ZipEntryFile[] = apple ? [apple] : csvs.length > 0 ? csvs : json;
  const total = chosen.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const progress = progressOf(options, total);
  const open = async (entry: ZipEntryFile) => {
    options.signal?.throwIfAborted();
    return track(
      pipeOn(
        track(await entry.open(progress.add)),
        counter(() => {}, options.signal),
      ),
    );
  };
  // Macrowise's own ZIP of CSVs says so in its manifest: its files are read as the export's sections.
  const manifestEntry = zip.entries.find((e) => e.name === MANIFEST);
  const manifest = manifestEntry && !apple ? await readManifest(await open(manifestEntry), MANIFEST) : null;
  let sources: SourceSummary[] = [];
  let macrowise: ParsedImport["macrowise"];
  if (manifest) {
    const sections = new MacrowiseCsvSections(into);
    for (const entry of csvs) await sections.read(await open(entry), entry.name, entry.baseName, limits);
    macrowise = sections.finish(manifest, MANIFEST, options.timeZone);
  } else
    for (const entry of chosen) {
      const stream = await open(entry);
      if (entry === apple) {
        into.claim("apple-health");
        sources = await readAppleHealth(stream, entry.name, into, limits);
      } else if (entry.baseName.toLowerCase().endsWith(".json"))
        macrowise = await readMacrowiseJson(stream, entry.name, into, limits, options.timeZone);
      else await readCsvFile(stream, entry.name, entry.baseName, into, limits);
    }
  progress.done();
  const skipped = zip.entries.length - chosen.length - (manifestEntry ? 1 : 0);
  if (skipped > 0 && !apple) into.report("(the ZIP)", "other files in the ZIP, not read", skipped);
  return { sources, macrowise };
}

/** What the first bytes say the file is (after a BOM and white space). */
async function sniff(path: string): Promise<ImportFileKind> {
  const handle = await open(path, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
      throw new ImportFileError(
        "not-what-it-claims",
        'The file is saved as UTF-16 text (Excel\'s "Unicode Text"); save it as "CSV UTF-8" and import that.',
      );
    if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)) return "zip";
    const text = head
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
    if (isBinary(head))
      throw new ImportFileError("not-what-it-claims", "The file is neither a ZIP nor text (CSV, XML or JSON).");
    if (text.startsWith("<")) return "xml";
    if (text.startsWith("{") || text.startsWith("[")) return "json";
    return "csv";
  } finally {
    await handle.close();
  }
}

/** A NUL or another control byte than tab, CR, LF and form feed in the first 4 KiB: not text. */
function isBinary(head: Buffer): boolean {
  for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) return true;
  return false;
}

const tooLarge = (limits: ImportLimits) =>
  new ImportFileError("too-large", `The file is larger than ${Math.round(limits.maxFileBytes / 1048576)} MB.`);
const unknown = () =>
  new ImportFileError(
    "unknown-format",
    "Macrowise does not recognise this file. It reads exports of MyFitnessPal, Cronometer, Lose It!, Apple Health and Macrowise, and CSV files in the template's shape.",
  );

function sizeCap(limits: ImportLimits): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limits.maxFileBytes ? tooLarge(limits) : null, chunk);
    },
  });
}

/** Counts bytes as they pass (for the progress), and stops when the caller aborts. */
function counter(add: (bytes: number) => void, signal: AbortSignal | undefined): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (signal?.aborted) return done(signal.reason as Error);
      add(chunk.length);
      done(null, chunk);
    },
  });
}

/** Progress in bytes of `total`, reported at most every 256 KiB (and at the end). */
function progressOf(options: ReadOptions, total: number) {
  let bytesRead = 0;
  let reported = 0;
  return {
    add(bytes: number) {
      bytesRead += bytes;
      if (bytesRead - reported >= 256 * 1024) {
        reported = bytesRead;
        options.onProgress?.({ bytesRead: Math.min(bytesRead, total), totalBytes: total });
      }
    },
    done() {
      if (total > 0) options.onProgress?.({ bytesRead: total, totalBytes: total });
    },
  };
}
