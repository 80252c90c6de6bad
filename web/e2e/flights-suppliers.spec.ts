// Flights and suppliers, end to end. Flights: the airport picker, a search on the keyed server answered by
// the fake vendor server with the recorded google_flights response (rows cheapest first), and the no-key
// server's honest "no flight provider configured" answer. Suppliers: a photo taken through the home flow to
// the supplier results, with the recorded google answer on the keyed server and as marketplace searches on
// the no-key server.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BASE_URL, KEYED_URL } from './urls.ts';

const CUP_PHOTO = fileURLToPath(new URL('./support/fixtures/suppliers-flights/cup-1.jpg', import.meta.url));
const SNACK_PHOTO = fileURLToPath(new URL('./support/fixtures/suppliers-flights/snack_bag-1.jpg', import.meta.url));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Opens an airport picker and returns its search box. */
async function openPicker(page: Page, label: 'From' | 'To') {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  return page.getByRole('combobox', { name: `Search ${label.toLowerCase()} airports` });
}

test.describe('flight search with a flight provider', () => {
  test.use({ baseURL: KEYED_URL });

  test('airports picked by city and by code, then a search lists the flights cheapest first', async ({ page }) => {
    await page.goto('/flights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Cheaper Flights');
    await expect(page.getByRole('heading', { name: /Example results/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^From/ })).toContainText('YVR · Vancouver');
    await expect(page.getByRole('button', { name: /^To/ })).toContainText('LAX · Los Angeles');

    // The empty box shows the popular airports; a city finds its airport.
    let box = await openPicker(page, 'From');
    const popular = page.getByRole('group', { name: 'Popular Airports' });
    await expect(popular.getByRole('option')).toHaveCount(13);
    await expect(popular.getByRole('option').first()).toContainText('YVR');
    await box.fill('port moresby');
    await expect(page.getByRole('group', { name: 'Popular Airports' })).toHaveCount(0);
    await page.getByRole('option', { name: /POM/ }).click();
    await expect(page.getByRole('button', { name: /^From/ })).toContainText('POM · Port Moresby');

    // A code, typed in lower case, and Enter picks the first match.
    box = await openPicker(page, 'To');
    await box.fill('zzqx');
    await expect(page.getByText('No airports found.')).toBeVisible();
    await box.fill('mnl');
    await expect(page.getByRole('option').first()).toContainText('MNL');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: /^To/ })).toContainText('MNL · Manila');

    await page.getByLabel('Departure date').fill(inDays(30));
    await page.getByLabel('Return date').fill(inDays(37));
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page.getByRole('heading', { name: 'Found 7 flights (sorted by price)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Example results/ })).toHaveCount(0);
    const rows = page.getByRole('list', { name: 'Flights' }).getByRole('listitem');
    await expect(rows).toHaveCount(7);
    const prices = (await rows.locator('.flight-price strong').allTextContents()).map((t) =>
      Number(t.replace('USD ', '')),
    );
    expect(prices).toEqual([1171, 1188, 1568, 2385, 2544, 2853, 3188]);
    const first = rows.first();
    await expect(first).toContainText('POM → MNL via BNE');
    await expect(first).toContainText('13h 50m');
    await expect(first).toContainText('1 stop');
    await expect(first).toContainText('Qantas');
    await expect(first).toContainText('13:15 → 01:05 (+1)');
    await expect(first).toContainText('USD 1171per person');
    await expect(rows.nth(3)).toContainText('Nonstop');
    // Three airlines fly the 2544 itinerary; two are shown.
    await expect(rows.nth(4)).toContainText('Air Niugini, Virgin Australia');
    await expect(rows.nth(4)).not.toContainText('Philippine Airlines');

    // Nothing back for another destination: the empty text.
    box = await openPicker(page, 'To');
    await box.fill('honolulu');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page.getByText('No flights found. Try adjusting your search criteria.')).toBeVisible();
  });
});

