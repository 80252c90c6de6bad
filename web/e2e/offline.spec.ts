// Offline first, end to end: offline captures and community actions delivered exactly once, the
// service worker's two-hour cache of search answers, the share target, and updates offered (never
// forced). This spec builds the app itself (a test build whose worker clock can be moved, and a second
// build to update to) and runs its own API processes, so it can stop the API mid-replay and switch
// builds; the servers of playwright.config.ts are not used.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';
import { AppServer, buildWeb, freePort } from './support/offline-server.ts';
import { expectNoRawErrorText } from './support/raw-error-text.ts';

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

/** Opens a path on the test's own server and waits until the service worker controls the page. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await waitForServiceWorker(page);
}

/** POSTs JSON from the page (so the service worker answers it), returning status, header and body. */
async function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      try {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, swCache: res.headers.get('x-sw-cache'), body: (await res.json()) as unknown };
      } catch (err) {
        return { status: 0, swCache: null, body: String(err) };
      }
    },
    { path, body },
  );
}

/** Moves the worker's clock (honoured by test builds only) and waits for its answer. */
async function moveWorkerClock(page: Page, offsetMs: number): Promise<boolean> {
  return page.evaluate(async (offsetMs) => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error('no controlling worker');
    const channel = new MessageChannel();
    const answer = new Promise<{ applied: boolean }>((resolve) => {
      channel.port1.onmessage = (e) => resolve(e.data as { applied: boolean });
    });
    worker.postMessage({ type: 'SET_CLOCK_OFFSET', offsetMs }, [channel.port2]);
    return (await answer).applied;
  }, offsetMs);
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test('a price comparison answered online is served offline by the service worker for two hours, then refused', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  const search = { country: 'CA', product: { name: 'Stanley Quencher 40 oz' } };

  const online = await postFromPage(page, '/api/price-compare', search);
  expect(online.status).toBe(200);
  expect(online.swCache).toBeNull();

  await goOffline(context, true);
  // The same question, spelled differently (key order, case, spacing), is the same cache entry.
  const offline = await postFromPage(page, '/api/price-compare', {
    product: { name: 'stanley  quencher 40 OZ' },
    country: 'ca',
  });
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

const PHOTO = new URL('./fixtures/results/laptop-1.jpg', import.meta.url);

/** Analyses the fixture photo and shares it, from the page (so this device owns it). */
async function sharedAnalysis(page: Page): Promise<{ id: string; token: string }> {
  const photo = [...(await import('node:fs')).readFileSync(PHOTO)];
  return page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], 'captured-image.jpg', { type: 'image/jpeg' }));
    const analyzed = await fetch('/api/analyze', { method: 'POST', body: form });
    if (!analyzed.ok) throw new Error(`analyze ${analyzed.status}: ${await analyzed.text()}`);
    const { analysis } = (await analyzed.json()) as { analysis: { id: string } };
    const shared = await fetch(`/api/analyses/${analysis.id}/share`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shareTitle: 'Offline laptop', shareDescription: 'Comments made in a basement store.' }),
    });
    if (!shared.ok) throw new Error(`share ${shared.status}: ${await shared.text()}`);
    return { id: analysis.id, token: ((await shared.json()) as { shareToken: string }).shareToken };
  }, photo);
}

/** What the server holds (asked from Node, not through the page's service worker). */
async function serverCommunity(analysisId: string, fingerprint: string) {
  const comments = (await (await fetch(`${app.url}/api/analyses/${analysisId}/comments`)).json()) as {
    comments: Array<{ authorName: string; content: string }>;
  };
  const likes = (await (
    await fetch(`${app.url}/api/analyses/${analysisId}/likes?userFingerprint=${encodeURIComponent(fingerprint)}`)
  ).json()) as { likeCount: number; hasLiked: boolean };
  return { comments: comments.comments.map((c) => `${c.authorName}: ${c.content}`), likes };
}

async function commentAndLikeOffline(
  page: Page,
  context: BrowserContext,
  token: string,
  content: string,
): Promise<string> {
  // One online visit of the shared page: the worker keeps its last known answers for offline.
  await page.goto(`${app.url}/shared/${token}`);
  const panel = page.locator('.comments-panel');
  await expect(panel.getByRole('button', { name: /^0 Likes/ })).toBeEnabled();
  await goOffline(context, true);

  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Maya');
  await panel.getByRole('textbox', { name: 'Comment', exact: true }).fill(content);
  await panel.getByRole('button', { name: 'Post Comment' }).click();
  await panel.getByRole('button', { name: /^0 Likes/ }).click();
  await expect(panel.locator('.comment-pending')).toContainText(content);
  // Waiting to be sent: shown as liked, and a tap would take it back off the device's queue.
  await expect(panel.getByRole('button', { name: /1 Like pending/ })).toHaveAttribute('aria-pressed', 'true');

  // Closing and reopening the app offline loses nothing.
  await page.reload();
  await expect(panel.locator('.comment-pending')).toContainText(content);
  await expect(panel.getByRole('button', { name: /1 Like pending/ })).toBeVisible();
  // The anonymous visitor id the like was made with (features/comments/fingerprint.ts).
  return page.evaluate(() => localStorage.getItem('costlens.userFingerprint') ?? '');
}

