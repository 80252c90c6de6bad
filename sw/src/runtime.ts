// Runtime caches, each named, bounded and with its reason.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cspAllowsCrossOriginFetch, isLastKnownRead, isModelFile, isProductImage } from './runtime-rules.ts';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;

/** Versioned by the shape of the answers it keeps: v2 keeps each field of an analysis once, and lists as
 *  summaries. Copies under an earlier name are deleted when this worker activates. */
export const API_CACHE_NAME = 'costlens-api-last-known-v2';
const RETIRED_API_CACHES = ['costlens-api-last-known'];
export const IMAGE_CACHE_NAME = 'costlens-product-images';
export const MODEL_CACHE_NAME = 'costlens-models';
/** Product images are many and replaceable: the oldest go first past this count. */
export const IMAGE_CACHE_MAX_ENTRIES = 150;

const META_CACHE = 'costlens-sw-meta';
const CSP_KEY = '/__sw-meta/cross-origin-fetch';
let crossOriginFetchAllowed = false;

/** Learns (on activation, from sw.js's own headers) whether product photos can be cached, and keeps
 *  the answer so a worker woken offline knows it without the network. */
function learnCrossOriginPolicy(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        try {
          const res = await fetch(self.location.href, { method: 'HEAD', cache: 'no-store' });
          crossOriginFetchAllowed = cspAllowsCrossOriginFetch(res.headers.get('content-security-policy'));
          await (await caches.open(META_CACHE)).put(CSP_KEY, new Response(String(crossOriginFetchAllowed)));
        } catch {
          // Offline at activation: keep what an earlier activation learned.
        }
      })(),
    );
  });
  void caches
    .open(META_CACHE)
    .then((c) => c.match(CSP_KEY))
    .then(async (r) => {
      if (r) crossOriginFetchAllowed = (await r.text()) === 'true';
    });
}

export function registerRuntimeCaches(origin: string): void {
  learnCrossOriginPolicy();
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all(RETIRED_API_CACHES.map((name) => caches.delete(name))));
  });
  // Fresh data online; the last known answer offline or when the network hangs.
  registerRoute(
    ({ url, request }) => isLastKnownRead(url, request.method, origin),
    new NetworkFirst({
      cacheName: API_CACHE_NAME,
      networkTimeoutSeconds: 5,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  );
  // Cache first: a product photo does not change; opaque answers (no CORS) are kept too.
  registerRoute(
    ({ url, request }) => crossOriginFetchAllowed && isProductImage(request, url, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE_NAME,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: 30 * DAY_S,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isModelFile(url, origin),
    new CacheFirst({
      cacheName: MODEL_CACHE_NAME,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
      ],
    }),
  );
}
