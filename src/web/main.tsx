/**
 * The only script a page loads up front, kept tiny. A public page arrives rendered by the server,
 * so its first paint needs no script: the app takes it over once the page has loaded. The
 * signed-in app arrives as an empty root and starts at once.
 */
import { captureInstallPrompt } from "./features/install/install-prompt.js";
import { registerServiceWorker } from "./features/install/service-worker.js";
import "./styles.css";

captureInstallPrompt();

function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const start = () => void import("./app/start.js").then(({ startApp }) => startApp(root));
if (root.hasChildNodes()) afterLoad(start);
else start();
// Installing the worker never competes with the first render.
afterLoad(() => void registerServiceWorker());
