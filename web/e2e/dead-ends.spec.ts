// No dead end for a newcomer on a phone (390 × 844), on the real app with its real service worker: an
// offline photo the estimator cannot name is finished by typing its name on its card; "Not the right
// product?" works on an analysis whose photo the device no longer has; a price comparison has its own
// address and survives a reload, listed in History; a watch made offline reaches the server once; a
// visitor opening someone else's analysis gets no owner's buttons; a share link is on the address the
// user is on, the same in the dialog, on the shared page and in its preview tags.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { formDataOf, waitForServiceWorker } from './helpers.ts';
import { E2E_PORT, KEYED_URL } from './urls.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The estimator refuses it ("no product") until the user names it (fixtures/correction/PROVENANCE.md). */
const UNNAMED = fileURLToPath(new URL('./fixtures/correction/juice-carton-1.jpg', import.meta.url));
/** The estimator names it a laptop (fixtures/results/PROVENANCE.md). */
const LAPTOP = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));
/** The first photo loads the estimator's models on a busy 2-core machine. */
const FIRST_ANALYSIS_MS = 150_000;

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** An analysis this page's device makes through the API (no copy, no photo on the device), named by the
 *  user so the estimator prices it whatever the photo shows. */
async function analysisOnServer(page: Page, productName: string): Promise<{ id: string }> {
  const base64 = readFileSync(UNNAMED).toString('base64');
  return page.evaluate(
    async ({ base64, productName }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('image', new File([bytes], 'captured-image.jpg', { type: 'image/jpeg' }));
      form.append('type', 'full');
      form.append('productName', productName);
      const res = await fetch('/api/analyze', { method: 'POST', body: form });
      if (!res.ok) throw new Error(`analyze answered ${res.status}: ${await res.text()}`);
      return { id: ((await res.json()) as { analysis: { id: string } }).analysis.id };
    },
    { base64, productName },
  );
}

