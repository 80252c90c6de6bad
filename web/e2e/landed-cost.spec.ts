/** The landed-cost calculator end to end on the no-key app: reached from a photo's results page, prefilled
 *  from the analysis; the province and the quantity change the landed cost and the platforms' margins;
 *  the rate line says what the API's exchange rate says (the Bank of Canada's date, or its annual average
 *  when the daily rate could not be reached, as here without internet); after one online visit it works
 *  offline with the same rate and the inputs kept on the device; the CSV export has the figures of the
 *  screen; axe finds nothing serious on the page. A second test, at phone width, types prices the Quebec
 *  way and checks what the headline says it leaves out. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));

interface RateAnswer {
  currency: string;
  rateToCad: number;
  date: string;
  source: { kind: 'daily' | 'annual' | 'none' };
}

/** What the screen must say of the rate the API answers. */
function rateText(rate: RateAnswer): string {
  const value = `1 ${rate.currency} = CAD ${rate.rateToCad}`;
  return rate.source.kind === 'annual'
    ? `${value}: Bank of Canada annual average ${rate.date}, the daily rate could not be reached`
    : `${value}: Bank of Canada, ${rate.date}`;
}

/** "$1,234 - $1,456", "-$5.43" as numbers, signed. */
function amounts(text: string): number[] {
  return [...text.matchAll(/(-?)\$([\d,]+(?:\.\d{2})?)/g)].map((m) => Number(`${m[1]}${m[2]!.replace(/,/g, '')}`));
}

/** A range on screen is the exact figures with their cents when either end is below CAD 100, rounded to the
 *  dollar otherwise (the app's one money format for estimates). */
function sameRange(screen: number[], low: number, high: number): boolean {
  const cents = Math.abs(low) < 100 || Math.abs(high) < 100;
  const shown = (v: number) => (cents ? v : Math.sign(v) * Math.round(Math.abs(v)));
  return low === high ? screen[0] === shown(low) : screen[0] === shown(low) && screen[1] === shown(high);
}

async function perUnit(calc: Locator): Promise<string> {
  return (await calc
    .getByRole('region', { name: 'Landed cost per unit' })
    .locator('.lc-headline-value')
    .textContent())!;
}

