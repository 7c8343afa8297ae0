import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { i18n } from "../lib/i18n.js";
import { usePrefersDark } from "../lib/use-prefers-dark.js";
import { ToasterSlot } from "./toaster-slot.js";

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const dark = usePrefersDark();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot
        visibleToasts={1}
        richColors
        closeButton
        position="top-center"
        theme={dark ? "dark" : "light"}
        // Sonner's own words, in the page's language.
        containerAriaLabel={i18n._("Notifications")}
        toastOptions={{ closeButtonAriaLabel: i18n._("Close toast") }}
      />
    </QueryClientProvider>
  );
}
