import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipWriter {
  /** What the client downloads, written as files are added. */
  stream: Readable;
  /** Adds one file; resolves when the reader has taken enough that the next may follow. */
  add(name: string, data: Uint8Array, options?: { compress?: boolean }): Promise<void>;
  end(): void;
  fail(error: Error): void;
}

/**
 * A ZIP written as a stream with fflate: each file is compressed (or stored, for pictures that are
 * compressed already) and handed on at once, so the whole archive is never held in memory.
 * `modified` stamps every entry, so two exports of the same data differ only where it differs.
 */
export function zipWriter(modified: Date): ZipWriter {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.destroy(error);
    else {
      stream.write(chunk);
      if (final) stream.end();
    }
  });
  return {
    stream,
    async add(name, data, { compress = true } = {}) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      entry.mtime = modified;
      zip.add(entry);
      entry.push(data, true);
      if (stream.writableNeedDrain) await drainedOrClosed(stream);
    },
    end: () => zip.end(),
    fail: (error) => stream.destroy(error),
  };
}

/** A client that went away closes the stream without a 'drain': both end the wait. */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
