// Accessibility, and no raw error text: axe-core on every route, at phone and desktop widths, and on the routes with real content
// (an analysis with its Sources open, the share dialog, the shared page as a visitor sees it, the community
// list and History with a card, the flights answer): no serious or critical violation. Minor and moderate findings are not failures here,
// but the message lists every violation so they can be read.
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROUTE_HEADINGS, UNKNOWN_ROUTE } from './helpers.ts';
import { expectNoRawErrorText } from './support/raw-error-text.ts';

const ROUTES = [...ROUTE_HEADINGS, UNKNOWN_ROUTE];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Runs axe on the page as it is now and fails on serious or critical violations, naming each one. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(summary);
  // Soft: one run reports every route's findings, not just the first route's.
  expect.soft(blocking, `${label}; every finding:\n${violations.map(summary).join('\n')}`).toEqual([]);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`axe finds no serious or critical violation on any route at ${name} width`, async ({ page }) => {
    test.setTimeout(150_000); // ten routes, each a full axe run, on a shared 2-core machine
    await page.setViewportSize(viewport);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Loading states settle first: a skeleton is not what a visitor reads.
      await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} at ${name} width`);
      await expectNoRawErrorText(page, `${path} at ${name} width`);
    }
  });
}

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));

test('axe finds no serious or critical violation on the routes with real content, at phone width', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  // A real analysis, at its own address.
  await page.goto('/');
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();
  await expect(page.getByRole('article', { name: /^Analysis of / })).toBeVisible({ timeout: 45_000 });
  // The sources sit in the Parts tab, behind "How this was estimated".
  await page.getByText('How this was estimated', { exact: true }).click();
  await page.getByText('Sources', { exact: true }).first().click();
  await expectNoSeriousViolations(page, 'an analysis with its Sources open');
  await expectNoRawErrorText(page, 'an analysis');

  // Shared: the link's page as a visitor sees it, then the lists that now hold it.
  await page.getByRole('button', { name: 'Share Analysis' }).click();
  const dialog = page.getByRole('dialog');
  await expectNoSeriousViolations(page, 'the share dialog');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  const link = await dialog.getByLabel('Share link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const visitor = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone });
  try {
    const other = await visitor.newPage();
    await other.goto(new URL(link).pathname);
    await expect(other.getByRole('article', { name: /^Analysis of / })).toBeVisible();
    await expectNoSeriousViolations(other, 'a shared analysis, as a visitor');
    await other.goto('/public');
    await expect(other.getByRole('list', { name: 'Public analyses' })).toBeVisible();
    await expectNoSeriousViolations(other, 'the community list with cards');
    await expectNoRawErrorText(other, 'the community list');
  } finally {
    await visitor.close();
  }
  await page.goto('/history');
  await expect(page.getByRole('list', { name: 'Your analyses' })).toBeVisible();
  await expectNoSeriousViolations(page, 'History with an analysis');

  // Flights' answer where no fares are searched.
  await page.goto('/flights');
  await page.getByLabel('Trip type').selectOption('2');
  await page.getByLabel('Departure date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page.getByText("Live fares aren't searched here")).toBeVisible();
  await expectNoSeriousViolations(page, 'flights with its answer');
  await expectNoRawErrorText(page, 'flights with its answer');
});
