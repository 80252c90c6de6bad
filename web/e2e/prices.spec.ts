// Prices and similar products, end to end: a product page address pasted at /find-similar on the keyed
// server (SerpApi answered by the fake vendor server with recorded results, the page served by it too and
// allowed by FETCH_ALLOW_PRIVATE), and the no-key server's suggested-retailers view reached from a photo.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { BASE_URL, KEYED_URL, VENDOR_URL } from './urls.ts';

const CUP_PHOTO = fileURLToPath(new URL('./support/fixtures/prices/cup-1.jpg', import.meta.url));
const BARCODE_PHOTO = fileURLToPath(new URL('./support/fixtures/prices/barcode-3.jpg', import.meta.url));

/** The offers' prices as numbers, in screen order ("£8.95" → 8.95). */
async function shownPrices(list: Locator): Promise<number[]> {
  const texts = await list.locator('.us-offer-price strong').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test.describe('URL search with a shopping provider', () => {
  test.use({ baseURL: KEYED_URL });

  test('a pasted product page gives its card, then similar products cheapest first with what each saves', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/find-similar');
    await expect(page.getByRole('figure', { name: /Example/ })).toBeVisible();

    // A recorded product page (USD): the original card, the queries, the sorted list, and no savings
    // because the recorded offers are in GBP and prices in different currencies are not compared.
    const box = page.getByLabel('Product page address');
    await box.fill(`${VENDOR_URL}/pages/schemaorg-example-1.html`);
    await page.getByRole('button', { name: 'Find Alternatives' }).click();
    await expect(page.getByRole('heading', { name: 'Executive Anvil' })).toBeVisible();
    const anvil = page.locator('.us-original');
    await expect(anvil.getByText('ACME', { exact: true })).toBeVisible();
    await expect(anvil.getByText('US$119.99')).toBeVisible();
    await expect(anvil.getByText('ACME Executive Anvil • Executive Anvil')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar Products (54 found)' })).toBeVisible();
    await expect(page.getByText('Sorted by price (lowest first)')).toBeVisible();
    const list = page.getByRole('list', { name: 'Similar products' });
    const anvilPrices = await shownPrices(list);
    expect(anvilPrices).toHaveLength(54);
    expect(anvilPrices).toEqual([...anvilPrices].sort((a, b) => a - b));
    await expect(list.getByText(/^Save /)).toHaveCount(0);

    // A new search clears the previous product and lists savings against a GBP original.
    await box.fill(`${VENDOR_URL}/pages/impact-shorts.html`);
    await page.getByRole('button', { name: 'Find Alternatives' }).click();
    await expect(page.getByRole('heading', { name: 'Executive Anvil' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Burton Men's Total Impact Shorts" })).toBeVisible();
    const shorts = page.locator('.us-original');
    await expect(shorts.getByText('£149.95')).toBeVisible();
    await expect(shorts.getByText('Snowboarding > Protection > Impact Shorts')).toBeVisible();
    await expect(shorts.getByText('Padding: Tailbone and hips')).toBeVisible();
    await expect(
      shorts.getByText("Burton Men's Total Impact Shorts • Men's Total Impact Shorts • Impact Shorts"),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar Products (54 found)' })).toBeVisible();

    const rows = list.getByRole('listitem');
    const prices = await shownPrices(list);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = rows.first();
    await expect(first).toContainText('Precision Attack Shorts');
    await expect(first.getByText('£8.95')).toBeVisible();
    await expect(first.getByText('Save £141.00 (94% off)')).toBeVisible();
    // Dearer than the original: no savings line.
    const dearest = rows.last();
    await expect(dearest.getByText('£194.00')).toBeVisible();
    await expect(dearest.getByText(/^Save /)).toHaveCount(0);
    const cheaper = prices.filter((p) => p < 149.95).length;
    await expect(list.getByText(/^Save £[\d.,]+ \(\d+% off\)$/)).toHaveCount(cheaper);
    const deal = first.getByRole('link', { name: 'View Deal' });
    await expect(deal).toHaveAttribute('target', '_blank');
    await expect(deal).toHaveAttribute('rel', /noopener/);
    await expect(deal).toHaveAttribute('href', /^https:\/\/stylensport\.com\//);

    // Entered at /find-similar: Back goes back in the browser history.
    await page.getByRole('button', { name: '← Back to Camera' }).click();
    await expect(page).toHaveURL(`${KEYED_URL}/`);
  });

  test('an address the server may not fetch is refused with a clear message', async ({ page }) => {
    await page.goto('/find-similar');
    await page.getByLabel('Product page address').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Find Alternatives' }).click();
    // Said under the field it is about, not in a toast.
    const error = page.getByRole('alert').filter({ hasText: "That address can't be read" });
    await expect(error).toContainText('private or local network');
    await expect(page.getByRole('figure', { name: /Example/ })).toBeVisible();
  });
});

test.describe('price comparison without a shopping provider', () => {
  test.use({ baseURL: BASE_URL });

  test('a photo chosen for price comparison, named by the on-device estimator, shows the suggested Canadian retailers, never a price', async ({
    page,
  }) => {
    test.setTimeout(120_000); // the first identification loads the on-device models
    await page.goto('/');
    await page.locator('input[type="file"]').setInputFiles(CUP_PHOTO);
    await page.getByRole('radio', { name: /Quick Price Comparison/ }).click();
    await page.getByRole('button', { name: 'Continue with Quick Price Comparison' }).click();
    // The estimator names the mug from the photo: no form asks for its name, and the search is for a mug.
    const results = page.locator('section.price-results');
    await expect(results.getByRole('heading', { name: 'Suggested Retailers' })).toBeVisible({ timeout: 90_000 });
    await expect(results.getByText('Product not named yet')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What is this product?' })).toHaveCount(0);
    expect(decodeURIComponent(new URL(page.url()).search)).toMatch(/mug/i);
    const links = results.getByRole('list', { name: 'Suggested retailers' }).getByRole('link');
    await expect(links).toHaveCount(8);
    expect(await links.allTextContents()).toEqual(
      [
        'Amazon.ca',
        'Walmart.ca',
        'Best Buy',
        'Canadian Tire',
        'Costco.ca',
        'Staples',
        'The Home Depot',
        'Real Canadian Superstore',
      ].map((r) => `Search ${r}↗`),
    );
    for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      expect(href).toMatch(/^https:\/\/www\.[a-z]+\.ca\//);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    // No tabs, no cache notice, and not a single price on the screen.
    await expect(results.getByRole('tab')).toHaveCount(0);
    await expect(results.getByText('Results cached • Last updated within 2 hours')).toHaveCount(0);
    await expect(results.getByText(/\$\s?\d/)).toHaveCount(0);

    await results.getByRole('button', { name: 'New Analysis' }).click();
    await expect(page.locator('section.price-results')).toHaveCount(0);
  });

  test('a photo whose barcode alone was read says stores are searched by its number, and a typed name searches again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.locator('input[type="file"]').setInputFiles(BARCODE_PHOTO);
    await page.getByRole('radio', { name: /Quick Price Comparison/ }).click();
    await page.getByRole('button', { name: 'Continue with Quick Price Comparison' }).click();
    // A package whose barcode was read is asked about, never named from its look: the shopper types its name.
    const question = page.getByRole('region', { name: 'What is this product?' });
    await expect(question).toBeVisible({ timeout: 90_000 });
    const form = question.getByRole('form', { name: 'Correct the product' });
    await form.getByLabel('Product name').fill('Bonne Maman apricot jam');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices: Bonne Maman apricot jam', {
      timeout: 30_000,
    });
    expect(new URL(page.url()).searchParams.get('q')).toBe('Bonne Maman apricot jam');
  });
});
