import type { FastifyBaseLogger } from "fastify";
import type { ServerState } from "../../web/app/server-state.js";
import { serverStateBlock } from "./app-shell.js";

/**
 * Public pages the server sends rendered (commercial 2's landing, pricing, guide, install,
 * contact, legal and about pages): they show before any script runs. Everything else is the
 * signed-in app, which renders in the browser.
 */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/pricing",
  "/guide",
  "/install",
  "/contatti",
  "/privacy-policy",
  "/terms-of-service",
  "/about",
  "/info",
]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The built index.html with a page's markup, title and server state put in. */
export function fillTemplate(template: string, page: { html: string; title: string }, state: ServerState): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${serverStateBlock(state)}`);
}

/**
 * Renders each public page once per server state (the payments configuration it shows) and keeps
 * the HTML: the pages are static for the life of the process, so this costs one render each.
 * A page that fails to render is logged and answered with the plain app shell instead.
 */
export function prerenderedPages(template: string, log: FastifyBaseLogger) {
  const rendered = new Map<string, Promise<string | null>>();
  // React's server renderer and the pages load with the first public page asked for, not at boot.
  let renderer: Promise<typeof import("../../web/render-page.js")> | undefined;

  async function render(pathname: string, state: ServerState): Promise<string | null> {
    try {
      renderer ??= import("../../web/render-page.js");
      const { renderPage } = await renderer;
      const page = await renderPage(new URL(pathname, "http://prerender.invalid"), state);
      return fillTemplate(template, page, state);
    } catch (error) {
      log.error({ err: error, pathname }, "could not prerender a public page; serving the app shell");
      return null;
    }
  }

  return {
    /** The page's HTML, or null when `pathname` is not a public page (or failed to render). */
    async html(pathname: string, state: ServerState): Promise<string | null> {
      if (!PRERENDERED_PATHS.has(pathname)) return null;
      const key = `${pathname} ${JSON.stringify(state)}`;
      let page = rendered.get(key);
      if (!page) {
        page = render(pathname, state);
        rendered.set(key, page);
      }
      return page;
    },
  };
}
