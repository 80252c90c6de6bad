/** Correct the product and re-estimate, end to end on the no-key app with the real embedded
 *  estimator: a photo it cannot name is refused but kept, with the server's reason and a form; the
 *  user's words give an analysis in that category, at the analysis' own address; a second
 *  correction from that page (after a reload: the photo is kept on the device) replaces the first
 *  analysis under the same id, on the server and in the device history, so /history lists one. */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formDataOf, waitForServiceWorker } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/correction/juice-carton-1.jpg', import.meta.url));
/** The first analysis loads the estimator's models on a busy 2-core machine. */
const FIRST_ANALYSIS_MS = 120_000;

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

const TEXT_FIELDS = ['type', 'productName', 'productCategory', 'replaces'] as const;

interface SentAnalyze {
  imageSha: string;
  fields: Record<string, string>;
}

/** Every /api/analyze upload as the server reads it: a digest of the image and the text fields.
 *  (Routing, not request events: only an intercepted request exposes an uploaded file's bytes.) */
async function recordAnalyzeCalls(page: Page): Promise<SentAnalyze[]> {
  const sent: SentAnalyze[] = [];
  await page.route('**/api/analyze', async (route) => {
    const request = route.request();
    const form = await formDataOf(request);
    const fields: Record<string, string> = {};
    for (const name of TEXT_FIELDS) {
      const value = form.get(name);
      if (typeof value === 'string') fields[name] = value;
    }
    const image = form.get('image') as File;
    sent.push({
      imageSha: createHash('sha256')
        .update(new Uint8Array(await image.arrayBuffer()))
        .digest('hex'),
      fields,
    });
    await route.continue();
  });
  return sent;
}

test('a refused photo is kept for a correction, and a re-estimate replaces the analysis everywhere', async ({
  page,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 90_000);
  const sent = await recordAnalyzeCalls(page);
  await page.goto('/');
  // Installed first, so its one-off 'Ready to work offline' toast cannot replace the ones checked below.
  await waitForServiceWorker(page);
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();

  // Refused: the photo stays with the server's reason beside the form, said once (no toast to linger).
  const refusal = page.getByRole('region', { name: 'What is this product?' });
  await expect(refusal).toBeVisible({ timeout: FIRST_ANALYSIS_MS });
  await expect(refusal.getByRole('status')).toHaveText(/^We couldn't tell which product this is from the photo\./);
  await expect(toast(page, 'Analysis Failed')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'The captured product' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.correction').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // An empty correction is refused in place; then the user's words.
  await refusal.getByRole('button', { name: 'Estimate' }).click();
  await expect(refusal.getByRole('alert')).toHaveText('Type a product name or a category.');
  await refusal.getByLabel('Product name').fill('God Morgon apple juice 1 L');
  await refusal.getByLabel('Category').fill('juice carton');
  const firstAnswer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.status() === 200);
  await refusal.getByRole('button', { name: 'Estimate' }).click();

  const results = page.getByRole('article', { name: 'Analysis of God Morgon apple juice 1 L' });
  await expect(results).toBeVisible();
  // The answer is the page itself: no success toast over it.
  await expect(toast(page, 'Analysis Complete')).toHaveCount(0);
  await expect(results.getByRole('heading', { level: 1, name: 'God Morgon apple juice 1 L' })).toBeVisible();
  const first = (await (await firstAnswer).json()) as {
    analysis: { id: string; productCategory: string };
    replaced?: string;
  };
  // Estimated in the typed category (the page leaves a category out when the name already says it).
  expect(first.analysis.productCategory).toMatch(/juice/i);
  expect(first.replaced).toBeUndefined();

  // The analysis has its own address; after a reload the device still has the photo to estimate again.
  await expect(page).toHaveURL(new RegExp(`/analysis/${first.analysis.id}$`));
  await page.reload();
  await expect(results.getByRole('heading', { level: 1, name: 'God Morgon apple juice 1 L' })).toBeVisible();

  // Correct again from the analysis' page: the disclosure opens the same form.
  const correction = page.getByRole('region', { name: 'Correct the product' });
  const toggle = correction.getByRole('button', { name: 'Not the right product?' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const axe = await new AxeBuilder({ page }).include('.correction').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await correction.getByLabel('Product name').fill('Oatly oat drink 1 L');
  await correction.getByLabel('Category').fill('milk carton');
  const secondAnswer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.status() === 200);
  await correction.getByRole('button', { name: 'Re-estimate' }).click();
  await expect(page.getByRole('article', { name: 'Analysis of Oatly oat drink 1 L' })).toBeVisible();
  const second = (await (await secondAnswer).json()) as { analysis: { id: string }; replaced?: string };
  expect(second.replaced).toBe(first.analysis.id);
  await expect(page).toHaveURL(new RegExp(`/analysis/${second.analysis.id}$`));

  // The same compressed photo every time; the corrections carry the words, the second names what it replaces.
  const calls = sent;
  expect(calls).toHaveLength(3);
  expect(new Set(calls.map((c) => c.imageSha)).size).toBe(1);
  expect(calls[0]!.fields).not.toHaveProperty('productName');
  expect(calls[1]!.fields).toMatchObject({
    productName: 'God Morgon apple juice 1 L',
    productCategory: 'juice carton',
  });
  expect(calls[1]!.fields).not.toHaveProperty('replaces');
  expect(calls[2]!.fields).toMatchObject({
    productName: 'Oatly oat drink 1 L',
    productCategory: 'milk carton',
    replaces: first.analysis.id,
  });

  // One entry for one photo: the server's list and the device's copy agree.
  await page.goto('/history');
  const entries = page.getByRole('list', { name: 'Your analyses' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Oatly oat drink 1 L' })).toHaveCount(1);
  await expect(entries).toHaveCount(1);
  // The corrected analysis keeps its id (its address and links), now of the corrected product.
  expect(second.analysis.id).toBe(first.analysis.id);
  expect(
    await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/analyses/${id}`)).json()) as { analysis: { productName: string } }).analysis
          .productName,
      first.analysis.id,
    ),
  ).toBe('Oatly oat drink 1 L');
});
