// puzzlesat's static page: the service worker that keeps the site's
// files, so that the page works offline after its first load. Cache
// first: a new build changes VERSION (a hash of every file), which makes
// the browser install this worker again and drop the old cache.
'use strict';
const VERSION = '{{version}}';
const FILES = ['{{files}}'];
const CACHE = 'puzzlesat-' + VERSION;

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('puzzlesat-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (ev) => {
  if (ev.request.method !== 'GET') return;
  // The page's links carry the puzzle in ?p= or #puzzle=: any query opens
  // the same index.html.
  ev.respondWith(caches.match(ev.request, { ignoreSearch: true }).then((r) => r || fetch(ev.request)));
});
