/**
 * The only script a page loads up front, kept tiny. A public page arrives rendered by the server,
 * so its first paint needs no script: the app takes it over once the page has loaded. The
 * signed-in app arrives as an empty root and starts at once.
 */
import { listenForAdminSequence } from "./features/auth/admin-key-sequence.js";
import { captureInstallPrompt } from "./features/install/install-prompt.js";
import { registerServiceWorker } from "./features/install/service-worker.js";
import { holdEarlyTaps } from "./lib/early-taps.js";
import "./styles.css";

captureInstallPrompt();
listenForAdminSequence();

function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

/**
 * React, then the app, are evaluated one after the other, each in a task of its own: at once they
 * held a phone's main thread in one long task; apart, each stays shorter and the browser
 * can answer a tap between them. (Only react-dom/client, whose few exports are all used: importing
 * a whole module this way keeps every export, so the router is left to the app's own imports.)
 */
async function start(into: HTMLElement) {
  await import("react-dom/client");
  const { startApp } = await import("./app/start.js");
  await startApp(into);
}
if (root.hasChildNodes()) {
  const releaseTaps = holdEarlyTaps(root);
  afterLoad(() => void start(root).finally(releaseTaps));
} else void start(root);
/**
 * A first visit's worker precaches every built file: begun at load, those downloads and Chromium's
 * compiling of the scripts held a phone's main thread just as the page became usable (Lighthouse's
 * score on / with and without: docs/performance.md). So a first install waits until the page has
 * been quiet a moment; a worker already in control only checks for an update, which costs nothing.
 */
const FIRST_INSTALL_AFTER_MS = 3000;
afterLoad(() => {
  if (navigator.serviceWorker?.controller) void registerServiceWorker();
  else setTimeout(() => whenIdle(() => void registerServiceWorker()), FIRST_INSTALL_AFTER_MS);
});

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else run();
}
