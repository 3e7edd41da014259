// The studio's service worker (issue 23): once the studio has been opened once from the school's
// site, a link from a self-check code opens in a new tab without the network. Every file of the
// studio is kept at install (the list and the version are written in by scripts/build-studio.mjs);
// the studio's own files are then answered from that copy, the network asked only for what it does
// not hold. A new studio put on the site is a new version: its files replace the old ones at the next
// visit with the network.
const VERSION = '__VERSION__'
const FILES = __FILES__
const CACHE = `awale-studio-${VERSION}`

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('awale-studio-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  // The page itself, whatever follows its address (`?lang=`, the `#try=…` a browser never sends).
  const scope = new URL(self.registration.scope)
  const key = url.pathname === scope.pathname ? new URL('index.html', scope).href : url.href
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((kept) => kept ?? fetch(request)),
  )
})
