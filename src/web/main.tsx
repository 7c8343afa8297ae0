import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppErrorBoundary } from "./app/app-error-boundary.js";
import { Providers } from "./app/providers.js";
import { router } from "./app/router.js";
import { captureInstallPrompt } from "./features/install/install-prompt.js";
import { registerServiceWorker } from "./features/install/service-worker.js";
import "./styles.css";

captureInstallPrompt();
// After the page has loaded, so installing the worker never competes with the first render.
if (document.readyState === "complete") void registerServiceWorker();
else window.addEventListener("load", () => void registerServiceWorker(), { once: true });

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
