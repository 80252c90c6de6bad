/** A newcomer's first visit on a 390 × 844 phone, no keys: the camera waits for a tap (or starts by itself
 *  only where the browser already allows it) with Upload beside it; every screen is one tap away in the
 *  navigation, Find Similar at its own address; the install offer and toasts cover no button; every tap
 *  target is at least 44 px; the flight form's no-fare answer is on screen as a notice; the waiting screen
 *  promises no time; and the community list is asked for once per visit. */
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { ROUTE_HEADINGS, waitForServiceWorker } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));

/** Counts getUserMedia calls from the page's first script on. */
async function countCameraRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cameraRequests: number };
    w.cameraRequests = 0;
    const media = navigator.mediaDevices;
    if (!media) return;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      w.cameraRequests++;
      return original(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { cameraRequests: number }).cameraRequests);
}

/** Every visible control smaller than 44 × 44 px, named for the failure message. Links inside running
 *  text are exempt (as in WCAG 2.5.8); the offscreen skip link too. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, summary, input:not([type="hidden"]), [role="tab"], label.checkbox',
    );
    for (const el of Array.from(controls)) {
      if (el.closest('[inert]') || el.classList.contains('skip-link')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (
        el.tagName === 'A' &&
        el.closest('p, li.method-worksheet-line, dd') &&
        el.parentElement?.textContent !== el.textContent
      )
        continue;
      // A checkbox or radio counts with its label, which takes the tap.
      const target =
        el instanceof HTMLInputElement && /checkbox|radio/.test(el.type) ? (el.closest('label') ?? el) : el;
      const t = target.getBoundingClientRect();
      if (t.width < 44 || t.height < 44)
        found.push(
          `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(t.width)}×${Math.round(t.height)}`,
        );
    }
    return found;
  });
}

test.use({ viewport: PHONE });

test('the camera waits for a tap, Upload stands beside it, and no dark error box greets a first visit', async ({
  baseURL,
}) => {
  // A browser that has not been asked yet (no fake permission answer): it refuses the prompt when asked, as
  // a user pressing Block would.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((a) => a !== '--use-fake-ui-for-media-stream'),
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: PHONE });
    const cameraRequests = await countCameraRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Cost Analysis');
    const start = page.getByRole('button', { name: 'Start Camera' });
    const upload = page.getByRole('button', { name: 'Upload Image' });
    await expect(start).toBeVisible();
    await expect(upload).toBeVisible();
    // Side by side and the same size: two equal choices, both on the first screen.
    const [a, b] = [(await start.boundingBox())!, (await upload.boundingBox())!];
    expect(a.y).toBe(b.y);
    expect(Math.abs(a.width - b.width)).toBeLessThan(2);
    expect(b.y + b.height).toBeLessThan(PHONE.height - 60);
    await expect(page.getByText('Camera Error')).toHaveCount(0);
    await expect(page.getByText('Your camera stays off until you tap Start Camera.', { exact: false })).toBeVisible();
    await page.waitForTimeout(1500); // the old app asked for the camera 0.7 s after load
    expect(await cameraRequests()).toBe(0);

    // Asked on the tap, and refused: a light note with the way on, Upload now the main button.
    await start.click();
    const error = page.getByRole('alert').filter({ hasText: 'Camera Error' });
    await expect(error).toBeVisible();
    expect(await cameraRequests()).toBeGreaterThanOrEqual(1);
    await expect(error.getByText('You can upload a photo instead.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Camera' })).toHaveCount(0);
    await expect(upload).toHaveClass(/btn-primary/);
    const background = await error.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    const [r, g, bl] = background.match(/\d+/g)!.map(Number);
    expect((r! + g! + bl!) / 3).toBeGreaterThan(200);
  } finally {
    await browser.close();
  }
});

test('where the browser already allows the camera, it starts by itself', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['camera'], { origin: baseURL });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Cost Analysis');
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Capture Photo' })).toBeVisible();
});

test('every screen is one tap away on a phone, Find Similar at its address with its item highlighted', async ({
  page,
}) => {
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Main (mobile)' });
  const more = page.getByRole('navigation', { name: 'More' });
  for (const [nav, name, path, heading] of [
    [more, 'Watching', '/watching', 'Watching'],
    [more, 'Landed cost', '/landed-cost', 'Landed cost'],
    [bottom, 'Flights', '/flights', 'Find Cheaper Flights'],
    [bottom, 'History', '/history', 'Analysis History'],
    [bottom, 'Community', '/public', 'Community Analyses'],
    [bottom, 'Home', '/', 'Product Cost Analysis'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('button', { name: 'Paste Product URL' }).click();
  await expect(page).toHaveURL(/\/find-similar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Similar Products');
  await expect(bottom.getByRole('link', { name: 'Find Similar' })).toHaveAttribute('aria-current', 'page');
  await expect(bottom.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Cost Analysis');
});

test('every tap target on every screen is at least 44 px, and nothing floats over the buttons', async ({ page }) => {
  for (const [path, heading] of ROUTE_HEADINGS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
    expect.soft(await smallTargets(page), path).toEqual([]);
    // Only the header and the bottom bar are fixed; no pill sits over the page's own buttons.
    const floating = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
        .filter((el) => !el.closest('.app-header, .nav-mobile, .toast-region, .skip-link'))
        .map((el) => el.className),
    );
    expect.soft(floating, path).toEqual([]);
  }
});

test('flights without a fare provider: the answer is a notice on screen, the stops choice reads whole, From and To swap', async ({
  page,
}) => {
  await page.goto('/flights');
  const stops = page.getByLabel('Stops');
  await expect(stops).toHaveValue('2');
  // The chosen option's text fits its box.
  expect(await stops.evaluate((s: HTMLSelectElement) => s.scrollWidth <= s.clientWidth)).toBe(true);
  await expect(page.getByText('Checks more fares before answering')).toBeVisible();
  await page.getByRole('button', { name: 'Swap From and To' }).click();
  await expect(page.getByRole('button', { name: /^From/ })).toContainText('LAX');
  await page.getByLabel('Trip type').selectOption('2');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Departure date').fill(inAWeek);
  await page.getByRole('button', { name: 'Search Flights' }).click();
  const notice = page.getByRole('status').filter({ hasText: "Live fares aren't searched here" });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Search this trip on Google Flights' })).toBeVisible();
});

test('the waiting screen says what is happening and promises no time; the community list is asked for once', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  let analyzeRequests = 0;
  await page.route('**/api/analyze', async (route) => {
    analyzeRequests++;
    // Held a moment, so the waiting screen can be read.
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();
  const waiting = page.getByRole('region', { name: 'AI Analysis in Progress' });
  await expect(waiting.getByText('Identifying product and materials', { exact: false })).toBeVisible();
  await expect(waiting).not.toContainText(/~15 seconds|Advanced vision AI|Estimated time/);
  await expect(page.getByRole('article', { name: /^Analysis of / })).toBeVisible({ timeout: 45_000 });
  expect(analyzeRequests).toBe(1);

  // The page's own requests for the list (the service worker's copy of each is the same request).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/public' && !r.serviceWorker()) asked.push(r.url());
  });
  await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Analyses');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(asked).toHaveLength(1);
});
