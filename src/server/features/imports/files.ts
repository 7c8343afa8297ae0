import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The file of an upload is named after its import's id (a UUID), never after anything the client sent. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where uploads wait between their preview and their confirmation (IMPORT_DIR): one file per
 * import, deleted once stored, undone, failed or expired. With several instances the folder must
 * be shared (like BACKUP_DIR), or the confirmation must reach the instance that took the upload.
 */
export function importFiles(dir: string) {
  function pathOf(id: string): string {
    if (!ID_PATTERN.test(id)) throw new Error(`not an import id: ${id}`);
    return path.join(dir, `${id}.upload`);
  }

  return {
    pathOf,

    /**
     * Writes the upload to its file as it arrives (never whole in memory). `truncated` tells
     * whether the stream stopped at the size limit (busboy ends the stream there): then the file
     * is removed and nothing is kept.
     */
    async save(id: string, stream: Readable, truncated: () => boolean): Promise<{ bytes: number } | "too-large"> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = pathOf(id);
      try {
        await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      if (truncated()) {
        await rm(target, { force: true });
        return "too-large";
      }
      return { bytes: (await stat(target)).size };
    },

    async exists(id: string): Promise<boolean> {
      return stat(pathOf(id)).then(
        () => true,
        () => false,
      );
    },

    async remove(id: string): Promise<void> {
      await rm(pathOf(id), { force: true });
    },
  };
}

export type ImportFiles = ReturnType<typeof importFiles>;
