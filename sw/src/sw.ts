/// <reference lib="webworker" />
// The service worker, read top to bottom as policy. Each rule says why it exists; each concern has
// its own file.
import { clientsClaim } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { registerBackgroundSync } from './background-sync.ts';
import { swClock } from './clock.ts';
import { registerMessageHandler } from './messages.ts';
import { registerModelCache } from './models.ts';
import { registerNotificationClicks } from './notifications.ts';
import { POST_CACHE_MAX_ENTRIES, POST_CACHE_NAME, createPostCacheHandler, isCacheablePost } from './post-cache.ts';
import { registerPrecache } from './precache.ts';
import { registerPushAlerts } from './push.ts';
import { registerRuntimeCaches } from './runtime.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// 1. Precache the shell and every route's code; navigations fall back to the shell (never /api/).
registerPrecache(self.__WB_MANIFEST);

// 2. Search answers that arrive as POSTs are kept two hours, offline too.
const postCacheLimit = new CacheExpiration(POST_CACHE_NAME, { maxEntries: POST_CACHE_MAX_ENTRIES });
const handlePost = createPostCacheHandler({
  caches: self.caches,
  fetch: (request) => fetch(request),
  clock: swClock,
  onStored: async (key) => {
    await postCacheLimit.updateTimestamp(key);
    await postCacheLimit.expireEntries();
  },
});
registerRoute(
  ({ url, request }) => isCacheablePost(request.method, url, self.location.origin),
  ({ request }) => handlePost(request),
  'POST',
);

// 3. Last known history, public list and shared pages; product images; the estimator's model files.
registerModelCache(self.location.origin);
registerRuntimeCaches(self.location.origin);

// 4. Offline mutations reach the server when the connection is back, even with no page open.
registerBackgroundSync();
registerNotificationClicks();
// Price alerts the server pushes are shown as notifications that open the watch.
registerPushAlerts();

// 5. Updates are offered, never forced; test builds may move the POST cache's clock.
registerMessageHandler();

// 6. The first install controls the open page at once so it works offline without a reload.
clientsClaim();
