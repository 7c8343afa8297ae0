import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin.js";
import { pwaPrecache } from "./scripts/pwa-precache-plugin.js";

const apiPort = process.env.PORT ?? "5000";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), pwaPrecache(path.resolve(import.meta.dirname, "src/web/pwa/sw.js")), precompress()],
  // The manifest tells the server which chunks the app needs (app-shell.ts preloads them).
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Vite's preloading of a lazy chunk's imports appended link tags while a rendered page was taken
    // over, inside its longest task (docs/performance.md); the service worker's precache serves them soon after.
    modulePreload: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": {
        target: `http://127.0.0.1:${apiPort}`,
        changeOrigin: false,
        // /api/reset-trial is a page of the app (spec commercial 2), not an API call.
        bypass: (request) =>
          request.url?.startsWith("/api/reset-trial") && request.headers.accept?.includes("text/html")
            ? "/index.html"
            : undefined,
      },
    },
  },
});
