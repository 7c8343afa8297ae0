/*
 * Macrowise's service worker, written by hand. At build time scripts/pwa-precache-plugin.ts emits
 * it as dist/web/sw.js with BUILD_ID and PRECACHE filled in (the built, hashed assets and the
 * offline page), so every deploy that changes a file is a new worker, which the page offers as an
 * update ('A new version is available') instead of swapping it under a running tab.
 *
 * - Precached files: cache first (their names carry a content hash; they never change).
 * - Page navigations: the network first; when it cannot be reached, the offline page.
 * - /api/*: never touched. No API answer is ever cached or served from a cache.
 */
const BUILD_ID = self.__MACROWISE_BUILD_ID__;
const PRECACHE = self.__MACROWISE_PRECACHE__;
const CACHE = `macrowise-${BUILD_ID}`;
const OFFLINE_PAGE = "/offline.html";
const precached = new Set(PRECACHE);

self.addEventListener("install", (event) => {
  // No skipWaiting here: a new version waits until the page says so (the update prompt).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("macrowise-") && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
  if (event.data && event.data.type === "GET_BUILD_ID") event.ports[0]?.postMessage(BUILD_ID);
});

function isApi(url) {
  return url.pathname === "/api" || url.pathname.startsWith("/api/");
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    return offline || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(cacheFirst(request));
});
