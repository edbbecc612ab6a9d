// hayami's page offline: this service worker keeps the page's files and
// hayami.wasm in a cache from its first visit, and each font part and
// licence once fetched, and answers from that cache first (docs/maker.md).
// hayami maker writes the page's version and files into it.
'use strict';

const page = /* page */ {};

// The cache of this version of the page, at this address: a host may
// serve other pages, or other hayami pages, from the same origin.
const prefix = 'hayami-page ';
const cacheName = prefix + page.version + ' ' + self.registration.scope;

// inScope is a URL's path inside the page's folder, or null.
const inScope = (url) => (url.startsWith(self.registration.scope) ? new URL(url).pathname.slice(new URL(self.registration.scope).pathname.length) : null);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    // no-cache: the browser's own cache answers only once the host says
    // its copy is current, so a cache never holds an older version's file.
    await cache.addAll(page.files.map((f) => new Request(f, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

// A new version's worker, once its files are in, serves the open pages
// at once and deletes older versions' caches of this address.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.clients.claim();
    for (const name of await caches.keys()) {
      if (name !== cacheName && name.startsWith(prefix) && name.endsWith(' ' + self.registration.scope)) await caches.delete(name);
    }
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const path = request.method === 'GET' ? inScope(request.url) : null;
  if (path === null) return;
  if (request.mode === 'navigate' && (path === '' || path === 'index.html')) {
    event.respondWith(fromCache('./', request));
  } else if (page.files.includes(path)) {
    event.respondWith(fromCache(path, request));
  } else if (/^fonts\/[^/]+\.(gz|txt)$/.test(path)) {
    event.respondWith(fontPart(path, request));
  }
});

// fromCache answers with the page's file, or from the network if the
// cache has lost it.
async function fromCache(path, request) {
  return (await caches.match(path, { cacheName, ignoreSearch: true, ignoreVary: true })) || fetch(request);
}

// fontPart answers with a font part (or a font's licence) from the cache, or fetches it and
// keeps it. Offline, a part not yet fetched fails as a network error,
// which the page words. An older version's worker, still answering while
// a newer one takes over, does not bring back the cache the newer one
// deleted (caches.open would).
async function fontPart(path, request) {
  const kept = await caches.match(path, { cacheName, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && (await caches.has(cacheName))) await (await caches.open(cacheName)).put(path, response.clone());
  return response;
}
