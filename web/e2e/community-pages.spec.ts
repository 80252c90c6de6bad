/** The community list in pages, on the real API: the first page, the next loaded by scrolling, and a
 *  search that finds an analysis older than the first page; offline, the pages this device kept,
 *  searched on the device, and the screen says so. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';
import { AppServer, freePort } from './support/offline-server.ts';

test.describe.configure({ mode: 'serial' });

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
// The seeding script lives with the benches' (it writes rows the way the API stores them).
const SEED = fileURLToPath(new URL('../../bench/support/seed-community.ts', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const TOTAL = 70; // a first page of 50 and a second of 20
const OLDEST_TITLE = 'Grandmother’s Crème Brûlée torch';

let app: AppServer;

test.beforeAll(async () => {
  app = new AppServer(await freePort(), WEB_DIST);
  const seeded = spawnSync('node', ['--import', 'tsx', SEED, app.dataDir, String(TOTAL)], {
    cwd: WEB_DIR,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  await app.start();
});
test.afterAll(async () => {
  await app.stop();
});

const cards = (page: Page) => page.getByRole('list', { name: 'Public analyses' }).getByRole('listitem');

test('a first visit shows the first page of cards from the page itself, and the app takes them over in place without asking again', async ({
  browser,
}) => {
  // With script off, what shows is what the HTML carries before the app's code has loaded.
  const bare = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
  const live = await browser.newContext({ baseURL: app.url, serviceWorkers: 'block' });
  try {
    for (const width of [1280, 390]) {
      const before = await bare.newPage();
      await before.setViewportSize({ width, height: 800 });
      await before.goto('/public');
      await expect(cards(before)).toHaveCount(50);
      const titles = await cards(before).getByRole('link').allTextContents();
      const painted = await cards(before).first().boundingBox();

      const page = await live.newPage();
      await page.setViewportSize({ width, height: 800 });
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      // Every state the list goes through once the page is parsed: the cards, a loading state, or neither.
      await page.addInitScript(() => {
        const states: string[] = [];
        (window as unknown as { listStates: string[] }).listStates = states;
        const note = () => {
          const main = document.querySelector('main');
          const state = main?.querySelector('.public-grid li')
            ? 'cards'
            : main?.querySelector('[role="status"], .spinner')
              ? 'loading'
              : 'neither';
          if (states.at(-1) !== state) states.push(state);
        };
        document.addEventListener('DOMContentLoaded', () => {
          note();
          new MutationObserver(note).observe(document.body, { subtree: true, childList: true });
        });
      });
      await page.goto('/public');
      // The app runs the screen once its search box takes typing (the page's own is read-only).
      await expect(page.getByPlaceholder('Search analyses...')).toBeEditable();
      expect(await cards(page).getByRole('link').allTextContents()).toEqual(titles);
      expect(await cards(page).first().boundingBox(), `at ${width} px`).toEqual(painted);
      expect(await page.evaluate(() => (window as unknown as { listStates: string[] }).listStates)).toEqual(['cards']);
      // The app took the page's own copy of the list instead of asking for it again.
      expect(asked.filter((p) => p.startsWith('/api/public'))).toEqual([]);
      await before.close();
      await page.close();
    }
  } finally {
    await bare.close();
    await live.close();
  }
});

test('scrolling loads the next page; a search finds an analysis older than the first page; offline, the kept pages', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await page.goto('/public');
    await waitForServiceWorker(page);
    // Once controlled, the worker keeps what the page reads.
    await page.reload();
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByRole('link', { name: OLDEST_TITLE })).toHaveCount(0);

    // Scrolling to the end of the list loads the rest.
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards(page)).toHaveCount(TOTAL);
    await expect(page.getByRole('link', { name: OLDEST_TITLE })).toBeVisible();

    // A search goes to the server: the oldest analysis, by a word of its title, accents and case aside.
    await page.reload();
    await expect(cards(page)).toHaveCount(50);
    const search = page.getByPlaceholder('Search analyses...');
    const answered = page.waitForResponse((r) => r.url().includes('/api/public?q=brulee'));
    await search.fill('brulee');
    await answered;
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: OLDEST_TITLE })).toBeVisible();
    await expect(page.getByText(/You are offline/)).toHaveCount(0);

    // Offline: the pages kept on this device, searched here, and the screen says so.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline: showing the community pages kept on this device.')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards(page)).toHaveCount(TOTAL);
    await page.getByPlaceholder('Search analyses...').fill('CRÈME brûlée');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: OLDEST_TITLE })).toBeVisible();
    await expect(page.getByText(/searched here/)).toBeVisible();
  } finally {
    await context.close();
  }
});
