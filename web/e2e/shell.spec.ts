import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { ROUTE_HEADINGS, waitForServiceWorker } from './helpers.ts';

test.describe('app shell', () => {
  for (const [path, heading] of ROUTE_HEADINGS) {
    test(`${path} renders its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test("a first visit paints each screen's heading and lead from the page itself, then the app shows the same", async ({
    browser,
    baseURL,
  }) => {
    // With script off, what shows is what the HTML carries before the app's code has loaded.
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const live = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    try {
      const [before, after] = [await bare.newPage(), await live.newPage()];
      for (const [path, heading, width] of [
        ['/', 'Product Cost Analysis', 1280],
        ['/flights', 'Find Cheaper Flights', 1280],
        ['/public', 'Community Analyses', 1280],
        ['/history', 'Analysis History', 1280],
        ['/landed-cost', 'Landed cost', 390],
        // A phone: the navigation moves to a bottom bar and the header holds other links.
        ['/', 'Product Cost Analysis', 390],
        ['/public', 'Community Analyses', 390],
      ] as const) {
        for (const p of [before, after]) await p.setViewportSize({ width, height: 800 });
        await before.goto(path);
        await expect(before.getByRole('heading', { level: 1 })).toHaveText(heading);
        const lead = (await before.locator('main h1 + p').textContent()) ?? '';
        expect(lead.length, path).toBeGreaterThan(10);
        await after.goto(path);
        await expect(after.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(after.locator('main h1 + p').first()).toHaveText(lead);
        // And in the same place: nothing above the heading moves when the app takes over.
        const painted = await before.getByRole('heading', { level: 1 }).boundingBox();
        await expect
          .poll(() => after.getByRole('heading', { level: 1 }).boundingBox(), `${path} at ${width} px`)
          .toEqual(painted);
      }
      // Flights is written whole, as it starts: the form (taking no input until the app's replaces it) and
      // the example results, which the app then shows in the same place.
      for (const p of [before, after]) await p.setViewportSize({ width: 390, height: 800 });
      await before.goto('/flights');
      await expect(before.locator('form[inert]')).toHaveCount(1);
      const sample = await before.locator('.flight-sample').boundingBox();
      expect(sample).not.toBeNull();
      await after.goto('/flights');
      await expect(after.getByRole('button', { name: 'Search Flights' })).toBeEnabled();
      await expect(after.locator('form[inert]')).toHaveCount(0);
      expect(await after.locator('.flight-sample').boundingBox()).toEqual(sample);
      // So is the calculator, as a device that has kept no settings opens it: the form with the page, in the
      // same place once the app's takes input.
      await before.goto('/landed-cost');
      await expect(before.locator('form[inert]')).toHaveCount(1);
      await expect(before.getByText('Enter the price of one unit to see what it costs delivered.')).toBeVisible();
      const price = await before.getByLabel('Unit price').boundingBox();
      expect(price).not.toBeNull();
      await after.goto('/landed-cost');
      await expect(after.locator('form[inert]')).toHaveCount(0);
      await expect(after.getByText('Enter the price of one unit to see what it costs delivered.')).toBeVisible();
      expect(await after.getByLabel('Unit price').boundingBox()).toEqual(price);
      // Routes whose first view depends on the visitor carry none, nor does the calculator opened for named goods.
      await before.goto('/analysis/AAAAAAAAAAAAAAAAAAAAAA');
      await expect(before.locator('main')).toHaveCount(0);
      await before.goto('/landed-cost?name=Toaster&price=20');
      await expect(before.locator('main')).toHaveCount(0);
    } finally {
      await bare.close();
      await live.close();
    }
  });

  test("a new device's first visit to its history paints the empty list with the page; the app shows the same in the same place", async ({
    browser,
    baseURL,
  }) => {
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const live = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    try {
      const before = await bare.newPage();
      await before.goto('/history');
      const empty = before.getByRole('heading', { name: 'No Analyses Yet' });
      await expect(empty).toBeVisible();
      const painted = await empty.boundingBox();
      const after = await live.newPage();
      const asked: string[] = [];
      after.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/analyses') asked.push(r.url());
      });
      await after.goto('/history');
      // The app has replaced the page's copy with its own screen.
      await expect(after.locator('main[data-first-view]')).toHaveCount(0);
      await expect(after.getByRole('heading', { name: 'No Analyses Yet' })).toBeVisible();
      expect(await after.getByRole('heading', { name: 'No Analyses Yet' }).boundingBox()).toEqual(painted);
      await expect(after.getByRole('link', { name: 'Start Analyzing' })).toBeVisible();
      // Once running, the list is asked for as on every visit (the page's copy stood in for the first read only).
      await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1);
    } finally {
      await bare.close();
      await live.close();
    }
  });

  test('an unknown path shows Page Not Found with the router hint', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/There is nothing at this address/)).toBeVisible();
  });

  test('the navigation highlights the active item and moves between screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Flights' }).click();
    await expect(page).toHaveURL(/\/flights$/);
    await expect(nav.getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Cheaper Flights');
  });

  test('after one online visit the app opens offline on every route', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const [path, heading] of [
      ['/', /Product Cost Analysis/],
      ['/flights', /Find Cheaper Flights/],
      ['/history', /Analysis History/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Analysis History/);
    await context.setOffline(false);
  });
});

test('the app is installable (no installability errors)', async ({ baseURL }) => {
  // Normal contexts are incognito and always report 'in-incognito'; a persistent profile is not.
  const profile = mkdtempSync(join(tmpdir(), 'costlens-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    // Chromium parses the manifest on every page: any complaint would be logged on every visit.
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      display?: string;
      icons?: Array<{ purpose?: string; sizes?: string }>;
    };
    expect(parsed.display).toBe('standalone');
    expect(
      parsed.icons
        ?.filter((i) => i.purpose === 'maskable')
        .map((i) => i.sizes)
        .sort(),
    ).toEqual(['192x192', '512x512']);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
