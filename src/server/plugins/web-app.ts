import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other page path
 * so client-side routes (/home, /auth, unknown pages) load the app, which renders its own 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn(`no web build at ${distDir}; run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const html = fs.readFileSync(index);
  app.get("/", (_request, reply) => reply.type("text/html").header("Cache-Control", "no-cache").send(html));
  app.get("/*", (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply.status(404).send({ message: `Route GET ${request.url.split("?")[0]} not found` });
    }
    const file = path.join(distDir, decodeURIComponent(request.url.split("?")[0] ?? "/"));
    if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(distDir, file));
    }
    return reply.type("text/html").header("Cache-Control", "no-cache").send(html);
  });
}
