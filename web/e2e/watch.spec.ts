// Price watch, end to end on the keyed server: a product page pasted at Find Similar is watched (the page is
// served by the fake vendor server, its price set by the test), the chart grows as the page's price changes
// and "Check now" reads it, a target rule alerts in the app, the service worker shows the alert when handed
// the push message over the DevTools protocol (ServiceWorker.deliverPushMessage), and the watch it opens
// shows its price history offline from the device's copy.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';
import { KEYED_URL, VENDOR_URL } from './urls.ts';

test.use({ baseURL: KEYED_URL });

/** The site is read at most once per WATCH_SITE_INTERVAL_S (5 s by default) by every check. */
const SITE_INTERVAL_MS = 5_000;

async function setPagePrice(name: string, price: number) {
  const res = await fetch(`${VENDOR_URL}/watched/${name}/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price }),
  });
  expect(res.ok).toBe(true);
}

/** "Check now", once the site may be read again. */
async function checkNow(page: Page) {
  await page.waitForTimeout(SITE_INTERVAL_MS + 500);
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Checked just now.')).toBeVisible();
}

const chart = (page: Page) => page.getByRole('img', { name: /^Price history:/ });

test('watch a page, see the chart grow, receive the alert, open it offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: KEYED_URL });
  const name = `kettle-${Date.now().toString(36)}`;
  await setPagePrice(name, 120);

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/find-similar');
  await page.getByLabel('Product page address').fill(`${VENDOR_URL}/watched/${name}.html`);
  await page.getByRole('button', { name: 'Find Alternatives' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Watched Kettle' })).toBeVisible();

  // Watching reads the page at once: the first price.
  await page.getByRole('button', { name: 'Watch price' }).click();
  await expect(page.getByText(/Watching E2E Watched Kettle: \$120\.00 at 127\.0\.0\.1/)).toBeVisible();
  await page.getByRole('link', { name: 'See price history' }).click();
  await expect(page).toHaveURL(/\/watching\/[\w-]+$/);
  const watchPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'E2E Watched Kettle', level: 2 })).toBeVisible();
  await expect(chart(page)).toHaveAttribute('aria-label', /^Price history: 1 price seen/);

  // Alert at or below $100, typed as in French ("100,00"); what cannot be read is said, never saved as no rule.
  const targetField = page.getByLabel('Alert at or below (CAD)');
  await targetField.fill('cent');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('“cent” is not a number.')).toBeVisible();
  await expect(targetField).toHaveAttribute('aria-invalid', 'true');
  await targetField.fill('100,00');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Alerts saved.')).toBeVisible();
  await expect(page.getByText(/Alerts: at or below \$100\.00/)).toBeVisible();

  // The page's price moves; each check adds a point.
  await setPagePrice(name, 110);
  await checkNow(page);
  await expect(chart(page)).toHaveAttribute('aria-label', /^Price history: 2 prices seen/);
  await expect(page.getByText('▼ $10.00 (−8.3%) since the check before')).toBeVisible();
  await setPagePrice(name, 95);
  await checkNow(page);
  await expect(chart(page)).toHaveAttribute(
    'aria-label',
    /^Price history: 3 prices seen.*lowest \$95\.00, highest \$120\.00/,
  );

  // The rule alerts in the app.
  const message = '$95.00 is at or below your target of $100.00.';
  const alerts = page.getByRole('list', { name: 'Price alerts' });
  await expect(alerts.getByText(message)).toBeVisible();
  // The watch and the Watching list read well to assistive technology: no serious or critical axe finding.
  for (const path of [watchPath, '/watching']) {
    if (path !== watchPath) await page.goto(path);
    await expect(page.locator('.spinner, .skeleton')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  }
  await page.goto(watchPath);

  // The push message the server sends for this alert, handed to the service worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(KEYED_URL) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const watchId = watchPath.split('/').at(-1)!;
  const payload = {
    title: 'Price alert: E2E Watched Kettle',
    body: message,
    url: watchPath,
    tag: `watch-${watchId}`,
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: KEYED_URL,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  // DevTools now and then drops a delivery made while it is attaching to the worker; a push service would
  // deliver again, and so does the test. A second delivery of the same tag replaces the first, so the
  // check below still sees exactly one notification.
  for (let attempt = 0; attempt < 3; attempt++) {
    await deliver();
    const seen = await expect
      .poll(shown, { timeout: 5_000 })
      .not.toEqual([])
      .then(() => true)
      .catch(() => false);
    if (seen) break;
  }
  expect(await shown()).toEqual([{ title: payload.title, body: message, tag: payload.tag, url: watchPath }]);

  // The notification opens the watch; offline, from the device's copy.
  await page.goto('/');
  await context.setOffline(true);
  try {
    await page.goto(watchPath);
    await expect(page.getByRole('heading', { name: 'E2E Watched Kettle', level: 2 })).toBeVisible();
    await expect(chart(page)).toHaveAttribute('aria-label', /^Price history: 3 prices seen/);
    await page.getByText('Every price seen (3)').click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('$95.00');
    await expect(rows.nth(3)).toContainText('$120.00');
  } finally {
    await context.setOffline(false);
  }
});