/** The first order size's margin per unit and margin % on Amazon.ca: "$202 - $213 | 13.8 % to 14.5 %". */
async function amazonMargin(calc: Locator): Promise<string> {
  const amazon = calc.getByRole('article', { name: 'Amazon.ca (Professional plan, you ship)' });
  return (await amazon.getByRole('row').nth(1).getByRole('cell').allTextContents()).join(' | ');
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('landed cost from the results page: province and quantity move the cost and the margins, online and offline, and the CSV says the same', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();
  const results = page.getByRole('article', { name: /^Analysis of / });
  await expect(results).toBeVisible({ timeout: 45_000 });

  // The card on the results page, after Make vs Buy, starts from the analysis's estimates.
  const card = results.getByRole('region', { name: 'Landed Cost and Margins' });
  await expect(card.getByRole('region', { name: 'Landed cost per unit' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('The price, order size and selling price start from this analysis')).toBeVisible();
  // The analysis's kind of product is chosen in the picker (a search box when none is).
  await expect(card.getByRole('button', { name: 'Change' })).toBeVisible();
  await card.getByRole('link', { name: 'Open the calculator' }).click();
  await expect(page).toHaveURL(/\/landed-cost\?.*category=/);

  const calc = page.getByRole('region', { name: /^Landed cost/ }).first();
  await expect(page.getByRole('heading', { level: 1, name: /^Landed cost: / })).toBeVisible();
  await expect(calc.getByRole('region', { name: 'Landed cost per unit' })).toBeVisible();

  // The duty line names its rate from the Customs Tariff, marked unverified (read in a copy of the CBSA pages).
  const duty = calc.getByRole('region', { name: 'Landed cost breakdown' }).locator('tr[data-line="duty"]');
  await expect(duty.locator('.lc-line-label')).toHaveText(/^Duty \d/);
  await expect(duty).toContainText('Customs Tariff T2026-2');

  // A supplier quote in USD: the rate line says what the API's exchange rate says.
  await calc.getByLabel('Currency').selectOption('USD');
  const rate = (await (await page.request.get('/api/exchange-rates?currency=USD')).json()) as RateAnswer;
  await expect(calc.locator('.lc-rate').first()).toHaveText(rateText(rate));
  await calc.getByLabel('Buying for').selectOption('business');
  await calc.getByLabel('Province or territory').selectOption('ON');
  await calc.getByLabel('Quantity', { exact: true }).fill('100');
  await expect(calc.locator('[data-lc="order"]')).toBeVisible();

  // The province moves the taxes, so the cost per unit and the margin.
  const ontario = { unit: await perUnit(calc), margin: await amazonMargin(calc) };
  await calc.getByLabel('Province or territory').selectOption('AB');
  await expect.poll(() => perUnit(calc)).not.toBe(ontario.unit);
  const alberta = { unit: await perUnit(calc), margin: await amazonMargin(calc) };
  expect(alberta.margin).not.toBe(ontario.margin);
  // Ontario's 13 % HST is more than Alberta's 5 % GST: the Alberta cost per unit is lower at both ends.
  const [onLow, onHigh] = amounts(ontario.unit);
  const [abLow, abHigh] = amounts(alberta.unit);
  expect(abLow!).toBeLessThan(onLow!);
  expect(abHigh!).toBeLessThan(onHigh!);

  // The quantity moves the whole order's cost and the order-size table.
  const order100 = await calc.locator('[data-lc="order"]').textContent();
  await calc.getByLabel('Quantity', { exact: true }).fill('250');
  await expect(calc.locator('[data-lc="order"]')).not.toHaveText(order100!);
  await expect(
    calc.getByRole('article', { name: 'Amazon.ca (Professional plan, you ship)' }).getByRole('row').nth(1),
  ).toContainText('250');

  // Every figure has its source and year behind "Sources", unverified ones marked.
  await calc.getByText('Sources', { exact: true }).click();
  const sources = calc.locator('.lc-sources');
  await expect(sources.getByText(/Bank of Canada/).first()).toBeVisible();
  await expect(sources.getByText('unverified').first()).toBeVisible();

  expect(await seriousAxeFindings(page), 'calculator page').toEqual([]);

  // The CSV has the figures of the screen.
  const screenUnit = amounts(await perUnit(calc));
  const screenMargin = amounts((await amazonMargin(calc)).split(' | ')[0]!);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calc.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^landed-cost-.+\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  const unitRow = csv.find((r) => r.startsWith('Cost per unit,'))!.split(',');
  expect(sameRange(screenUnit, Number(unitRow[2]), Number(unitRow[3])), `${screenUnit} vs ${unitRow}`).toBe(true);
  const amazonRow = csv.find((r) => r.startsWith('"Amazon.ca (Professional plan, you ship)",') && r.includes(',250,'))!;
  const [, , , , marginLow, marginHigh] = amazonRow.replace(/^"[^"]*"/, 'Amazon').split(',');
  expect(sameRange(screenMargin, Number(marginLow), Number(marginHigh)), `${screenMargin} vs ${amazonRow}`).toBe(true);
  expect(csv.find((r) => r.startsWith('Exchange rate,'))).toContain(`CAD ${rate.rateToCad} per USD`);

  // Offline after that visit: the page opens from the service worker with the last rate and the cost
  // book it read, the kept inputs, and recalculates as the inputs change.
  const address = page.url();
  await context.setOffline(true);
  try {
    await page.reload();
    const offline = page.getByRole('region', { name: /^Landed cost/ }).first();
    await expect(offline.getByRole('region', { name: 'Landed cost per unit' })).toBeVisible({ timeout: 15_000 });
    expect(page.url()).toBe(address);
    // Kept on the device: the province chosen online.
    await expect(offline.getByLabel('Province or territory')).toHaveValue('AB');
    await offline.getByLabel('Currency').selectOption('USD');
    await expect(offline.locator('.lc-rate').first()).toHaveText(rateText(rate));
    await offline.getByLabel('Quantity', { exact: true }).fill('250');
    const before = { unit: await perUnit(offline), margin: await amazonMargin(offline) };
    await offline.getByLabel('Province or territory').selectOption('ON');
    await expect.poll(() => perUnit(offline)).not.toBe(before.unit);
    expect(await amazonMargin(offline)).not.toBe(before.margin);
    await offline.getByLabel('Quantity', { exact: true }).fill('500');
    await expect(
      offline.getByRole('article', { name: 'Amazon.ca (Professional plan, you ship)' }).getByRole('row').nth(1),
    ).toContainText('500');
  } finally {
    await context.setOffline(false);
  }
});

test('on a phone, a price typed the Quebec way is read as written, a number that reads two ways is refused, and the headline names what it leaves out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/landed-cost?category=toaster&currency=CAD&qty=100');
  const calc = page.getByRole('region', { name: /^Landed cost/ }).first();
  const price = calc.getByLabel('Unit price');
  await expect(price).toBeVisible();

  // "12,50" is twelve dollars fifty: 100 units are CAD 1,250 of goods, not 125,000.
  await price.fill('12,50');
  const table = calc.getByRole('region', { name: 'Landed cost breakdown' });
  const goods = table.locator('tr[data-line="goods"]');
  await expect(goods).toContainText('100 × CAD 12.5');
  await expect(goods.locator('.lc-num')).toHaveText('$1,250');
  await expect(calc.locator('#lc-price-error')).toHaveCount(0);

  // A toaster is automatic (free) or not (6 %): the duty is a range, with what decides and the edition.
  const duty = table.locator('tr[data-line="duty"]');
  await expect(duty.locator('.lc-line-label')).toHaveText('Duty 0 – 6 %');
  await expect(duty).toContainText('Automatic toasters (8516.72.10) are free of duty');
  await expect(duty).toContainText('Customs Tariff T2026-2 (in force 2026-09-01)');
  await expect(duty.getByText('unverified')).toBeVisible();

  // The headline says, next to the number, what it leaves out; so does the total.
  const headline = calc.getByRole('region', { name: 'Landed cost per unit' });
  await expect(headline.locator('[data-lc="left-out"]')).toHaveText(
    'Leaves out customs brokerage (not included): the real cost is higher.',
  );
  await expect(table.locator('tr[data-line="total"]')).toContainText(
    'Goods, duty, taxes and freight. Leaves out customs brokerage (not included)',
  );

  // Courier has no freight rate in the book: it says so under the choice and next to the headline.
  await calc.getByLabel('Shipping', { exact: true }).selectOption('courier');
  await expect(calc.locator('#lc-mode-hint')).toHaveText(
    'The cost book has no rate for this way of shipping: freight is left out until you enter your quote.',
  );
  await expect(headline.locator('[data-lc="left-out"]')).toHaveText(
    'Leaves out freight (not known) and customs brokerage (not included): the real cost is higher.',
  );
  expect(await seriousAxeFindings(page), 'calculator on a phone, with what it leaves out').toEqual([]);
  await calc.getByLabel('Your freight quote, CAD per kg').fill('9,75');
  await expect(calc.locator('#lc-mode-hint')).toHaveCount(0);
  await expect(table.locator('tr[data-line="freight"]')).toContainText('your quote, CAD 9.75 per kg');

  // Order sizes: the same per unit until a per-shipment cost is entered, and it says why.
  await calc.getByLabel('Also compare order sizes').fill('500');
  const note = calc.locator('[data-lc="order-sizes-note"]');
  await expect(note).toContainText('The cost per unit is the same at every size');
  await calc.getByLabel('Customs brokerage, CAD per shipment').fill('45,50');
  await expect(note).toContainText('customs brokerage is charged once per shipment');
  await expect(headline.locator('[data-lc="left-out"]')).toHaveCount(0);

  // "1,250" could be 1250 or 1.25: refused in the field, nothing computed from a guess.
  await price.fill('1,250');
  await expect(calc.locator('#lc-price-error')).toHaveText(
    '“1,250” could be 1250 or 1.25. Write 1250 for the whole number, or 1,25 (or 1.25) for the decimal.',
  );
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(calc.getByText('Fill in the fields marked above to see the landed cost.')).toBeVisible();
  await price.fill('1,25');
  await expect(goods).toContainText('100 × CAD 1.25');

  // Nothing is wider than the phone, and axe finds nothing serious.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeFindings(page), 'calculator on a phone').toEqual([]);
});
