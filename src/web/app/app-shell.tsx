import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { AppErrorBoundary } from "./app-error-boundary.js";
import { Providers } from "./providers.js";

/** What wraps every page, in the browser and in the server's render of public pages alike. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient}>{children}</Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
