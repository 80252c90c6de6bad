/** The results screen, end to end on the no-key app: a photo's full analysis with every panel, the
 *  chart drawn with its tooltip, the bill-of-materials toggle, Share Analysis copying to the clipboard
 *  where the browser has no share sheet, and Save to History keeping the analysis on the device so it
 *  is listed and readable with the network off. (Share link, likes and comments: community.spec.ts.) */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));

test('a full analysis shows every panel, shares its summary, and is saved for offline reading', async ({
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
  const productName = (await results.getByRole('heading', { level: 1 }).textContent())!.trim();

  // Header and banner.
  await expect(results.getByText('Analysis Complete')).toBeVisible();
  const banner = results.getByRole('region', { name: 'Estimated BOM cost' });
  await expect(banner.getByText(/^\$[\d,.]+ - \$[\d,.]+$/)).toBeVisible();
  await expect(banner.getByText('Raw materials only, excludes labor, overhead and other costs')).toBeVisible();

  // Cost breakdown: the lazily loaded chart draws, its legend reads 'name pct', its tooltip 'name $cost.cc pct'.
  const breakdown = results.getByRole('region', { name: 'Cost Breakdown' });
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
  await expect(breakdown.getByRole('status')).toHaveText(/^.+ \$\d[\d,]*\.\d{2} \d+\.\d%$/);

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

  // Methodology, then the four tabs with their content or their empty texts.
  await expect(
    results.getByRole('region', { name: 'Analysis Methodology' }).getByText('Important Disclaimer'),
  ).toBeVisible();
  const tabs = results.getByRole('region', { name: 'Market and sourcing' });
  await expect(tabs.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Market', 'Platforms', 'Insights', 'Products']) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tabpanel')).not.toBeEmpty();
    expect(await seriousAxeFindings(page), `results screen, ${name} tab`).toEqual([]);
  }

  // Share Analysis: this Chromium has no share sheet, so the summary and address go to the clipboard.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
  await results.getByRole('button', { name: 'Share Analysis' }).click();
  await expect(page.getByText('Copied to Clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    new RegExp(
      `^${escapeRegExp(productName)} - Estimated BOM cost: \\$[\\d,.]+ - \\$[\\d,.]+, \\d+% confidence ${escapeRegExp(page.url())}$`,
    ),
  );

  // Comments open and close below the actions.
  await results.getByRole('button', { name: 'Show Comments & Community' }).click();
  await expect(results.getByRole('form', { name: 'Add Comment' })).toBeVisible();
  await results.getByRole('button', { name: 'Hide Comments' }).click();
  await expect(results.getByRole('form', { name: 'Add Comment' })).toHaveCount(0);

  // Save to History, then read it back with the network off: listed in /history and opened in full.
  await results.getByRole('button', { name: 'Save to History' }).click();
  await expect(page.getByText('Saved to History')).toBeVisible();
  await context.setOffline(true);
  try {
    await page.goto('/history');
    const saved = page
      .getByRole('list', { name: 'Your analyses' })
      .getByRole('listitem')
      .filter({ hasText: productName });
    await expect(saved).toHaveCount(1);
    await saved.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/analysis\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
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
