/**
 * Registers /sw.js (production builds only) and reports a new version waiting to take over.
 * The worker never activates on its own: the page asks it to (`activateUpdate`) and reloads once
 * it controls the page, so a tab never runs half old, half new code.
 */
type Listener = (waiting: ServiceWorker | null) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();
/** How often an open tab asks for a new version (installed apps may never be closed). */
const CHECK_EVERY_MS = 30 * 60 * 1000;

function announce(worker: ServiceWorker | null) {
  waitingWorker = worker;
  for (const listener of listeners) listener(worker);
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waitingWorker);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads the page under it. */
export function activateUpdate() {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}

function watch(registration: ServiceWorkerRegistration) {
  // A version that finished installing while no tab looked (or before this page loaded).
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      // With a controller this is an update; without one it is the first install (nothing to offer).
      if (installing.state === "installed" && navigator.serviceWorker.controller) announce(installing);
    });
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  try {
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
    watch(registration);
    const check = () => void registration.update().catch(() => {});
    setInterval(check, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
  } catch {
    // No worker (private mode, blocked): the app works the same, only without offline page and install.
  }
}
