import type { Page, Request as PlaywrightRequest } from '@playwright/test';

/** Resolves once the service worker controls the page (the first visit is not controlled yet).
 *  A plain evaluate, not waitForFunction: an async predicate returns a Promise, which is truthy at once. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
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
