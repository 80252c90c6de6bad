/** History and community, end to end: an owner analyses a photo and shares it with the one Share action;
 *  another visitor (a second browser context: other cookies, other local storage) opens the link, sees the
 *  same figures and the photo, likes and comments, finds it in /public; the owner sees it in /history, opens
 *  their own page of it, stops sharing it (the link stops working) and deletes it. Along the way: the cost
 *  range on the shared page's first phone screen, the 1200 × 630 link-preview image, a like taken back,
 *  photos on the community card and in History, and History's time of day. */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/results/laptop-1.jpg', import.meta.url));
// Unique per run, so a reused dev server (earlier runs' shares) cannot confuse the list checks.
const RUN = randomBytes(4).toString('hex').toUpperCase();
const SHARE_TITLE = `Community check ${RUN}: what a laptop costs`;
const SHARE_DESCRIPTION = 'Screen, board and battery: the bill of materials of a plain laptop.';
const COMMENT = "I'd pay <b>$5</b> for this & more";

/** A JPEG's own width and height, from its start-of-frame segment (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let i = 2; i + 9 < bytes.length;) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

/** No serious or critical axe finding in this feature's part of the page, with real content on it. */
async function expectAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`)).toEqual([]);
}

/** Upload the photo on the home screen, run the full analysis, and answer the product name it found. */
async function analysePhoto(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: /^Continue with/ }).click();
  const results = page.getByRole('article', { name: /^Analysis of / });
  await expect(results).toBeVisible({ timeout: 45_000 });
  return (await results.getByRole('heading', { level: 1 }).textContent())!.trim();
}

test('a shared analysis is liked and commented by another visitor, listed in /public and in the owner history', async ({
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const owner = await ownerContext.newPage();
    const productName = await analysePhoto(owner);

    // The owner shares it: the one Share action asks for a title the first time and makes the link.
    const ownerPage = owner.url();
    await owner.getByRole('button', { name: 'Share Analysis' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Share Title').fill(SHARE_TITLE);
    // The form starts with a real description: the product and its estimate.
    await expect(dialog.getByLabel('Description')).toHaveValue(
      new RegExp(
        `^${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: materials estimated at \\$[\\d,.]+ - \\$[\\d,.]+ CAD`,
      ),
    );
    await dialog.getByLabel('Description').fill(SHARE_DESCRIPTION);
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    const linkField = dialog.getByLabel('Share link');
    await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{22}$/);
    const shareUrl = await linkField.inputValue();
    const sharePath = new URL(shareUrl).pathname;
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Another visitor opens the link: header, page title, the analysis, and the first view counted.
    const visitor = await visitorContext.newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto(sharePath);
    await expect(visitor.getByRole('heading', { level: 1, name: SHARE_TITLE })).toBeVisible();
    // On a phone's first screen: the cost range, in Canadian dollars, without scrolling.
    const cost = visitor.locator('.shared-header .shared-cost');
    await expect(cost).toHaveText(/^\$[\d,.]+ - \$[\d,.]+ CAD estimated cost of materials · \d+% confidence$/);
    await expect(cost).toBeInViewport({ ratio: 1 });
    // The link preview's image is the size previews ask for.
    const html = await (await visitor.request.get(sharePath)).text();
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    const preview = await visitor.request.get(ogImage.replace(/^https?:\/\/[^/]+/, ''));
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    const jpeg = await preview.body();
    expect(jpegSize(jpeg)).toEqual({ width: 1200, height: 630 });
    // Its first-visit toast ('Ready to work offline') is out of the way of the ones checked below.
    await waitForServiceWorker(visitor);
    await expect(visitor).toHaveTitle(SHARE_TITLE);
    await expect(visitor.getByText('Shared Analysis', { exact: true })).toBeVisible();
    await expect(visitor.getByText(SHARE_DESCRIPTION)).toBeVisible();
    const views = visitor.getByText(/^\d+ views?$/);
    await expect(views).toBeVisible();
    const firstViews = parseInt((await views.textContent())!, 10);
    expect(firstViews).toBeGreaterThanOrEqual(1);
    const shared = visitor.getByRole('article', { name: `Analysis of ${productName}` });
    await expect(shared).toBeVisible();
    // The answers it shows were checked against their contracts off the page's main thread.
    expect(visitor.workers().some((w) => /\/answer-check\.worker-[\w-]+\.js$/.test(w.url()))).toBe(true);
    // The photo the owner's device sent with the share, small and re-encoded by the server, at the top
    // where the server's page showed it before the app ran.
    await expect(visitor.locator('.shared-header').getByRole('img', { name: `Photo of ${productName}` })).toBeVisible();
    // Where the server's page put it: nothing above it moved when the app took over.
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const before = await bare.newPage();
      await before.goto(sharePath);
      await expect(before.locator('.shared-meta')).toHaveText(/^\d+ views?[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(await visitor.locator('.shared-photo').boundingBox()).toEqual(
        await before.locator('.shared-photo').boundingBox(),
      );
    } finally {
      await bare.close();
    }
    await expectAccessible(visitor, '.shared-header');

    // Like, take it back, like again: the button stays filled while liked.
    const like = visitor.getByRole('button', { name: '0 Likes' });
    await like.click();
    await expect(visitor.getByText('Thanks for the feedback!')).toBeVisible();
    const liked = visitor.getByRole('button', { name: '1 Like' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await liked.click();
    await expect(visitor.getByRole('button', { name: '0 Likes' })).toHaveAttribute('aria-pressed', 'false');
    await visitor.getByRole('button', { name: '0 Likes' }).click();
    await expect(liked).toHaveAttribute('aria-pressed', 'true');

    // Comment; markup in a comment stays text.
    const form = visitor.getByRole('form', { name: 'Add Comment' });
    await form.getByLabel('Name').fill('Robin');
    await form.getByLabel('Comment').fill(COMMENT);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(visitor.getByText('Comment Added')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(visitor.getByText(COMMENT, { exact: true })).toBeVisible();
    await expect(visitor.locator('.comment-content b')).toHaveCount(0);

    // A reload is the same visitor on the same day: the view is not counted again; the like is remembered.
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: '1 Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(parseInt((await views.textContent()) ?? '0', 10)).toBe(firstViews);
    await expect(visitor.getByText(COMMENT, { exact: true })).toBeVisible();

    // The community list has it, and its search filters case-insensitively.
    await visitor.goto('/public');
    const cards = visitor.getByRole('list', { name: 'Public analyses' }).getByRole('listitem');
    const card = cards.filter({ hasText: SHARE_TITLE });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(/^Estimated Cost \$[\d,.]+ - \$[\d,.]+$/)).toBeVisible();
    // With the shared photo, loaded.
    await expect
      .poll(() => card.locator('img.public-card-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(visitor, 'main');
    const search = visitor.getByPlaceholder('Search analyses...');
    await search.fill(`community CHECK ${RUN.toLowerCase()}`);
    await expect(cards).toHaveCount(1);
    await expect(card).toHaveCount(1);
    await search.fill('no analysis is called this');
    await expect(visitor.getByText('No analyses found')).toBeVisible();
    await expect(visitor.getByText('Try adjusting your search terms')).toBeVisible();
    await search.fill(productName.toLowerCase());
    await card.getByRole('link', { name: SHARE_TITLE }).click();
    await expect(visitor).toHaveURL(new RegExp(`${sharePath}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: SHARE_TITLE })).toBeVisible();

    // The owner's history shows it as public, with its views, a View link to the share and Share.
    await owner.goto('/history');
    const mine = owner
      .getByRole('list', { name: 'Your analyses' })
      .getByRole('listitem')
      .filter({ hasText: productName });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(/^\d+ views?$/)).toBeVisible();
    // With its photo kept on the device, and the time of day it was made.
    await expect
      .poll(() => mine.locator('img.history-card-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The locale's own format for the day and the time of day (en-CA here: "Nov 29, 2026, 6:36 AM").
    await expect(mine.locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM|a\.m\.|p\.m\.)?$/,
    );
    await expectAccessible(owner, 'main');
    await expect(mine.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'View' })).toHaveAttribute('href', new URL(ownerPage).pathname);
    // The visitor cannot see the owner's history.
    await visitor.goto('/history');
    await expect(visitor.getByText('No Analyses Yet')).toBeVisible();

    // The owner's own page: the visitor's comment is there; stopping the share ends the link at once.
    await mine.getByRole('link', { name: 'View' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await owner.getByRole('button', { name: 'Show Comments & Community' }).click();
    await expect(owner.getByText(COMMENT, { exact: true })).toBeVisible();
    await owner.getByRole('button', { name: 'Stop Sharing' }).click();
    await expect(owner.getByText('No longer shared')).toBeVisible();
    await visitor.goto(sharePath);
    await expect(visitor.getByRole('heading', { name: 'Analysis Not Found' })).toBeVisible();

    // Deleting removes it from the owner's history too.
    owner.once('dialog', (d) => void d.accept());
    await owner.getByRole('button', { name: 'Delete' }).click();
    await expect(owner).toHaveURL(/\/history$/);
    await expect(
      owner.getByRole('list', { name: 'Your analyses' }).getByRole('listitem').filter({ hasText: productName }),
    ).toHaveCount(0);
  } finally {
    await ownerContext.close();
    await visitorContext.close();
  }
});
