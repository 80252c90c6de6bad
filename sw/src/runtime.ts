// Runtime caches, each named, bounded and with its reason.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

const DAY_S = 24 * 60 * 60;

export const API_CACHE_NAME = 'costlens-api-last-known';
export const IMAGE_CACHE_NAME = 'costlens-product-images';
export const MODEL_CACHE_NAME = 'costlens-models';
/** Product images are many and replaceable: the oldest go first past this count. */
export const IMAGE_CACHE_MAX_ENTRIES = 150;

/** Reads that should open offline with their last known answer: the device's history and analysis
 *  details (with comments and likes), the public list and shared pages. */
export function isLastKnownRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return /^\/api\/(analyses(\/.*)?|public|shared\/[^/]+)$/.test(url.pathname);
}

/** Files of the on-device estimator (detector graph and weights, wasm, OCR data): big and versioned
 *  by name, so fetched once. */
export function isModelFile(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith('/models/') || /\.(wasm|onnx|traineddata(\.gz)?)$/.test(url.pathname));
}

/** Product photos in offers and supplier cards (from retailers' servers); the app's own icons and
 *  screenshots are precached or not worth keeping. */
export function isProductImage(request: Request, url: URL, origin: string): boolean {
  return request.method === 'GET' && request.destination === 'image' && url.origin !== origin && url.protocol === 'https:';
}

export function registerRuntimeCaches(origin: string): void {
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
    ({ url, request }) => isProductImage(request, url, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE_NAME,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isModelFile(url, origin),
    new CacheFirst({
      cacheName: MODEL_CACHE_NAME,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
    }),
  );
}
