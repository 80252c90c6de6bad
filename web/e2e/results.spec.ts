/** The results screen, end to end on the no-key app: a photo's full analysis opens at its own address
 *  with the photo and every panel, the chart drawn with its tooltip, the bill-of-materials toggle, the
 *  Sources disclosure with a worksheet line and a source year, one Share action that makes the public
 *  link and copies it where the browser has no share sheet, and the analysis kept on the device so a
 *  reload shows it again and it opens with the network off. (Likes and comments: community.spec.ts.) */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));

test('a full analysis has its own address, shows every panel and its sources, shares its public link, and opens offline', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();
  const results = page.getByRole('article', { name: /^Analysis of / });
  await expect(results).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/analysis\/[A-Za-z0-9_-]+$/);
  const address = page.url();
  const productName = (await results.getByRole('heading', { level: 1 }).textContent())!.trim();
  // The photo the analysis was made from, from the device's copy.
  await expect(results.getByRole('img', { name: `Photo of ${productName}` })).toBeVisible();

  // Header and banner.
  await expect(results.getByText('Analysis Complete')).toBeVisible();
  const banner = results.getByRole('region', { name: 'Estimated cost of materials' });
  // The main figure says its currency.
  await expect(banner.getByText(/^\$[\d,.]+ - \$[\d,.]+ CAD$/)).toBeVisible();
  await expect(banner.getByText('Raw materials only, excludes labour, overhead and other costs')).toBeVisible();
  // Canadian spelling throughout the page's words; no source keys in the main view.
  await expect(results.getByText(/\blabor\b/i).filter({ visible: true })).toHaveCount(0);
  await expect(results.getByText(/\[[a-z0-9]+(-[a-z0-9]+)+\]/).filter({ visible: true })).toHaveCount(0);

  // Cost breakdown: the chart loads as it comes near the screen and draws, its legend reads 'name pct', its
  // tooltip 'name $cost pct'.
  const breakdown = results.getByRole('region', { name: 'Cost Breakdown' });
  await breakdown.scrollIntoViewIfNeeded();
  const legend = breakdown.getByRole('list', { name: 'Chart legend' }).getByRole('listitem');
  const slices = await legend.count();
  expect(slices).toBeGreaterThan(0);
  expect(slices).toBeLessThanOrEqual(6);
  for (const text of await legend.allTextContents()) expect(text).toMatch(/^.+ \d+\.\d%$/);
  const canvas = breakdown.locator('canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  // Just inside the ring at 12 o'clock: always on the first (largest) slice.
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height * 0.1);
  // Cents below $100, whole dollars above: the app's one money format for estimates.
  await expect(breakdown.getByRole('status')).toHaveText(/^.+ \$\d[\d,]*(\.\d{2})? \d+\.\d%$/);

  // Bill of materials: four rows, then all.
  const bom = results.getByRole('region', { name: 'Bill of Materials' });
  const rows = bom.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  const toggle = bom.getByRole('button', { name: /^Show All \d+ Materials$/ });
  const total = Number((await toggle.textContent())!.match(/\d+/)![0]);
  await toggle.click();
  await expect(rows).toHaveCount(total);
  await bom.getByRole('button', { name: 'Show Less' }).click();
  await expect(rows).toHaveCount(4);

  // Methodology in plain words; the technical account and the worksheet behind 'Sources'.
  await results.getByText('How this was estimated').click();
  const methodology = results.getByRole('region', { name: 'Analysis Methodology' });
  await expect(methodology.getByText('Important Disclaimer')).toBeVisible();
  await expect(methodology.getByText(/CenterNet|zxing|\[[a-z0-9-]+\]/).filter({ visible: true })).toHaveCount(0);
  await methodology.getByText('Sources', { exact: true }).click();
  const worksheet = methodology.getByRole('list').filter({ hasText: /BOM low = CAD/ });
  await expect(worksheet.getByText(/^BOM low = CAD \d+\.\d{2}$/)).toBeVisible();
  await expect(worksheet.getByText(/, 20\d\d$/).first()).toBeVisible();

  // The four tabs with their content or their empty texts.
  const tabs = results.getByRole('region', { name: 'The analysis in detail' });
  await expect(tabs.getByRole('tab', { name: 'Parts' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Make or buy', 'Delivered', 'Market', 'Parts']) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tabpanel').first()).not.toBeEmpty();
    expect(await seriousAxeFindings(page), `results screen, ${name} tab`).toEqual([]);
  }

  // One Share action: the first time it makes the public link (title and description), then shares it.
  // This Chromium has no share sheet, so the summary and the public link go to the clipboard.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await results.getByRole('button', { name: 'Share Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Analysis Publicly' });
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Share Link' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await results.getByRole('button', { name: 'Share Analysis' }).click();
  await expect(page.getByText('Copied to Clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    new RegExp(
      `^${escapeRegExp(productName)} - Estimated BOM cost: \\$[\\d,.]+ - \\$[\\d,.]+, \\d+% confidence https?://[^/]+/shared/[A-Za-z0-9_-]+$`,
    ),
  );
  expect(copied).not.toContain(address);

  // Comments open and close below the actions.
  await results.getByRole('button', { name: 'Show Comments & Community' }).click();
  await expect(results.getByRole('form', { name: 'Add Comment' })).toBeVisible();
  await results.getByRole('button', { name: 'Hide Comments' }).click();
  await expect(results.getByRole('form', { name: 'Add Comment' })).toHaveCount(0);

  // Nothing to save by hand: a reload shows the same analysis, and with the network off it is listed in
  // /history and opens in full.
  await expect(results.getByRole('button', { name: 'Save to History' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await context.setOffline(true);
  try {
    await page.goto('/history');
    const saved = page
      .getByRole('list', { name: 'Your analyses' })
      .getByRole('listitem')
      .filter({ hasText: productName });
    await expect(saved).toHaveCount(1);
    await saved.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bill of Materials' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Axe-core on the results screen as it stands: serious and critical findings only. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
