import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, freePort, type ServerProcess, startServerProcess } from "../src/server/test/server-process.js";

/**
 * The installable app on a real deployment: build A served by this journey's own server, the
 * service worker installed, the server stopped (offline page; no API answer from a cache), then
 * build B deployed on the same address (the update prompt, and B takes over).
 */
const root = path.resolve(import.meta.dirname, "..");
let work: string;
let dataDir: string;
let port: number;
let server: ServerProcess | null = null;
let context: BrowserContext;
let page: Page;
const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];

function build(outDir: string, buildId: string) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"],
    // NODE_ENV is 'test' inside vitest; a deploy is a production build.
    { cwd: root, env: { ...process.env, NODE_ENV: "production", MACROWISE_BUILD_ID: buildId }, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`build ${buildId} failed`);
}

async function serve(distDir: string) {
  server = await startServerProcess(dataDir, { WEB_DIST_DIR: distDir }, port);
}

async function stopServer() {
  if (!server) return;
  server.child.kill("SIGTERM");
  await exited(server.child);
  server = null;
}

/** The build id of the worker that controls the page. */
function controllingBuild(): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        controller.postMessage({ type: "GET_BUILD_ID" }, [channel.port2]);
      }),
  );
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-pwa-"));
  dataDir = path.join(work, "data");
  build(path.join(work, "build-a"), "pwa-e2e-a");
  build(path.join(work, "build-b"), "pwa-e2e-b");
  port = await freePort();
  await serve(path.join(work, "build-a"));
  // A persistent profile: installability is never offered in an incognito-like context.
  context = await chromium.launchPersistentContext(path.join(work, "profile"), {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    baseURL: `http://localhost:${port}`,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--bypass-app-banner-engagement-checks",
    ],
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) {
      apiResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    }
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await stopServer();
  if (work) {
    const { stopOrphanedPostmaster } = await import("../src/server/db/embedded-postmaster.js");
    await stopOrphanedPostmaster(path.join(dataDir, "postgres"));
    await fs.rm(work, { recursive: true, force: true });
  }
});

describe("the installable app", () => {
  it("is installable: a valid manifest, icons and a service worker that controls the page", async () => {
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    expect(await controllingBuild()).toBe("pwa-e2e-a");

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as {
      errors: unknown[];
      parsed?: { name?: string; startUrl?: string; display?: string; icons?: { sizes: string; purpose?: string }[] };
    };
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const served = await (await page.request.get("/manifest.webmanifest")).json();
    expect(served).toMatchObject({ start_url: "/home", display: "standalone", theme_color: "#059669" });
    const sizes = served.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of [...served.icons.map((i: { src: string }) => i.src), "/apple-touch-icon.png"]) {
      const res = await page.request.get(icon);
      expect(res.headers()["content-type"], icon).toBe("image/png");
    }
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    // A missing asset is a 404, never the app's HTML (which a worker could keep as a script).
    expect((await page.request.get("/assets/not-there.js")).status()).toBe(404);
  });

  it("offers the browser's install prompt on the install page", async () => {
    await page.goto("/install");
    await page.getByRole("button", { name: "Install Macrowise" }).waitFor({ timeout: 20_000 });
  });

  it("never answers an API request from a cache, and keeps no API answer", async () => {
    await page.goto("/home");
    await page.getByRole("heading", { name: "Welcome, Guest" }).waitFor();
    const apiSeen = apiResponses.filter((r) => r.url.includes("/api/"));
    expect(apiSeen.length).toBeGreaterThan(0);
    expect(apiSeen.filter((r) => r.fromServiceWorker)).toEqual([]);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.some((url) => url.startsWith("/assets/"))).toBe(true);
    expect(cached).toContain("/offline.html");
    expect(cached.filter((url) => url.startsWith("/api"))).toEqual([]);
  });

  it("shows the offline page while the server is down and never serves /api from the cache", async () => {
    await stopServer();
    await page.goto("/home");
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    const apiCall = await page.evaluate(() =>
      fetch("/api/user").then(
        (r) => `answered ${r.status}`,
        () => "failed",
      ),
    );
    expect(apiCall).toBe("failed");
  });

  it("comes back by itself, then offers the new version when B is deployed, and B takes over", async () => {
    await serve(path.join(work, "build-b"));
    // The offline page polls the server and reloads into the app when it answers.
    await page.getByRole("heading", { name: "Welcome, Guest" }).waitFor({ timeout: 20_000 });
    await page.getByText("A new version is available").waitFor({ timeout: 30_000 });
    expect(await controllingBuild()).toBe("pwa-e2e-a");
    // Listening before the click: the new worker's page can load before click() returns.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllingBuild()).toBe("pwa-e2e-b");
    await page.getByRole("heading", { name: "Welcome, Guest" }).waitFor();
    expect(await page.getByText("A new version is available").count()).toBe(0);
  });
});
