import type { Page } from '@playwright/test';

/** Resolves once the service worker controls the page (the first visit is not controlled yet).
 *  A plain evaluate, not waitForFunction: an async predicate returns a Promise, which is truthy at once. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}
