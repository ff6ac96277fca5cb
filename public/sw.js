// The portal's service worker (spec §7: registered at /sw.js). Minimal and safe:
// - pages: network first, the last good copy only when the network fails;
// - hashed build assets under /_astro/: cache first (their names change when their content does);
// - never touched: sign-in (/api/auth), the API (/v1, /api/v1), the identity provider (/idp),
//   photos (/hr), logout, and anything that is not a GET.
const VERSION = 'apps-v1';
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const BYPASS = /^\/(api\/|v1\/|idp\/|hr\/|logout|login|itticket|healthz)/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !name.startsWith(VERSION)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // Only plain successful pages are kept; redirects (sign-in) and errors never are.
    if (response.ok && response.type === 'basic' && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(request);
    if (copy) return copy;
    throw error;
  }
}

// A closed tab drops its cached pages (spec §4).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'drop-pages' || !Array.isArray(data.paths)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (data.paths.some((closed) => path === closed || path.startsWith(`${closed}/`))) await cache.delete(request);
      }
    })(),
  );
});
