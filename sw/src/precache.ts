// The app shell: precached so the app relaunches instantly and opens offline on every route.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  // Precaches of older builds would only take space.
  cleanupOutdatedCaches();
  // Every client-side route (and unknown paths, which show the 404 screen) is the shell; the API and
  // the POST cache's synthetic keys never are.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/__post-cache\//] }),
  );
}
