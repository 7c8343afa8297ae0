import fs from "node:fs";
import readline from "node:readline";
import zlib from "node:zlib";
import { BACKUP_MAGIC, type BackupManifest, END_OF_TABLE, manifestSchema } from "./format.js";

export interface BackupReader {
  manifest: BackupManifest;
  /** The next table's rows in COPY text, in chunks of whole lines, up to the line that ends the table. */
  nextTableRows(): AsyncGenerator<string>;
  close(): void;
}

const CHUNK_CHARACTERS = 1 << 16;

/** Opens a backup file and reads its manifest; the tables follow in the manifest's order. */
export async function openBackup(file: string): Promise<BackupReader> {
  const raw = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  let failure: Error | null = null;
  raw.on("error", (error) => {
    failure ??= error;
    gunzip.destroy(error);
  });
  gunzip.on("error", (error) => {
    failure ??= error;
  });
  const lines = readline.createInterface({ input: raw.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const close = () => {
    lines.close();
    raw.destroy();
    gunzip.destroy();
  };
  const next = async (): Promise<string> => {
    const result = await iterator.next().catch((error: Error) => {
      failure ??= error;
      return { done: true as const, value: undefined };
    });
    if (result.done) {
      throw new Error(
        `${file} ends before the backup does${failure ? ` (${(failure as Error).message})` : ""}: the file is damaged or incomplete`,
      );
    }
    return result.value;
  };

  let manifest: BackupManifest;
  try {
    const magic = await next();
    if (magic !== BACKUP_MAGIC) throw new Error(`${file} is not a Macrowise backup`);
    const parsed = manifestSchema.safeParse(JSON.parse(await next()));
    if (!parsed.success) throw new Error(`${file} has a manifest this version cannot read: ${parsed.error.message}`);
    manifest = parsed.data;
  } catch (error) {
    close();
    if (error instanceof Error && /incorrect header check|not a Macrowise/.test(error.message + String(failure))) {
      throw new Error(`${file} is not a Macrowise backup`);
    }
    throw error;
  }

  return {
    manifest,
    async *nextTableRows() {
      let chunk = "";
      for (let line = await next(); line !== END_OF_TABLE; line = await next()) {
        chunk += `${line}\n`;
        if (chunk.length >= CHUNK_CHARACTERS) {
          yield chunk;
          chunk = "";
        }
      }
      if (chunk) yield chunk;
    },
    close,
  };
}

/** Only the manifest (the admin card and `db:restore`'s plan read no rows). */
export async function readManifest(file: string): Promise<BackupManifest> {
  const reader = await openBackup(file);
  reader.close();
  return reader.manifest;
}
