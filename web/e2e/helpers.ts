import type { Page, Request as PlaywrightRequest } from '@playwright/test';

/** Resolves once the service worker controls the page (the first visit is not controlled yet).
 *  A plain evaluate, not waitForFunction: an async predicate returns a Promise, which is truthy at once. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** An intercepted multipart request's form, parsed as the server will read it (only a routed request
 *  exposes an uploaded file's bytes; request events do not). */
export function formDataOf(request: PlaywrightRequest): Promise<FormData> {
  return new Request('http://e2e.local', {
    method: 'POST',
    headers: { 'content-type': request.headers()['content-type']! },
    body: new Uint8Array(request.postDataBuffer()!),
  }).formData();
}

/** Every client route with the heading its screen shows (unknown ids show their not-found view). */
export const ROUTE_HEADINGS: ReadonlyArray<readonly [string, RegExp]> = [
  ['/', /Product Cost Analysis/],
  ['/find-similar', /Find Similar Products/],
  ['/flights', /Find Cheaper Flights/],
  ['/history', /Analysis History/],
  ['/public', /Community Analyses/],
  ['/analysis/AAAAAAAAAAAAAAAAAAAAAA', /Analysis/],
  ['/shared/AAAAAAAAAAAAAAAAAAAAAA', /Analysis/],
  ['/landed-cost', /Landed cost/],
  ['/watching', /Watching/],
  ['/prices?q=kettle', /Prices: kettle/],
  ['/suppliers?q=kettle', /Suppliers: kettle/],
];
/** A path no route matches, and its heading. */
export const UNKNOWN_ROUTE = ['/no/such/page', /Page Not Found/] as const;
