import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/** Public files the worker precaches besides the hashed assets (the offline page and what it needs). */
const PUBLIC_PRECACHE = [
  "/offline.html",
  "/offline.js",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
  "/apple-touch-icon.png",
];

/**
 * Emits sw.js from the hand-written src/web/pwa/sw.js with the list of built files to precache and
 * a build id: a hash of that list (every hashed file name changes with its content), unless
 * MACROWISE_BUILD_ID names one. Only a production build has a worker.
 */
export function pwaPrecache(swSource: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: "macrowise-pwa-precache",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith("assets/") && !file.endsWith(".map"))
        .map((file) => `/${file}`)
        .sort();
      for (const file of PUBLIC_PRECACHE) {
        if (!fs.existsSync(path.join(config.publicDir, file))) this.error(`precache: public${file} is missing`);
      }
      const precache = [...assets, ...PUBLIC_PRECACHE];
      const publicHash = createHash("sha256");
      for (const file of PUBLIC_PRECACHE) publicHash.update(fs.readFileSync(path.join(config.publicDir, file)));
      const buildId =
        process.env.MACROWISE_BUILD_ID ||
        createHash("sha256")
          .update(precache.join("\n"))
          .update(publicHash.digest())
          .update(fs.readFileSync(swSource))
          .digest("hex")
          .slice(0, 16);
      const source = [
        `self.__MACROWISE_BUILD_ID__ = ${JSON.stringify(buildId)};`,
        `self.__MACROWISE_PRECACHE__ = ${JSON.stringify(precache)};`,
        fs.readFileSync(swSource, "utf8"),
      ].join("\n");
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
