// Árbitro's service worker.
//
// public/sw.js is a TEMPLATE: after every Trunk build, scripts/sw-build.mjs (a post_build hook)
// fills in the build version and the list of every file of the build, hashed names included.
// The build version is a digest of those files, so a new deployment gives a new sw.js.
//
// - install: precache the whole build in a cache named after the version; no skipWaiting, so a
//   new version waits while an open page still runs the old one.
// - the page shows "new version — reload"; its button posts SKIP_WAITING, the new worker
//   activates, deletes the old caches and claims the page, and the page reloads.
// - fetch: cache first; a navigation to any route gets the cached index.html (the app routes).
const VERSION = "__ARBITRO_BUILD_VERSION__";
const ASSETS = ["__ARBITRO_ASSETS__"];
const INDEX = "__ARBITRO_INDEX__";
const CACHE = `arbitro-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((url) => new Request(url, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("arbitro-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(url.pathname);
      if (hit) return hit;
      if (request.mode === "navigate") {
        const index = await cache.match(INDEX);
        if (index) return index;
      }
      return fetch(request);
    })(),
  );
});
