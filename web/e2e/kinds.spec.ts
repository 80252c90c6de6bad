/** Any product a shopper names gets an estimate of the kind they named, on a phone (390 × 844, touch), on the
 *  no-key app with its real estimator: a photo it refuses, then "cordless drill" typed, is estimated as a drill
 *  from its family (and the page says so, under the figure and on the panels); "soda can" is a canned drink;
 *  words that name no kind get the kinds to pick from in view, never a dead end, and one tap estimates it; the
 *  landed-cost calculator's kind of product is searched by another of its names, offline too. */
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A photo of two people in a bar: the estimator refuses it as no product (fixtures/kinds/PROVENANCE.md). */
const NO_PRODUCT = fileURLToPath(new URL('./fixtures/kinds/negative-person-1.jpg', import.meta.url));
/** The first photo loads the estimator's models on a busy 2-core machine. */
const FIRST_ANALYSIS_MS = 150_000;

/** Uploads the photo for a full analysis and waits for its refusal: the form that asks what it is. */
async function refusedPhoto(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.locator('input[type="file"]').setInputFiles(NO_PRODUCT);
  await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).tap();
  const refusal = page.getByRole('region', { name: 'What is this product?' });
  await expect(refusal).toBeVisible({ timeout: FIRST_ANALYSIS_MS });
  // Refused as no product, not estimated as something: no analysis was made.
  await expect(refusal.getByRole('status')).toHaveText(/product/i);
  await expect(page.getByRole('article')).toHaveCount(0);
  return refusal;
}

/** The results of an analysis under `name`, once its page has opened. */
const analysisOf = (page: Page, name: string) => page.getByRole('article', { name: `Analysis of ${name}` });

/** Opens "Not the right product?" on an analysis's page. */
async function openCorrection(page: Page): Promise<Locator> {
  const correction = page.getByRole('region', { name: 'Correct the product' });
  const toggle = correction.getByRole('button', { name: 'Not the right product?' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap();
  return correction;
}

test('a refused photo named "cordless drill" is a drill estimated from its family; "soda can" is a canned drink', async ({
  page,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 120_000);
  const refusal = await refusedPhoto(page);

  // As the name is typed, the form says what it will be estimated as, and that it is from similar products.
  await refusal.getByLabel('Product name').fill('cordless drill');
  await expect(refusal.getByText(/^Estimated as Drill/)).toHaveText(
    'Estimated as Drill (from similar products: power tools)',
  );
  await refusal.getByRole('button', { name: 'Estimate' }).tap();

  const drill = analysisOf(page, 'cordless drill');
  await expect(drill).toBeVisible({ timeout: 60_000 });
  // Under the cost figure, on the first screen: where the estimate comes from, and that its range is wider.
  const basis = drill.getByText(/^Estimated from similar products: power tools — a wider range/);
  await expect(basis).toBeInViewport();
  // The panels made from the same figures say so too.
  await drill.getByRole('tab', { name: 'Make or buy' }).tap();
  await expect(
    drill.getByText('These figures come from similar products (power tools)', { exact: false }),
  ).toBeVisible();
  await expect(drill.getByText(/These figures are for similar products \(power tools\)/)).toBeVisible();
  await drill.getByRole('tab', { name: 'Market' }).tap();
  await expect(
    drill.getByText('These figures come from similar products (power tools)', { exact: false }),
  ).toBeVisible();

  // From its page, the shopper's words again: a soda can is a canned drink, whatever the photo showed.
  const correction = await openCorrection(page);
  await correction.getByLabel('Product name').fill('soda can');
  await expect(correction.getByText(/^Estimated as Canned soft drink/)).toBeVisible();
  await correction.getByRole('button', { name: 'Re-estimate' }).tap();
  const soda = analysisOf(page, 'soda can');
  await expect(soda).toBeVisible({ timeout: 60_000 });
  await expect(soda.locator('.results-header .badge').first()).toHaveText('Canned soft drink');
  await expect(soda.getByText(/^Estimated from similar products: soft drinks/)).toBeInViewport();
});

test('words that name no kind get the kinds to pick from, in view on the phone, and one tap estimates it', async ({
  page,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 120_000);
  const refusal = await refusedPhoto(page);

  await refusal.getByLabel('Product name').fill('zzqx blorb');
  await refusal.getByRole('button', { name: 'Estimate' }).tap();
  // The server's words and what to do next sit together, on screen, with the typed name kept in its field.
  const asked = page.getByRole('group', { name: /zzqx blorb/ });
  await expect(asked).toBeInViewport({ timeout: 60_000 });
  const form = page.getByRole('region', { name: 'What is this product?' });
  await expect(form.getByLabel('Product name')).toHaveValue('zzqx blorb');
  // Nothing is close to these words: the kinds are searched instead, in view.
  const search = asked.getByLabel('Search the kinds of product');
  await expect(search).toBeInViewport();
  await search.fill('kettle');
  const kettle = asked.getByRole('button', { name: 'Kettle', exact: true });
  expect((await kettle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await kettle.tap();

  const estimate = analysisOf(page, 'zzqx blorb');
  await expect(estimate).toBeVisible({ timeout: 60_000 });
  await expect(estimate.locator('.results-header .badge').first()).toHaveText('Kettle');

  // Words near some kinds: the closest are offered, each one tap, beside the form on the analysis's page.
  const correction = await openCorrection(page);
  await correction.getByLabel('Product name').fill('blorb can');
  await correction.getByRole('button', { name: 'Re-estimate' }).tap();
  const closest = page.getByRole('group', { name: /blorb can/ });
  await expect(closest).toBeInViewport({ timeout: 60_000 });
  const choices = closest.getByRole('button');
  expect(await choices.count()).toBeGreaterThan(1);
  for (const box of await Promise.all((await choices.all()).map((b) => b.boundingBox())))
    expect(box!.height).toBeGreaterThanOrEqual(44);
  await closest.getByRole('button', { name: 'Watering can', exact: true }).tap();
  const can = analysisOf(page, 'blorb can');
  await expect(can).toBeVisible({ timeout: 60_000 });
  await expect(can.locator('.results-header .badge').first()).toHaveText('Watering can');
});

test('the landed-cost calculator finds a kind by another of its names, with its family and tariff heading, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/landed-cost');
  await waitForServiceWorker(page);
  const calc = page.getByRole('region', { name: /^Landed cost/ }).first();
  const search = calc.getByLabel('Kind of product');
  await search.fill('skillet');
  const pan = calc.getByRole('button', { name: /^Frying pan/ });
  await expect(pan).toContainText('from similar products: pots and pans');
  await expect(pan).toContainText(/tariff heading \d{4}\.\d{2}/);
  await pan.tap();
  // Chosen: its typical weight stands in for a blank weight.
  await expect(calc.getByText(/^Blank: a typical frying pan/)).toBeVisible();

  // Offline, the kinds are still searched on the device, by the matcher, not the server.
  await context.setOffline(true);
  await calc.getByRole('button', { name: 'Change' }).tap();
  await calc.getByLabel('Kind of product').fill('poêle');
  await expect(calc.getByRole('button', { name: /^Frying pan/ })).toBeVisible();
  await calc.getByLabel('Kind of product').fill('cordless drill');
  await expect(calc.getByRole('button', { name: /^Drill/ })).toContainText('from similar products: power tools');
});
