import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chosenLocaleOf, ITALIAN_FIRST_PATHS, splitLocalePrefix } from "../../shared/i18n/locales.js";
import type { ServerState } from "../../web/entry-server.js";
import { appPreloads, fillShell } from "./app-shell.js";
import { alternateLinks } from "./page-language.js";
import { PRERENDERED_PATHS, prerenderedPages, type SessionState } from "./prerendered-pages.js";
import { loadWebEntry } from "./web-entry.js";

/** Client pages that live under /api for the spec's sake (commercial 2): served as the app, not the API. */
const PAGES_UNDER_API = new Set(["/api/reset-trial"]);
/**
 * A file that is not there is a 404, never the app's HTML: a service worker (or a browser cache)
 * must not keep index.html as a script or a style sheet (GoogleChrome/workbox#1528).
 */
const FILE_PATH =
  /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|webmanifest|txt|xml)$/i;

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other page path
 * so client-side routes (/home, /auth) load the app. A path the app's router has no page for is
 * answered 404 with the app, which renders its not-found page (and says so without JavaScript).
 * Everything but /assets/* (sw.js, the manifest, index.html) is `no-cache`, so a deploy is seen.
 * Public pages (prerendered-pages.ts) go out rendered; every other page gets the app's shell with
 * what the server knows already (app-shell.ts).
 */
export interface WebAppOptions {
  /** Sends a page request elsewhere first (the route guard: 302 before any HTML). */
  redirectFor: (request: FastifyRequest) => string | null;
  /** What every page is rendered with: the same for everyone (the page's language aside). */
  publicState: () => Promise<Omit<ServerState, "locale">>;
  /**
   * What the server knows of the person asking for `pathname`: who they are, as /api/session
   * presents them (null: a guest), their trial and plan as /api/trial-status does, and the page's
   * first answers (page-data.ts).
   */
  sessionState: (request: FastifyRequest, pathname: string) => Promise<SessionState>;
}

/** The site's address as the reader reached it (behind a trusted proxy, as it forwarded). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions) {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn(`no web build at ${distDir}; run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The .br and .gz copies written at build time (scripts/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const html = fs.readFileSync(index, "utf8");
  const preloadsFor = appPreloads(distDir);
  const renderedPages = prerenderedPages(html, app.log);
  /**
   * `address` is the page's path as asked: `/pricing` answers in the reader's language (their
   * choice, else their browser's), `/it/pricing` in Italian whoever asks.
   */
  async function sendPage(request: FastifyRequest, address: string, reply: FastifyReply) {
    const { locale: pinned, pathname } = splitLocalePrefix(address);
    const locale = pinned ?? request.locale;
    // A page the specification wrote in Italian stays Italian in an English frame, unless English was chosen.
    const italianFirst =
      ITALIAN_FIRST_PATHS.has(pathname) &&
      locale !== "it" &&
      pinned !== "en" &&
      chosenLocaleOf(request.headers.cookie) !== "en";
    // The web app's router decides which paths are pages (its catch-all is the not-found page).
    const notFound = !(await loadWebEntry()).isAppPage(pathname);
    const publicState = { ...(await options.publicState()), locale, ...(italianFirst ? { italianFirst } : {}) };
    const session = await options.sessionState(request, pathname);
    // A query string may change what a page shows (/install?platform=android): the browser renders
    // those, so the HTML always matches the address and the cache holds one render per page.
    const page = request.url.includes("?") ? null : await renderedPages.html(address, publicState, session);
    const isPublic = PRERENDERED_PATHS.has(pathname);
    // Everything but a public page carries the signed-in person: no shared cache may keep it.
    const personal = session.user !== null && !isPublic;
    const body = page ?? fillShell(html, preloadsFor(pathname), { ...publicState, ...session }, { pathname, notFound });
    if (!pinned) reply.header("Vary", "Accept-Language, Cookie");
    return reply
      .status(notFound ? 404 : 200)
      .type("text/html")
      .header("Content-Language", locale)
      .header("Cache-Control", personal ? "private, no-cache" : "no-cache")
      .send(
        isPublic && !notFound ? body.replace("</head>", `${alternateLinks(originOf(request), pathname)}</head>`) : body,
      );
  }
  app.get("/", (request, reply) => sendPage(request, "/", reply));
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if ((pathname.startsWith("/api/") || pathname === "/api") && !PAGES_UNDER_API.has(pathname)) {
      return reply.status(404).send({ message: `Route GET ${pathname} not found` });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.status(400).send({ message: "Invalid path" });
    }
    const file = path.join(distDir, decoded);
    if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(distDir, file));
    }
    if (FILE_PATH.test(pathname)) return reply.status(404).send({ message: `File ${pathname} not found` });
    const redirect = options.redirectFor(request);
    if (redirect) return reply.header("Cache-Control", "no-store").redirect(redirect, 302);
    return sendPage(request, pathname, reply);
  });
}
