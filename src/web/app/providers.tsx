import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client.js";
import { usePrefersDark } from "../lib/use-prefers-dark.js";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dark = usePrefersDark();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster visibleToasts={1} richColors closeButton position="top-center" theme={dark ? "dark" : "light"} />
    </QueryClientProvider>
  );
}
