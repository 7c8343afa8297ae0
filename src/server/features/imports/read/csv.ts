import { Readable, Transform, type TransformCallback } from "node:stream";
import { type CsvError, parse } from "csv-parse";
import { ImportFileError, type ImportLimits } from "./parsed.js";
import { pipeOn } from "./streams.js";
import { headerKey } from "./values.js";

/**
 * A CSV file read as a stream with csv-parse: the header first, then one row at a time with its
 * line number, so a file of any length is read in bounded memory. The delimiter (comma, semicolon
 * or tab) is taken from the first line; a BOM is dropped, CRLF and LF both end rows. No line may
 * be longer than `maxLineChars` and no row wider than `maxColumns`: a hostile file (100,000
 * columns, one line of 1 GB) ends with an ImportFileError instead of filling the memory.
 */

export interface CsvRow {
  /** Cells by header key (headerKey: lower case, µ as U+00B5); "" for a blank cell or a missing one. */
  get(key: string): string;
  /** The first header key (of several synonyms) the file has. */
  cells: string[];
  line: number;
}

export interface CsvTable {
  file: string;
  /** The header as written (BOM dropped), and as compared. */
  header: string[];
  keys: string[];
  has(key: string): boolean;
  delimiter: string;
  rows: AsyncIterable<CsvRow>;
}

export async function openCsv(source: Readable, file: string, limits: ImportLimits): Promise<CsvTable> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks, file, limits);
  const delimiter = delimiterOf(head);
  const text = pipeOn(Readable.from(replay(head, chunks)), utf8Text());
  const guarded = pipeOn(text, lineGuard(file, limits, delimiter));
  const parser = pipeOn(
    guarded,
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: limits.maxLineChars,
      info: true,
    }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  const first = await nextRecord(records, file, limits);
  if (!first) throw new ImportFileError("empty", `${file} is empty.`);
  const header = first.record.map((cell) => cell.replace(/^\uFEFF/, "").trim());
  const keys = header.map(headerKey);
  const index = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!index.has(key)) index.set(key, i);
  });
  return {
    file,
    header,
    keys,
    delimiter,
    has: (key) => index.has(key),
    rows: rowsOf(records, index, file, limits),
  };
}

async function* rowsOf(
  records: AsyncIterator<{ record: string[]; info: { lines: number } }>,
  index: Map<string, number>,
  file: string,
  limits: ImportLimits,
): AsyncIterable<CsvRow> {
  for (;;) {
    const next = await nextRecord(records, file, limits);
    if (!next) return;
    const cells = next.record;
    yield {
      cells,
      line: next.info.lines,
      get: (key) => {
        const i = index.get(key);
        return i === undefined ? "" : (cells[i] ?? "");
      },
    };
  }
}

async function nextRecord(
  records: AsyncIterator<{ record: string[]; info: { lines: number } }>,
  file: string,
  limits: ImportLimits,
) {
  try {
    const next = await records.next();
    if (next.done) return null;
    if (next.value.record.length > limits.maxColumns) throw tooManyColumns(file, limits);
    return next.value;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as CsvError).code;
    if (code === "CSV_MAX_RECORD_SIZE") throw lineTooLong(file, limits);
    throw new ImportFileError("corrupt", `${file} could not be read as CSV (${(error as Error).message}).`);
  }
}

const tooManyColumns = (file: string, limits: ImportLimits) =>
  new ImportFileError(
    "too-many-columns",
    `${file} has more than ${limits.maxColumns.toLocaleString("en-US")} columns; no export we know has that many.`,
  );
const lineTooLong = (file: string, limits: ImportLimits) =>
  new ImportFileError(
    "line-too-long",
    `${file} has a line longer than ${limits.maxLineChars.toLocaleString("en-US")} characters; it is not an export we know.`,
  );

/** Reads until the first line ends (or the limit), refusing binary files on the way. */
async function readHead(chunks: AsyncIterator<Buffer>, file: string, limits: ImportLimits): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    parts.push(chunk);
    length += chunk.length;
    if (chunk.includes(10) || length > limits.maxLineChars) break;
  }
  const head = Buffer.concat(parts);
  if (head.subarray(0, 4096).includes(0))
    throw new ImportFileError("not-what-it-claims", `${file} is not a text file (CSV): it holds binary data.`);
  return head;
}

async function* replay(head: Buffer, chunks: AsyncIterator<Buffer>): AsyncIterable<Buffer> {
  if (head.length > 0) yield head;
  for (;;) {
    const next = await chunks.next();
    if (next.done) return;
    yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
  }
}

/**
 * UTF-8 as it comes; a file that is not valid UTF-8 is read as Windows-1252 from there on (Excel
 * on Windows saves "CSV (Comma delimited)" that way: "Caffè" and "µg" would otherwise become �).
 */
function utf8Text(): Transform {
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let legacy: TextDecoder | null = null;
  const decode = (chunk: Buffer) => {
    if (!legacy)
      try {
        return utf8.decode(chunk, { stream: true });
      } catch {
        legacy = new TextDecoder("windows-1252");
      }
    return legacy.decode(chunk, { stream: true });
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      done(null, Buffer.from(decode(chunk), "utf8"));
    },
    flush(done: TransformCallback) {
      let rest = "";
      try {
        rest = legacy ? legacy.decode() : utf8.decode();
      } catch {
        rest = "";
      }
      done(null, rest ? Buffer.from(rest, "utf8") : undefined);
    },
  });
}

/** The first line's most frequent separator outside quotes: comma, semicolon or tab. */
export function delimiterOf(head: Buffer): string {
  const end = head.indexOf(10);
  const line = head.subarray(0, end === -1 ? Math.min(head.length, 65_536) : end).toString("utf8");
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ",";
  for (const [c, n] of counts) if (n > (counts.get(best) ?? 0)) best = c;
  return best;
}

/**
 * Refuses a physical line longer than the limit before csv-parse sees it: csv-parse's own limit
 * counts field characters only, so a line of 10 million commas (10 million empty fields) would pass it.
 */
function lineGuard(file: string, limits: ImportLimits, delimiter: string): Transform {
  let run = 0;
  let line = 1;
  let delimiters = 0;
  const code = delimiter.charCodeAt(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let from = 0;
      for (;;) {
        const newline = chunk.indexOf(10, from);
        const end = newline === -1 ? chunk.length : newline;
        run += end - from;
        if (line === 1) for (let i = from; i < end; i++) if (chunk[i] === code) delimiters++;
        if (run > limits.maxLineChars) {
          const wide = line === 1 && delimiters >= limits.maxColumns;
          return done(wide ? tooManyColumns(file, limits) : lineTooLong(file, limits));
        }
        if (newline === -1) break;
        run = 0;
        line++;
        from = newline + 1;
      }
      done(null, chunk);
    },
  });
}
