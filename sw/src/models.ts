// The estimator's model files live under /models/<content hash>/ (web/vite/copy-model-files.ts): new
// bytes, new address. This route, registered before the general model rule of runtime.ts, keeps them
// cache first and drops the files of any other version once a new one is stored, so an update of the
// detector or a wasm does not leave ~9 MB behind per version.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { modelVersionOf, staleModelUrls } from './models-rules.ts';
import { MODEL_CACHE_NAME } from './runtime.ts';

/** Cache first for /models/<hash>/ files; register before registerRuntimeCaches so this route matches first. */
export function registerModelCache(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && modelVersionOf(url, origin) !== null,
    new CacheFirst({
      cacheName: MODEL_CACHE_NAME,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        {
          cacheDidUpdate: async ({ cacheName, request }) => {
            const keep = modelVersionOf(new URL(request.url), origin);
            if (!keep) return;
            const cache = await caches.open(cacheName);
            const keys = await cache.keys();
            await Promise.all(
              staleModelUrls(
                keys.map((k) => k.url),
                keep,
                origin,
              ).map((u) => cache.delete(u)),
            );
          },
        },
      ],
    }),
  );
}
