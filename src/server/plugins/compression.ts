import zlib from "node:zlib";
import compress from "@fastify/compress";
import fp from "fastify-plugin";

/**
 * Brotli or gzip for every text answer of 1 KB or more that is made per request (JSON, the public
 * pages' HTML). Built files are compressed once at build time and sent as they are (web-app.ts).
 * Brotli runs at quality 5: near its best ratio for text this size at a fraction of quality 11's
 * CPU. Event streams are never compressed, so the assistant's tokens are not held back.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: "compression" },
);
