import { createContext, type ReactNode, startTransition, use, useEffect, useState } from "react";

const HydratedContext = createContext(true);

/**
 * Tells the tree when a page the server rendered has been taken over by React. The flag flips in
 * a transition after hydration: every reader (each `useUser`, so most of a page) then renders
 * again in small slices. A store read with useSyncExternalStore flipped at once instead, which
 * forced that whole render through in one long task right after hydrating.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while the browser hydrates a rendered page, true from then on (and
 * always in an app the browser rendered itself). A form on a prerendered page stays disabled until
 * then: typing into it before React runs would be lost, and a click on its button would submit it
 * natively.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/**
 * The same flag, for a reader that needs it only sometimes: read with React's `use`, which may sit
 * behind a condition, so a reader that skips it is not rendered again when hydration ends.
 */
export const readHydrated = (): boolean => use(HydratedContext);
