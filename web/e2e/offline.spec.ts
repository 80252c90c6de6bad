// Offline first, end to end: offline captures and community actions delivered exactly once, the
// service worker's two-hour cache of search answers, the share target, and updates offered (never
// forced). This spec builds the app itself (a test build whose worker clock can be moved, and a second
// build to update to) and runs its own API processes, so it can stop the API mid-replay and switch
// builds; the servers of playwright.config.ts are not used.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';
import { AppServer, buildWeb, freePort } from './support/offline-server.ts';

test.describe.configure({ mode: 'serial' });

let distV1 = '';
let distV2 = '';
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  distV1 = buildWeb('e2e-1');
  distV2 = buildWeb('e2e-2');
  app = new AppServer(await freePort(), distV1);
  await app.start();
});

test.afterAll(async () => {
  await app?.stop();
});

/** Opens a path on the spec's own server and waits until the service worker controls the page. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await waitForServiceWorker(page);
}

/** POSTs JSON from the page (so the service worker answers it), returning status, header and body. */
async function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(async ({ path, body }) => {
    try {
      const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, swCache: res.headers.get('x-sw-cache'), body: await res.json() as unknown };
    } catch (err) {
      return { status: 0, swCache: null, body: String(err) };
    }
  }, { path, body });
}

/** Moves the worker's clock (honoured by test builds only) and waits for its answer. */
async function moveWorkerClock(page: Page, offsetMs: number): Promise<boolean> {
  return page.evaluate(async (offsetMs) => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error('no controlling worker');
    const channel = new MessageChannel();
    const answer = new Promise<{ applied: boolean }>((resolve) => { channel.port1.onmessage = (e) => resolve(e.data as { applied: boolean }); });
    worker.postMessage({ type: 'SET_CLOCK_OFFSET', offsetMs }, [channel.port2]);
    return (await answer).applied;
  }, offsetMs);
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test('a price comparison answered online is served offline by the service worker for two hours, then refused', async ({ page, context }) => {
  await openControlled(page, '/');
  const search = { country: 'CA', product: { name: 'Stanley Quencher 40 oz' } };

  const online = await postFromPage(page, '/api/price-compare', search);
  expect(online.status).toBe(200);
  expect(online.swCache).toBeNull();

  await goOffline(context, true);
  // The same question, spelled differently (key order, case, spacing), is the same cache entry.
  const offline = await postFromPage(page, '/api/price-compare', { product: { name: 'stanley  quencher 40 OZ' }, country: 'ca' });
  expect(offline.status).toBe(200);
  expect(offline.swCache).toBe('hit');
  expect(offline.body).toEqual(online.body);

  // A search never made online has nothing to show.
  const unseen = await postFromPage(page, '/api/price-compare', { country: 'CA', product: { name: 'Yeti Rambler' } });
  expect(unseen.status).toBe(503);

  // One minute before the window closes it is still served; one second after, it is refused.
  expect(await moveWorkerClock(page, 2 * 60 * 60 * 1000 - 60_000)).toBe(true);
  expect((await postFromPage(page, '/api/price-compare', search)).status).toBe(200);
  expect(await moveWorkerClock(page, 2 * 60 * 60 * 1000 + 1000)).toBe(true);
  const expired = await postFromPage(page, '/api/price-compare', search);
  expect(expired.status).toBe(503);
  expect((expired.body as { error: string }).error).toContain('no saved result from the last two hours');

  await moveWorkerClock(page, 0);
  await goOffline(context, false);
});

test('a second build offers an update; accepting reloads into the new version', async ({ page }) => {
  await openControlled(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-app-version', 'e2e-1');

  await app.stop();
  app.webDist = distV2;
  await app.start();

  // The browser looks for a new worker on navigation; it installs and waits for the user.
  await page.reload();
  const prompt = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(prompt).toBeVisible();
  // Offered, never forced: the page still runs the old version until the user accepts.
  await expect(page.locator('html')).toHaveAttribute('data-app-version', 'e2e-1');
  await prompt.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-app-version', 'e2e-2');
  await expect(prompt).toBeHidden();

  // Back to the first build for the tests that follow (a fresh context installs it from scratch).
  await app.stop();
  app.webDist = distV1;
  await app.start();
});
