import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { HydrationBoundary } from "../lib/use-hydrated.js";
import { AppErrorBoundary } from "./app-error-boundary.js";
import { Providers } from "./providers.js";

interface AppShellProps {
  queryClient: QueryClient;
  /** Rendered by the server, or hydrating what it rendered (not an app the browser renders alone). */
  hydrating: boolean;
  children: ReactNode;
}

/** What wraps every page, in the browser and in the server's render of pages alike. */
export function AppShell({ queryClient, hydrating, children }: AppShellProps) {
  return (
    <StrictMode>
      <HydrationBoundary hydrating={hydrating}>
        <AppErrorBoundary>
          <Providers queryClient={queryClient}>{children}</Providers>
        </AppErrorBoundary>
      </HydrationBoundary>
    </StrictMode>
  );
}
