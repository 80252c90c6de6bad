/** A shopper's walk-through on a phone (390 × 844, touch), on the no-key app with the real embedded estimator:
 *  - a toaster's analysis shows what one costs delivered to the shopper, with no marketplace margins and no
 *    negative amount, and a visitor of its shared link sees the same;
 *  - a re-estimate keeps the analysis's address: the old address, and its shared link, open the corrected one;
 *  - a photo taken offline that the device cannot name is named offline on its card (titled with that name)
 *    and analysed once when the connection is back;
 *  - no screen shows raw error text (a failed fetch, a JavaScript error, a status number).
 *  The photo is a forest trail (no product): it stands in for something the app cannot name from the photo. */
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';
import { expectNoRawErrorText } from './support/raw-error-text.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/walk-through/negative-landscape-1.jpg', import.meta.url));
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** The first analysis loads the estimator's models on a busy 2-core machine. */
const FIRST_ANALYSIS_MS = 120_000;

test.use(PHONE);

/** The negative amounts in `text` ("-$3.10", "−12 %"); a range's dash ("$25.65 - $38.46") is no sign. */
function negativeAmounts(text: string): string[] {
  return [...text.matchAll(/(?<![\w.])[-−](?:\$[\d,.]+|\d[\d,.]*\s?%)/g)].map((m) => m[0]);
}

/** The Delivered tab's landed cost, as a shopper sees it: one unit, delivered, no margins. */
async function expectShopperLandedCost(article: Locator): Promise<void> {
  await article.getByRole('tab', { name: 'Delivered' }).tap();
  const headline = article.getByRole('region', { name: 'Landed cost per unit' });
  await expect(headline).toBeVisible({ timeout: 30_000 });
  await expect(headline).toContainText('One, delivered to you');
  await expect(headline).toContainText(/\$\d/);
  await expect(article.getByRole('radio', { name: 'Buying one for myself' })).toBeChecked();
  // An importer's order and the platforms' margins are not what a shopper asked.
  await expect(article.getByRole('region', { name: 'Cost by order size' })).toHaveCount(0);
  await expect(article.getByRole('region', { name: /margin by order size$/ })).toHaveCount(0);
  const card = article.locator('.lc-card');
  expect(negativeAmounts((await card.innerText()) ?? '')).toEqual([]);
}

async function capture(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).tap();
}

test('a toaster: one unit delivered with no negative margin; re-estimated, its old address and its link open the corrected analysis', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expectNoRawErrorText(page, 'the home screen');
  await capture(page);

  // The photo shows no product: the person names it.
  const refusal = page.getByRole('region', { name: 'What is this product?' });
  await expect(refusal).toBeVisible({ timeout: FIRST_ANALYSIS_MS });
  await expectNoRawErrorText(page, 'a refusal');
  await refusal.getByLabel('Product name').fill('Toaster');
  await refusal.getByRole('button', { name: /^Estimate/ }).tap();

  const toaster = page.getByRole('article', { name: 'Analysis of Toaster' });
  await expect(toaster).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/analysis\/[\w-]+$/);
  const address = new URL(page.url()).pathname;
  await expectShopperLandedCost(toaster);
  await expectNoRawErrorText(page, "the toaster's analysis");

  // Shared: a visitor of the link sees the shopper's view too.
  await page
    .getByRole('button', { name: /^Share/ })
    .first()
    .tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Share Link' }).tap();
  const link = new URL(await dialog.getByLabel('Share link').inputValue()).pathname;
  await dialog.getByRole('button', { name: 'Done' }).tap();
  const visitorContext = await browser.newContext({ baseURL, ...PHONE });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expectShopperLandedCost(visitor.getByRole('article', { name: 'Analysis of Toaster' }));
    await expectNoRawErrorText(visitor, 'the shared toaster, as a visitor');

    // Not the right product: re-estimated as a kettle, at the same address.
    await page.reload();
    const correction = page.getByRole('region', { name: 'Correct the product' });
    await correction.getByRole('button', { name: 'Not the right product?' }).tap();
    await correction.getByLabel('Product name').fill('Electric kettle');
    await correction.getByRole('button', { name: 'Re-estimate' }).tap();
    await expect(page.getByRole('article', { name: 'Analysis of Electric kettle' })).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expectNoRawErrorText(page, 'the re-estimated analysis');

    // The old address, opened afresh (a bookmark), and the shared link show the corrected analysis.
    await page.goto('/history');
    await page.goto(address);
    await expect(page.getByRole('article', { name: 'Analysis of Electric kettle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Not Found/ })).toHaveCount(0);
    await visitor.goto(link);
    await expect(visitor.getByRole('article', { name: 'Analysis of Electric kettle' })).toBeVisible();
    await expectNoRawErrorText(visitor, 'the shared link after the re-estimate');

    // One entry for one photo in History.
    await page.goto('/history');
    const entries = page.getByRole('list', { name: 'Your analyses' }).getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Electric kettle');
    await expectNoRawErrorText(page, 'History');
  } finally {
    await visitorContext.close();
  }
});

test('a photo the device cannot name, taken offline, is named offline and analysed once when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 60_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await capture(page);

  // The notice is read whole on a phone: no line cut off.
  const notice = page.getByRole('status').filter({ hasText: 'Saved for later' });
  await expect(notice).toBeVisible();
  const description = notice.locator('.toast-description');
  expect(
    await description.evaluate((el) => ({
      cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth,
    })),
  ).toEqual({ cut: false });
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const drafts = page.getByRole('region', { name: /^Saved offline/ });
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');
  const card = drafts.getByRole('listitem').first();
  await expect(card).toContainText('Waiting for connection');
  // Named offline, on its card; the card then carries the name as its title.
  const form = card.getByRole('form', { name: 'Name this product' });
  await form.getByLabel(/What is it/).fill('Toaster');
  await form.getByRole('button', { name: 'Save name' }).tap();
  await expect(card.locator('.draft-title')).toHaveText('Toaster');
  await expect(card).toContainText('Waiting for connection');
  await expect(card.getByRole('form', { name: 'Name this product' })).toHaveCount(0);
  await expectNoRawErrorText(page, 'a draft named offline');

  // Still offline after a reload: the name is kept.
  await page.reload();
  await expect(drafts.locator('.draft-title')).toHaveText('Toaster');
  await page.goto('/history');
  await expect(drafts.locator('.draft-title')).toHaveText('Toaster');
  await expectNoRawErrorText(page, 'History offline');

  await context.setOffline(false);
  await expect(drafts).toBeHidden({ timeout: FIRST_ANALYSIS_MS });

  // Exactly one analysis, of the named product, on the server and in this device's history.
  const onServer = await page.evaluate(
    async () =>
      ((await (await fetch('/api/analyses')).json()) as { analyses: Array<{ id: string; productName: string }> })
        .analyses,
  );
  expect(onServer.map((a) => a.productName)).toEqual(['Toaster']);
  await page.goto('/history');
  const entries = page.getByRole('list', { name: 'Your analyses' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Toaster');
  await expectNoRawErrorText(page, 'History after the sync');
  await entries.first().getByRole('link', { name: 'View' }).tap();
  await expect(page.getByRole('article', { name: 'Analysis of Toaster' })).toBeVisible();
  await expectNoRawErrorText(page, 'the analysis of the photo taken offline');
});