test.describe('flight search without a flight provider', () => {
  test.use({ baseURL: BASE_URL });

  test('says fares are not searched here and links the same search on Google Flights, never a fare', async ({
    page,
  }) => {
    await page.goto('/flights');
    await page.getByLabel('Departure date').fill(inDays(10));
    await page.getByLabel('Return date').fill(inDays(17));
    await page.getByRole('button', { name: 'Search Flights' }).click();
    // An answer, not a failure: a notice, not an alert.
    const box = page.getByRole('status').filter({ hasText: "Live fares aren't searched here" });
    await expect(box).toBeVisible();
    // Said in the box beside its link, in shoppers' words: no toast over it, no server talk.
    await expect(page.getByRole('status').filter({ hasText: 'No Flights Found' })).toHaveCount(0);
    await expect(box).not.toContainText('server');
    const link = box.getByRole('link', { name: 'Search this trip on Google Flights' });
    await expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/travel/flights?q=Flights%20from%20YVR%20to%20LAX%20on%20${inDays(10)}%20through%20${inDays(17)}&curr=CAD&hl=en&gl=ca`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.locator('.flight-price')).toHaveCount(0);
  });
});

/** Upload the cup photo, choose Find Suppliers; the estimator names the mug from the photo, so no form
 *  asks for its name; then the supplier results step. */
async function photoToSuppliers(page: Page) {
  await page.goto('/');
  await page.locator('input[type="file"]').setInputFiles(CUP_PHOTO);
  await page.getByRole('radio', { name: /Find Suppliers/ }).click();
  await page.getByRole('button', { name: 'Continue with Find Suppliers' }).click();
  await expect(page.getByRole('heading', { name: 'Supplier Discovery' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'What is this product?' })).toHaveCount(0);
  await expect(page.getByText('product from image')).toHaveCount(0);
  expect(decodeURIComponent(new URL(page.url()).search)).toMatch(/mug/i);
  await expect(page.getByText('Debug info')).toHaveCount(0);
}

test.describe('supplier discovery with a search provider', () => {
  test.use({ baseURL: KEYED_URL });

  test('a photo leads to the unique supplier listings of the four marketplaces, explained and copied on demand', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000); // the first identification loads the on-device models
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: KEYED_URL });
    await photoToSuppliers(page);
    await expect(page.getByText(/^Showing top 16 unique results/)).toBeVisible({ timeout: 30_000 });
    const cards = page.locator('.supplier-step .supplier-card');
    await expect(cards).toHaveCount(16);
    for (const name of ['Alibaba', 'AliExpress', 'Made-in-China', 'Global Sources']) {
      await expect(cards.locator('.mp-badge', { hasText: new RegExp(`^${name}$`) })).toHaveCount(4);
    }
    const hrefs = await cards
      .getByRole('link', { name: 'Visit' })
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs)
      expect(new URL(href).hostname).toMatch(/^www\.(alibaba|aliexpress|made-in-china|globalsources)\.com$/);

    await page.getByRole('button', { name: 'Explain these results' }).click();
    await expect(page.locator('.explanation')).toContainText('16 supplier listings for');

    await cards.first().getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hrefs[0]);

    await page.getByRole('button', { name: 'New Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'Supplier Discovery' })).toHaveCount(0);
  });
});

test.describe('supplier discovery without a search provider', () => {
  test.use({ baseURL: BASE_URL });

  test('a photo the app is only probably right about is a question before any search', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.locator('input[type="file"]').setInputFiles(SNACK_PHOTO);
    await page.getByRole('radio', { name: /Find Suppliers/ }).click();
    await page.getByRole('button', { name: 'Continue with Find Suppliers' }).click();

    // The photo stays with the question, what it could be, and a field to type the name; nothing searched.
    const question = page.getByRole('region', { name: 'What is this product?' });
    await expect(question).toBeVisible({ timeout: 90_000 });
    await expect(question.getByRole('status')).toHaveText(
      /^Our best guess from the photo is “snack bag”, but we're not sure\./,
    );
    await expect(page.getByRole('heading', { name: 'Supplier Discovery' })).toHaveCount(0);
    await expect(question.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    const choices = question.locator('.correction-candidates').getByRole('button');
    await expect(choices.first()).toHaveText('Snack bag (chips, nuts)');

    // Its own guess, tapped, searches with the words its guess goes by (what the label said it is).
    await choices.first().click();
    await expect(page.getByRole('heading', { name: 'Supplier Discovery' })).toBeVisible();
    await expect(page).toHaveURL(/\/suppliers\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('potato chips snack bag');
    await expect(page.locator('.supplier-header')).toContainText('potato chips snack bag');
  });

  test('a photo leads to marketplace searches, shown as searches and never as suppliers', async ({ page }) => {
    test.setTimeout(120_000);
    await photoToSuppliers(page);
    await expect(page.getByRole('heading', { name: 'Search the supplier marketplaces' })).toBeVisible({
      timeout: 30_000,
    });
    const links = page.locator('.supplier-step .supplier-card').getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Search Alibaba',
      'Search AliExpress',
      'Search Made-in-China',
      'Search Global Sources',
    ]);
    const hosts = (await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).map(
      (h) => new URL(h).hostname,
    );
    expect(hosts).toEqual(['www.alibaba.com', 'www.aliexpress.com', 'www.made-in-china.com', 'www.globalsources.com']);
    await expect(page.getByText(/unique results/)).toHaveCount(0);
    await expect(page.getByText('High Match')).toHaveCount(0);
    await expect(page.getByText(/Match score/)).toHaveCount(0);
  });
});
