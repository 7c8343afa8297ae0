import { type Readable, Transform } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ImportFileError, type ImportLimits } from "./parsed.js";

/**
 * A ZIP read with yauzl: the central directory (the archive's own list of entries) is read first,
 * every name checked, and only the entries an import asks for are inflated, one at a time.
 * Defences: entry names with `..`, a leading `/`, a drive letter or a backslash make the whole
 * archive refused (a file built to escape a folder is not an export); the entries read may not
 * together exceed `maxUncompressedBytes`, nor one of them inflate more than `maxCompressionRatio`
 * times (beyond its first MiB); yauzl checks that an entry's data ends at the size its header
 * declares (validateEntrySizes), and a counter here checks it again while inflating. Encrypted
 * entries and nested archives are never opened.
 */

export interface ZipEntryFile {
  /** The path inside the archive. */
  name: string;
  /** The last part of the path (`Nutrition-Summary-2024-01-01-to-2024-07-02.csv`). */
  baseName: string;
  uncompressedSize: number;
  open(onBytes: (bytes: number) => void): Promise<Readable>;
}

export interface OpenedZip {
  entries: ZipEntryFile[];
  close(): void;
}

const RATIO_FREE_BYTES = 1024 * 1024;

export async function openZip(path: string, limits: ImportLimits): Promise<OpenedZip> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true },
      (error, file) => (error ? reject(corrupt(error)) : resolve(file)),
    ),
  );
  try {
    if (zip.entryCount > limits.maxZipEntries)
      throw new ImportFileError(
        "zip-bomb",
        `The ZIP holds ${zip.entryCount.toLocaleString("en-US")} files; an export holds far fewer.`,
      );
    const entries = await listEntries(zip);
    let total = 0;
    return {
      close: () => zip.close(),
      entries: entries
        .filter((entry) => !entry.fileName.endsWith("/") && !/(^|\/)(__MACOSX|\.)/.test(entry.fileName))
        .map((entry) => ({
          name: entry.fileName,
          baseName: entry.fileName.slice(entry.fileName.lastIndexOf("/") + 1),
          uncompressedSize: entry.uncompressedSize,
          async open(onBytes) {
            checkDeclared(entry, limits, total);
            total += entry.uncompressedSize;
            const stream = await new Promise<Readable>((resolve, reject) =>
              zip.openReadStream(entry, (error, s) => (error ? reject(corrupt(error)) : resolve(s))),
            );
            const counted = countBytes(entry, onBytes);
            stream.on("error", (error) => counted.destroy(corrupt(error)));
            // A reader that stops early (a refused file) must not leave the entry, and so the ZIP's fd, open.
            counted.on("close", () => stream.destroy());
            return stream.pipe(counted);
          },
        })),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error: Error) => reject(corrupt(error)));
    zip.readEntry();
  });
}

function checkDeclared(entry: Entry, limits: ImportLimits, readSoFar: number): void {
  if (entry.isEncrypted())
    throw new ImportFileError(
      "corrupt",
      `${entry.fileName} in the ZIP is encrypted; export it again without a password.`,
    );
  if (readSoFar + entry.uncompressedSize > limits.maxUncompressedBytes) throw bomb();
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_FREE_BYTES && ratio > limits.maxCompressionRatio) throw bomb();
}

/** Counts the inflated bytes; more than the header declared is a lie (yauzl catches it too). */
function countBytes(entry: Entry, onBytes: (bytes: number) => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > entry.uncompressedSize) return done(bomb());
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

const bomb = () =>
  new ImportFileError(
    "zip-bomb",
    "The ZIP unpacks to far more than it weighs (a ZIP bomb, or a damaged file); it was not read.",
  );

function corrupt(error: Error): ImportFileError {
  if (error instanceof ImportFileError) return error;
  if (/invalid relative path|absolute path|invalid characters in fileName/.test(error.message))
    return new ImportFileError(
      "unsafe-path",
      "The ZIP names a file outside its own folder (a path with '..' or starting at the root); it was not read.",
    );
  if (/too many bytes in the stream|expected \d+ bytes|stream length/i.test(error.message)) return bomb();
  return new ImportFileError("corrupt", "The ZIP is damaged or not a ZIP file; it could not be opened.");
}