test('a photo taken offline that cannot be named is finished by typing its name on its card', async ({
  page,
  context,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 90_000);
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.locator('input[type="file"]').setInputFiles(UNNAMED);
  await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).click();
  await expect(toast(page, 'Saved for later')).toBeVisible();
  const drafts = page.getByRole('region', { name: /^Saved offline/ });
  await expect(drafts.getByRole('heading')).toHaveText('Saved offline (1)');
  await expect(drafts.getByText(/will be analysed when you're back online/)).toBeVisible();

  // Back online, the server cannot tell what it is: the card asks for the name, and says nothing untrue.
  await context.setOffline(false);
  const card = drafts.getByRole('listitem');
  await expect(card.getByText('Needs its name')).toBeVisible({ timeout: FIRST_ANALYSIS_MS });
  await expect(drafts.getByText(/will be analysed when you're back online/)).toHaveCount(0);
  await expect(card.getByText('Failed', { exact: true })).toHaveCount(0);

  // The same card in History, with the same field.
  await page.goto('/history');
  const historyCard = page.getByRole('region', { name: /^Saved offline/ }).getByRole('listitem');
  await expect(historyCard.getByLabel('What is this product?')).toBeVisible();
  await historyCard.getByRole('button', { name: 'Estimate' }).click();
  await expect(historyCard.getByRole('alert')).toHaveText('Type the product name.');
  // What the page sends when the name is typed: the photo again, with the name.
  const sent: FormData[] = [];
  await page.route('**/api/analyze', async (route) => {
    sent.push(await formDataOf(route.request()));
    await route.continue();
  });
  await historyCard.getByLabel('What is this product?').fill('God Morgon apple juice 1 L');
  await historyCard.getByRole('button', { name: 'Estimate' }).click();
  await expect(toast(page, 'Offline capture analysed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: /^Saved offline/ })).toHaveCount(0);
  const entries = page.getByRole('list', { name: 'Your analyses' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'God Morgon apple juice 1 L' })).toHaveCount(1);
  expect(sent.map((form) => [form.get('productName'), ((form.get('image') as File | null)?.size ?? 0) > 0])).toEqual([
    ['God Morgon apple juice 1 L', true],
  ]);
});

test('"Not the right product?" on a result whose photo is not on this device re-estimates by the typed name', async ({
  page,
}) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 60_000);
  await page.goto('/');
  const made = await analysisOnServer(page, 'Trail running shoes');
  await page.goto(`/analysis/${made.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trail running shoes' })).toBeVisible();

  const uploads: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analyze')) uploads.push(r);
  });
  const correction = page.getByRole('region', { name: 'Correct the product' });
  await correction.getByRole('button', { name: 'Not the right product?' }).click();
  await correction.getByLabel('Product name').fill('Electric kettle');
  await correction.getByRole('button', { name: 'Re-estimate' }).click();

  await expect(page.getByRole('article', { name: 'Analysis of Electric kettle' })).toBeVisible();
  // A corrected analysis keeps its address (a shared or bookmarked link shows the correction).
  await expect(page).toHaveURL(new RegExp(`/analysis/${made.id}$`));
  // The words alone went: no photo, and the analysis it corrects.
  expect(uploads).toHaveLength(1);
  const form = await formDataOf(uploads[0]!);
  expect(form.get('image')).toBeNull();
  expect(form.get('productName')).toBe('Electric kettle');
  expect(form.get('replaces')).toBe(made.id);
});

test('a price comparison has its own address, survives a reload, and is kept in History', async ({ page }) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 60_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.locator('input[type="file"]').setInputFiles(LAPTOP);
  await page.getByRole('radio', { name: /Quick Price Comparison/ }).click();
  await page.getByRole('button', { name: 'Continue with Quick Price Comparison' }).click();

  await expect(page).toHaveURL(/\/prices\?q=/, { timeout: FIRST_ANALYSIS_MS });
  const heading = page.getByRole('heading', { level: 1, name: /^Prices: / });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())!;
  const address = page.url();
  await expect(page.getByRole('heading', { name: 'Price Comparison' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price Comparison' })).toBeVisible();

  await page.goto('/history');
  const searches = page.getByRole('list', { name: 'Your searches' }).getByRole('listitem');
  await expect(searches).toHaveCount(1);
  await expect(searches.getByText(/^Price check/)).toBeVisible();
  await searches.getByRole('link', { name: /^View the search for / }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('with price search on the server', () => {
  test.use({ baseURL: KEYED_URL });

  test('a watch made offline is kept and reaches the server once, when the connection is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Every request for a watch, and every answer the server gave that was not a replay of an earlier one
    // (a request sent just as the connection comes back may reach the server and lose its answer: the
    // outbox sends it again with the same key and the server answers with the first answer).
    const posts: Request[] = [];
    const firstAnswers: number[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/watches') posts.push(r);
    });
    context.on('response', (res) => {
      if (res.request().method() !== 'POST' || new URL(res.url()).pathname !== '/api/watches') return;
      if (res.headers()['idempotency-replayed'] !== 'true') firstAnswers.push(res.status());
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/prices?q=electric+kettle');
    await expect(page.getByRole('heading', { level: 1, name: 'Prices: electric kettle' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Watch price' }).click();
    await expect(page.getByText(/Watch saved.*starts when you're back online/)).toBeVisible();
    await page.getByRole('link', { name: 'Watching' }).first().click();
    const pending = page.getByRole('region', { name: 'Waiting for a connection' });
    await expect(pending).toContainText("electric kettle: starts when you're back online");
    expect(posts).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Watched products' }).getByRole('listitem')).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(pending).toHaveCount(0);
    // Nothing is sent again later: the outbox is empty.
    await page.waitForTimeout(2_000);
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
    expect(firstAnswers.length).toBeLessThanOrEqual(1);
    const watches = await page.evaluate(
      async () => ((await (await fetch('/api/watches')).json()) as { watches: Array<{ title: string }> }).watches,
    );
    expect(watches.map((w) => w.title)).toEqual(['electric kettle']);
  });
});

test("a visitor opening someone else's analysis sees no Share, Stop Sharing or Delete", async ({ page, browser }) => {
  test.setTimeout(FIRST_ANALYSIS_MS + 60_000);
  await page.goto('/');
  const made = await analysisOnServer(page, 'Trail running shoes');
  const shared = await page.evaluate(async (id) => {
    const res = await fetch(`/api/analyses/${id}/share`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shareTitle: 'My shoes', shareDescription: 'What they cost to make' }),
    });
    return ((await res.json()) as { shareToken: string }).shareToken;
  }, made.id);
  // The owner has them.
  await page.goto(`/analysis/${made.id}`);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const theirs = await visitor.newPage();
    await theirs.goto(`/analysis/${made.id}`);
    await expect(theirs).toHaveURL(new RegExp(`/shared/${shared}$`));
    await expect(theirs.getByRole('heading', { level: 1, name: 'My shoes' })).toBeVisible();
    await expect(theirs.getByRole('article', { name: 'Analysis of Trail running shoes' })).toBeVisible();
    for (const name of ['Share Analysis', 'Stop Sharing', 'Delete', 'Not the right product?'])
      await expect(theirs.getByRole('button', { name })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test.describe('on another name for the same server', () => {
  const ORIGIN = `http://localhost:${E2E_PORT}`;
  test.use({ baseURL: ORIGIN });

  test('the share link is on the address the user is on: in the dialog, after a reload, on the page and in its preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(FIRST_ANALYSIS_MS + 60_000);
    await page.goto('/');
    const made = await analysisOnServer(page, 'Trail running shoes');
    await page.goto(`/analysis/${made.id}`);
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await page.getByRole('button', { name: 'Create Share Link' }).click();
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('textbox', { name: /link/i });
    await expect(link).toHaveValue(new RegExp(`^${ORIGIN}/shared/[\\w-]+$`));
    const shareUrl = await link.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.reload();
    await expect(page.getByRole('link', { name: shareUrl })).toBeVisible();

    // The page a friend opens, and what a link preview reads from it (no script runs there).
    const html = await (await request.get(shareUrl)).text();
    expect(html).toContain(`<meta property="og:url" content="${shareUrl}" />`);
    expect(html).toContain(`<link rel="canonical" href="${shareUrl}" />`);
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { level: 1, name: /Trail running shoes/ })).toBeVisible();
  });
});
