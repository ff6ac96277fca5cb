// The portal's service worker (spec §7: registered at /sw.js). Minimal and safe:
// - pages: network first, answered from the network as it arrives (the copy is stored meanwhile), the
//   last good copy only when the network fails, and only pages the server meant for it: a plain 200
//   marked 'X-Apps-Offline: keep' (src/lib/server/perf/page-cache.ts), kept at most one shift (12 h);
// - hashed build assets under /_astro/: cache first (their names change when their content does);
// - never touched: sign-in (/api/auth), the API (/v1, /api/v1), the identity provider (/idp),
//   photos (/hr), logout, and anything that is not a GET.
const VERSION = 'apps-v2';
const MAX_AGE_MS = 12 * 60 * 60 * 1000;
const STORED_AT = 'x-sw-stored-at';
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
      await keepOpenPages();
    })(),
  );
});

/**
 * The pages open when this worker first takes control were fetched before it existed, so nothing kept
 * them: each is fetched once more and kept as networkFirst would have (a reload offline shows it).
 */
async function keepOpenPages() {
  const cache = await caches.open(PAGES);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const url = new URL(client.url);
    if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) continue;
    const request = new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    try {
      if (await cache.match(request)) continue;
      const response = await fetch(request);
      if (storable(response)) await store(cache, request, response);
    } catch {
      // Offline already, or the page went away: nothing to keep.
    }
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(cacheFirst(event));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event));
  }
});

async function cacheFirst(event) {
  const { request } = event;
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // The page gets the bytes as they arrive; the copy is written beside it.
  if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => {}));
  return response;
}

/** Whether the server meant this page for the offline copy (see the top of this file). */
function storable(response) {
  if (!response.ok || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return response.headers.get('x-apps-offline') === 'keep';
}

async function store(cache, request, response) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  await cache.put(request, new Response(response.body, { status: response.status, statusText: response.statusText, headers }));
}

async function networkFirst(event) {
  const { request } = event;
  try {
    // The request leaves at once (the cache is opened beside it, not before it).
    const response = await fetch(request);
    // Answered at once from the network stream; the copy is written while the page renders.
    const copy = storable(response) ? response.clone() : null;
    event.waitUntil(
      caches
        .open(PAGES)
        .then((cache) => (copy ? store(cache, request, copy) : cache.delete(request)))
        .catch(() => {}),
    );
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const copy = await cache.match(request);
    if (copy && Date.now() - Number(copy.headers.get(STORED_AT) || 0) < MAX_AGE_MS) return copy;
    if (copy) event.waitUntil(cache.delete(request));
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