async function expectDelivered(page: Page, analysisId: string, fingerprint: string, content: string): Promise<void> {
  const panel = page.locator('.comments-panel');
  await expect(panel.locator('.comment-pending')).toHaveCount(0, { timeout: 30_000 });
  // Delivered: liked, and the like can be taken back.
  await expect(panel.getByRole('button', { name: '1 Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: '1 Like' })).toBeEnabled();
  await expect(panel.locator('.comment')).toContainText([content]);
  expect(await serverCommunity(analysisId, fingerprint)).toEqual({
    comments: [`Maya: ${content}`],
    likes: { likeCount: 1, hasLiked: true },
  });
}

test('a comment and a like made offline on a shared page reach the server exactly once', async ({ page, context }) => {
  await openControlled(page, '/');
  const { id, token } = await sharedAnalysis(page);
  const fingerprint = await commentAndLikeOffline(page, context, token, 'Cheaper at the store across the street.');
  expect(fingerprint).not.toBe('');
  expect(await serverCommunity(id, fingerprint)).toEqual({ comments: [], likes: { likeCount: 0, hasLiked: false } });

  await goOffline(context, false);
  await expectDelivered(page, id, fingerprint, 'Cheaper at the store across the street.');
});

test('the same when the API is down during the replay and comes back', async ({ page, context }) => {
  await openControlled(page, '/');
  const { id, token } = await sharedAnalysis(page);
  const fingerprint = await commentAndLikeOffline(page, context, token, 'Posted from the basement.');

  await app.stop();
  await goOffline(context, false);
  // The replay meets a closed port, records the failure and backs off; nothing is lost.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('costlens');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const items = await new Promise<Array<{ kind: string; attempts: number }>>((resolve) => {
            const req = db.transaction('outbox').objectStore('outbox').getAll();
            req.onsuccess = () => resolve(req.result as Array<{ kind: string; attempts: number }>);
          });
          db.close();
          const community = items.filter((i) => i.kind === 'comment' || i.kind === 'like');
          // The state itself, so a failure shows what the outbox held.
          return { queued: community.map((i) => i.kind).sort(), tried: community.some((i) => i.attempts > 0) };
        }),
      { timeout: 30_000 },
    )
    .toEqual({ queued: ['comment', 'like'], tried: true });
  await expect(page.locator('.comments-panel .comment-pending')).toHaveCount(1);

  await app.start();
  await expectDelivered(page, id, fingerprint, 'Posted from the basement.');
});

test('a capture made offline is kept as a draft across a reload and analysed once when back online', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  await goOffline(context, true);

  await page.locator('input[type="file"]').setInputFiles(PHOTO.pathname);
  await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for later' })).toBeVisible();
  const drafts = page.getByRole('region', { name: /^Saved offline/ });
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');
  await expect(drafts).toContainText('Waiting for connection');
  await expectNoRawErrorText(page, 'a draft waiting offline');
  await drafts.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved photo' }).getByRole('img')).toBeVisible();
  await page.getByRole('dialog', { name: 'Saved photo' }).getByRole('button', { name: 'Close' }).click();

  // Closing and reopening the app offline keeps the draft; History lists it too.
  await page.reload();
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');
  await page.goto(`${app.url}/history`);
  await expect(drafts).toContainText('Waiting for connection');
  await page.goto(`${app.url}/`);
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');

  await goOffline(context, false);
  await expect(drafts).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Offline capture analysed' })).toBeVisible();

  // Exactly one analysis, on the server and in this device's history.
  const onServer = await page.evaluate(
    async () =>
      ((await (await fetch('/api/analyses')).json()) as { analyses: Array<{ id: string; productName: string }> })
        .analyses,
  );
  expect(onServer).toHaveLength(1);
  await page.goto(`${app.url}/history`);
  await expect(page.getByRole('link', { name: 'View' })).toHaveCount(1);
  await expect(page.getByText(onServer[0]!.productName).first()).toBeVisible();
});

test('a page shared from another app opens Find Similar with its address filled in', async ({ page }) => {
  await openControlled(page, '/');
  const shared = new URLSearchParams({
    title: 'Electric kettle',
    text: 'Look at this one https://www.canadiantire.ca/en/pdp/kettle-0431234p.html cheaper?',
  });
  await page.goto(`${app.url}/find-similar?${shared}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Similar Products');
  await expect(page.getByPlaceholder('https://www.example.com/product/wireless-headphones')).toHaveValue(
    'https://www.canadiantire.ca/en/pdp/kettle-0431234p.html',
  );

  await page.goto(
    `${app.url}/find-similar?${new URLSearchParams({ url: 'https://www.bestbuy.ca/en-ca/product/15166285' })}`,
  );
  await expect(page.getByPlaceholder('https://www.example.com/product/wireless-headphones')).toHaveValue(
    'https://www.bestbuy.ca/en-ca/product/15166285',
  );
});
