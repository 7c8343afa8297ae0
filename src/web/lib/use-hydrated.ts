import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a rendered page, true from then on. A form
 * on a prerendered page stays disabled until then: typing into it before React runs would be
 * lost, and a click on its button would submit it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
