import type { Duplex, Readable } from "node:stream";

/**
 * `from.pipe(to)`, with an error of `from` ending `to` with the same error: plain `pipe` does not
 * pass errors on, so the reader at the end would wait forever and the error would be uncaught.
 */
export function pipeOn<T extends Duplex>(from: Readable, to: T): T {
  from.on("error", (error) => to.destroy(error));
  return from.pipe(to);
}
