import type { FastifyBaseLogger } from "fastify";
import { splitLocalePrefix } from "../../shared/i18n/locales.js";
import type { RenderedPage, ServerState } from "../../web/entry-server.js";
import { escapeMarkup } from "../escape-markup.js";
import { serverStateBlock } from "./app-shell.js";
import { withLanguage } from "./page-language.js";
import { loadWebEntry } from "./web-entry.js";

/**
 * Public pages the server sends rendered (commercial 2's landing, pricing, guide, install,
 * contact, legal and about pages): they show before any script runs. They are the same for
 * everyone, so each is rendered once.
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

/**
 * Pages of the app rendered for the person asking: /home, where everyone lands, shows its header
 * and welcome (its largest paint) before the app's code has arrived, and its cards as skeletons
 * until their data does. A signed-in person's render is theirs alone, so it is made per request;
 * a guest's is the same for every guest, so it is kept like a public page. Other app pages stay
 * the browser's to render.
 */
export const PER_PERSON_PATHS: ReadonlySet<string> = new Set(["/home"]);

/** What the server knows of the person asking (web-app.ts's `sessionState`). */
export type SessionState = Required<Pick<ServerState, "user">> & Pick<ServerState, "trialStatus" | "pageData">;

/**
 * The built index.html with a page's markup, title and server state put in. No modulepreloads: a
 * rendered page paints without script, and Lighthouse counted preloaded code as needed for that.
 */
export function fillTemplate(template: string, page: RenderedPage, state: ServerState): string {
  const block = serverStateBlock({ ...state, classMerges: page.classMerges });
  // The manifest too in the page's language: the installed app's description (public/manifest.it.webmanifest).
  return withLanguage(template, state.locale)
    .replace("/manifest.webmanifest", state.locale === "it" ? "/manifest.it.webmanifest" : "/manifest.webmanifest")
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${block}`);
}

/**
 * Renders each public page once per server state (the payments configuration it shows) and keeps
 * the HTML: the pages are static for the life of the process, so this costs one render each.
 * Per-person pages are rendered per signed-in request. A page that fails to render is logged and
 * answered with the plain app shell instead.
 */
export function prerenderedPages(template: string, log: FastifyBaseLogger) {
  const rendered = new Map<string, Promise<string | null>>();
  async function render(pathname: string, state: ServerState): Promise<string | null> {
    try {
      const { renderPage } = await loadWebEntry();
      const page = await renderPage(new URL(pathname, "http://prerender.invalid"), state);
      return fillTemplate(template, page, state);
    } catch (error) {
      log.error({ err: error, pathname }, "could not render a page on the server; serving the app shell");
      return null;
    }
  }

  function kept(pathname: string, state: ServerState): Promise<string | null> {
    const key = `${pathname} ${JSON.stringify(state)}`;
    let page = rendered.get(key);
    if (!page) {
      page = render(pathname, state);
      rendered.set(key, page);
    }
    return page;
  }

  return {
    /**
     * The page's HTML at `address` (`/pricing`, or `/it/pricing` with its language's prefix), or
     * null when the server does not render it (or it failed to). A
     * public page is rendered with the public state only; a per-person page with the session too.
     */
    async html(address: string, publicState: ServerState, session: SessionState): Promise<string | null> {
      const { pathname } = splitLocalePrefix(address);
      if (PRERENDERED_PATHS.has(pathname)) return kept(address, publicState);
      if (!PER_PERSON_PATHS.has(pathname)) return null;
      const state = { ...publicState, ...session };
      return session.user ? render(address, state) : kept(address, state);
    },
  };
}
