/** Spec commercial 9: the restart toast reloads the page after 5 s. */
export const RELOAD_AFTER_MS = 5000;
/** How often, after those 5 s, the page asks whether the server is back. */
export const READY_POLL_MS = 500;
/** After this long the page reloads anyway, so the person sees the browser's own message. */
export const GIVE_UP_AFTER_MS = 60_000;

export interface ReloadDeps {
  /** Whether the restarted server answers (GET /api/ready). */
  ready: () => Promise<boolean>;
  reload: () => void;
  wait: (ms: number) => Promise<void>;
  now: () => number;
}

/**
 * Reloads the page 5 s after a restart was accepted, or later if the server is not back by then:
 * a reload into a refused connection would leave the admin on the browser's error page.
 */
export async function reloadWhenServerIsBack(deps: ReloadDeps): Promise<void> {
  await deps.wait(RELOAD_AFTER_MS);
  const giveUpAt = deps.now() + GIVE_UP_AFTER_MS;
  while (!(await deps.ready()) && deps.now() < giveUpAt) await deps.wait(READY_POLL_MS);
  deps.reload();
}

/** The browser's: asks /api/ready with a short time-out so a half-open connection cannot hang it. */
export const browserReloadDeps: ReloadDeps = {
  ready: () =>
    fetch("/api/ready", { cache: "no-store", signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    ),
  reload: () => window.location.reload(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};
