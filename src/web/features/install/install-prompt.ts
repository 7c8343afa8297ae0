import { useSyncExternalStore } from "react";

/** Chrome's and Edge's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const subscribers = new Set<() => void>();
const notify = () => {
  for (const subscriber of subscribers) subscriber();
};

/**
 * The browser offers installation once, early in the page's life: keep the offer from the start
 * (main.tsx) so the install page can use it whenever it is opened.
 */
export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    installed = true;
    notify();
  });
}

function snapshot() {
  return deferred;
}

/** The pending install offer, if the browser made one. */
export function useInstallPrompt() {
  const offer = useSyncExternalStore(
    (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    snapshot,
    () => null,
  );
  const runningInstalled =
    installed || (typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches);
  return {
    canInstall: offer !== null,
    runningInstalled,
    async install(): Promise<"accepted" | "dismissed" | "unavailable"> {
      if (!offer) return "unavailable";
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      deferred = null;
      notify();
      return outcome;
    },
  };
}
