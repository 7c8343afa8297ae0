import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/** What compresses well; images and icons are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes Brotli (quality 11) and gzip (level 9) copies beside every built text file, once at build
 * time, so the server sends them as they are (@fastify/static's preCompressed) and never spends a
 * request's CPU on compressing a file that does not change. HTML is left out: the server fills the
 * template per page and compresses that answer itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "macrowise-precompress",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
