import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";

/** The built SPA as the server hands it out: what a service worker may cache, and what it must not. */
let dist: string;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-dist-"));
  await fs.mkdir(path.join(dist, "assets"));
  await fs.writeFile(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
  await fs.writeFile(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  await fs.writeFile(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
  await fs.writeFile(path.join(dist, "manifest.webmanifest"), "{}");
  database = await createTestDatabase();
  app = await buildApp({ config: { ...loadConfig({ NODE_ENV: "test" }), webDistDir: dist }, database, serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("serving the web app", () => {
  it("serves pages as the app, never cached without asking", async () => {
    for (const url of ["/", "/home", "/guide?from=x", "/api/reset-trial?key=x"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year, and asks every time for the worker and the manifest", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/sw.js", "/manifest.webmanifest"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await get("/manifest.webmanifest")).headers["content-type"]).toContain("application/manifest+json");
  });

  it("answers a missing file with 404, never the app's HTML", async () => {
    for (const url of ["/assets/index-old999.js", "/assets/style.css", "/icons/missing.png", "/old-sw.js"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).not.toContain("text/html");
    }
  });

  it("keeps /api answers for the API (a JSON 404), and refuses a broken path", async () => {
    const api = await get("/api/no-such-route");
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/not found/);
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
  });
});
