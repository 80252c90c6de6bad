// On-device identification of an offline capture: after one online analysis the device keeps the
// estimator's model files (service worker cache, not the precache); a photo captured with no network
// becomes a draft that names its product before it syncs — from the cache again after a reload.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

const PHOTO = new URL('./fixtures/identify/laptop-1.jpg', import.meta.url).pathname;
const MODEL_CACHE = 'costlens-models';

/** The model files the service worker keeps, with their sizes. */
async function cachedModelFiles(page: Page): Promise<Array<{ path: string; bytes: number }>> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    // The worker may drop an older version's file between listing and reading it: such a file is gone.
    const files = await Promise.all(
      (await cache.keys()).map(async (req) => {
        const res = await cache.match(req);
        return res ? { path: new URL(req.url).pathname, bytes: (await res.arrayBuffer()).byteLength } : null;
      }),
    );
    return files.filter((f): f is { path: string; bytes: number } => f !== null);
  }, MODEL_CACHE);
}

async function captureFull(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).click();
}

test('a laptop photographed offline is named on the device before it syncs, from cached models', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const timings: string[] = [];
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('On-device identification')) timings.push(msg.text());
    if (/Content Security Policy|identification failed/i.test(msg.text())) problems.push(msg.text());
    if (process.env.ID9_DEBUG) console.log(`[${msg.type()}] ${msg.text()}`);
  });
  const modelResponses: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/models/'))
      modelResponses.push({ url: res.url(), fromServiceWorker: res.fromServiceWorker() });
  });

  await page.goto('/');
  await waitForServiceWorker(page);
  // Files of an older model version, as an earlier build would have left them.
  await page.evaluate(
    async (name) => (await caches.open(name)).put('/models/aaaaaaaaaaaa/centernet.bin', new Response('older weights')),
    MODEL_CACHE,
  );

  // Online: the photo is analysed by the server; the device then keeps the models for later.
  await captureFull(page);
  await expect(page.getByRole('article', { name: /^Analysis of / })).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(async () => (await cachedModelFiles(page)).map((f) => f.path.split('/').pop()).sort(), { timeout: 60_000 })
    .toEqual(
      expect.arrayContaining([
        'centernet.bin',
        'centernet.json',
        'classifier.bin',
        'classifier.json',
        'product-head.json',
        'zxing_reader.wasm',
      ]),
    );
  const cached = await cachedModelFiles(page);
  const versions = new Set(cached.map((f) => f.path.split('/')[2]));
  expect(versions.size).toBe(1); // the older version's files were dropped when the new ones were stored
  expect(versions.has('aaaaaaaaaaaa')).toBe(false);
  expect(cached.every((f) => /^\/models\/[0-9a-f]{12}\//.test(f.path) && f.bytes > 0)).toBe(true);
  test.info().annotations.push({
    type: 'model files cached',
    description: cached.map((f) => `${f.path} ${f.bytes}`).join(', '),
  });

  // Offline: the capture becomes a draft, and the draft says what the device sees.
  await context.setOffline(true);
  await page.goto('/');
  await captureFull(page);
  await expect(page.getByRole('status').filter({ hasText: 'Saved for later' })).toBeVisible();
  const drafts = page.getByRole('region', { name: /^Saved offline/ });
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');
  // Titled with the product's name, in a shopper's words, and how sure the device is.
  await expect(drafts.getByRole('listitem').first()).toContainText(/^Laptop\s*Cost estimate ·/, { timeout: 60_000 });
  await expect(drafts.getByRole('listitem').first()).toContainText(/Recognised on this device, \d+ % sure/, {
    timeout: 60_000,
  });

  // A second capture in the same session reuses the loaded detector.
  await captureFull(page);
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (2)');
  await expect(drafts.getByText(/Recognised on this device/)).toHaveCount(2, { timeout: 60_000 });

  // After a reload, still offline, a new worker loads the models from the service worker's cache.
  modelResponses.length = 0;
  await page.reload();
  await captureFull(page);
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (3)');
  await expect(drafts.getByText(/Recognised on this device/)).toHaveCount(3, { timeout: 60_000 });
  expect(modelResponses.length).toBeGreaterThan(0);
  expect(modelResponses.every((r) => r.fromServiceWorker)).toBe(true);
  // The identification is kept with the draft: it survives a reload without running again.
  await page.reload();
  await expect(drafts.getByText(/Recognised on this device/)).toHaveCount(3);

  // The worker, its wasm and its fetches all ran under the server's Content-Security-Policy.
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: 'identify timings', description: timings.join(' | ') });
});
