/// <reference lib="webworker" />
// The service worker, read top to bottom as policy. Each rule says why it exists.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// 1. Precache the shell and every route's code, so the app relaunches instantly and opens offline.
precacheAndRoute(self.__WB_MANIFEST);
// 2. Drop precaches of older builds.
cleanupOutdatedCaches();
// 3. Every client-side route (and unknown paths, which show the 404 screen) is the shell; the API never is.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// 4. Updates are offered, never forced: the page asks, then this worker takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// 5. The first install controls the open page at once so it works offline without a reload.
clientsClaim();
