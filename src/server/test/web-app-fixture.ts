import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { ClassMerges } from "../../web/entry-server.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

const TEMPLATE =
  '<!doctype html><head><title>app</title><script type="module" src="/assets/index-abc123.js"></script></head><div id="root"></div>';
/** Vite's manifest: the entry loads the app chunk dynamically; the app chunk imports one more. */
const MANIFEST = {
  "main.tsx": { file: "assets/index-abc123.js", isEntry: true, dynamicImports: ["app/start.tsx"] },
  "app/start.tsx": { file: "assets/start-def456.js", isDynamicEntry: true, imports: ["_react-789.js"] },
  "_react-789.js": { file: "assets/react-789.js" },
  "app/pages/home/home-route.tsx": { file: "assets/home-route-aaa.js", imports: ["_react-789.js", "_tabs-bbb.js"] },
  "_tabs-bbb.js": { file: "assets/tabs-bbb.js" },
};
export const HOME_PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/home-route-aaa.js"><link rel="modulepreload" crossorigin href="/assets/tabs-bbb.js">';
export const PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/start-def456.js"><link rel="modulepreload" crossorigin href="/assets/react-789.js">';

/**
 * The app serving a built SPA as the server hands it out (what a service worker may cache, and what
 * it must not), on a database of its own: hooks registered in the calling test file.
 */
export function serveTestWebApp() {
  const web = {
    app: undefined as unknown as FastifyInstance,
    get: (url: string) => web.app.inject({ method: "GET", url }),
  };
  let dist: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-dist-"));
    await fs.mkdir(path.join(dist, "assets"));
    await fs.writeFile(path.join(dist, "index.html"), TEMPLATE);
    await fs.writeFile(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
    await fs.writeFile(path.join(dist, "assets", "index-abc123.js.br"), zlib.brotliCompressSync("console.log(1)"));
    await fs.writeFile(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
    await fs.writeFile(path.join(dist, "manifest.webmanifest"), "{}");
    await fs.mkdir(path.join(dist, ".vite"));
    await fs.writeFile(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    database = await createTestDatabase();
    web.app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: "test" }), webDistDir: dist },
      database,
      serveWeb: true,
    });
    await web.app.ready();
  });
  afterAll(async () => {
    await web.app.close();
    await database.drop();
    await fs.rm(dist, { recursive: true, force: true });
  });
  return web;
}

/** The state a page was rendered with (its server-state script). */
export const serverState = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/)?.[1] ?? "null");

/** A rendered page's state without its class merges, and how many of those are class lists in its markup. */
export function renderedState(html: string) {
  const { classMerges, ...state } = serverState(html);
  const classLists = (classMerges as ClassMerges).map((entry) => (typeof entry === "string" ? entry : entry[1]));
  const inMarkup = classLists.filter((classes) => html.includes(`class="${classes}"`));
  return { state, classMergesInMarkup: inMarkup.length };
}
