/** Capture to analysis on the no-key app, with real browsers: Chromium's fake camera showing a product
 *  photo (allowed already, so it starts by itself → Ready → Capture Photo → Full → the analysis page with its panels), the
 *  upload path (a non-image that is ignored, a photo, then a large PNG compressed to a 1600 px JPEG before
 *  it is sent), and a browser that refuses the camera when the user taps Start Camera. The camera file is a per-browser flag, so each
 *  camera case launches its own Chromium. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { readImageHeader } from '@costlens/api/image-header';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { formDataOf } from './helpers.ts';

const PHOTO = fileURLToPath(new URL('./support/fixtures/capture/cup-1.jpg', import.meta.url));
const FAKE_UI = '--use-fake-ui-for-media-stream';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

interface SentImage {
  name: string;
  type: string;
  bytes: number;
  header: ReturnType<typeof readImageHeader>;
}

/** Records the image part of every request to `path`, as the server will read it, and lets it through.
 *  (Routing, not request events: only an intercepted request exposes an uploaded file's bytes.) */
async function recordUploads(page: Page, path: string): Promise<SentImage[]> {
  const sent: SentImage[] = [];
  await page.route(`**${path}`, async (route) => {
    const request = route.request();
    const form = await formDataOf(request);
    const file = form.get('image') as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    sent.push({ name: file.name, type: file.type, bytes: bytes.length, header: readImageHeader(bytes) });
    await route.continue();
  });
  return sent;
}

/** A PNG of `width`×`height` (a smooth gradient), encoded here so the test needs no image tools. */
function gradientPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) {
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) row.set([(x * 255) / width, (y * 255) / height, 160], 1 + x * 3);
    row.copy(raw, y * row.length);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectFullResults(page: Page) {
  // The answer is the page itself: no success toast over it.
  const results = page.getByRole('article', { name: /^Analysis of / });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(toast(page, 'Analysis Complete')).toHaveCount(0);
  for (const panel of ['Estimated cost of materials', 'Cost Breakdown', 'Bill of Materials']) {
    await expect(results.getByRole('region', { name: panel })).toBeVisible();
  }
  await expect(page.getByRole('tablist', { name: 'Analysis sections' })).toBeVisible();
  return results;
}

test.describe('capture to analysis', () => {
  let dir: string;
  const browsers: Browser[] = [];
  const launch = async (args: string[]) => {
    const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
    browsers.push(b);
    return b;
  };

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'costlens-camera-'));
    copyFileSync(PHOTO, join(dir, 'cup-1.mjpeg'));
  });
  test.afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  test('where the camera is allowed it starts by itself; a captured photo gets a full analysis', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const browser = await launch([...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${join(dir, 'cup-1.mjpeg')}`]);
    const page = await browser.newPage({ baseURL });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Cost Analysis');
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
    const video = page.getByLabel('Camera preview');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Capture Photo' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Analysis' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The captured product' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );
    // The camera is released once the photo is taken.
    await expect(page.getByLabel('Camera preview')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Full Business Analysis/ })).toHaveAttribute('aria-checked', 'true');

    const sent = await recordUploads(page, '/api/analyze');
    await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'AI Analysis in Progress' })).toBeVisible();
    await expect(page.getByText('Identifying product and materials', { exact: false })).toBeVisible();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ name: 'captured-image.jpg', type: 'image/jpeg', header: { format: 'jpeg' } });

    const results = await expectFullResults(page);
    await expect(results.getByRole('heading', { level: 1 })).toHaveText(/\w/);
    // No keys on this server: the on-device estimator named the cup in the camera's frame.
    await expect(results.locator('.results-header')).toContainText(/mug/i);
  });

  test('uploads: a non-image is ignored, a photo of a mug is named and analysed from the photo alone, then a large scan is sent as a 1600 px JPEG', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const picker = page.locator('input[type="file"]');
    await expect(picker).toHaveAttribute('accept', 'image/*');

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByRole('heading', { name: 'Capture Product' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Your Analysis' })).toHaveCount(0);

    await picker.setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: 'The captured product' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );
    const analyzed = await recordUploads(page, '/api/analyze');
    await page.getByRole('button', { name: 'Continue with Full Business Analysis' }).click();
    // The estimator names the mug from the photo: the results come with no question asked.
    const results = await expectFullResults(page);
    await expect(results.locator('.results-header')).toContainText(/mug/i);
    await expect(page.getByRole('region', { name: 'What is this product?' })).toHaveCount(0);
    // Already a JPEG within 1600 px: sent as it is, never re-encoded.
    expect(analyzed).toHaveLength(1);
    for (const upload of analyzed)
      expect(upload).toEqual(
        expect.objectContaining({
          name: 'captured-image.jpg',
          type: 'image/jpeg',
          header: { format: 'jpeg', width: 800, height: 800 },
        }),
      );

    await results.getByRole('button', { name: 'New Analysis' }).click();
    await expect(page.getByRole('heading', { name: 'Capture Product' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: gradientPng(2400, 1800) });
    await page.getByRole('radio', { name: /Quick Price Comparison/ }).click();
    const identified = await recordUploads(page, '/api/identify-product');
    await page.getByRole('button', { name: 'Continue with Quick Price Comparison' }).click();
    await expect.poll(() => identified.length).toBe(1);
    expect(identified[0]).toMatchObject({
      name: 'captured-image.jpg',
      type: 'image/jpeg',
      header: { format: 'jpeg', width: 1600, height: 1200 },
    });
    expect(identified[0]!.bytes).toBeLessThan(450 * 1024);
  });

  test('a browser that refuses the camera shows what to do and keeps upload available', async ({ baseURL }) => {
    // No fake permission UI: headless Chromium refuses the prompt, as a user pressing Block would.
    const browser = await launch(CHROMIUM_ARGS.filter((a) => a !== FAKE_UI));
    const page = await browser.newPage({ baseURL });
    await page.goto('/');
    // Nothing is asked before the user taps.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Camera' }).click();
    const overlay = page.getByRole('alert');
    await expect(overlay.getByText('Camera Error')).toBeVisible();
    await expect(
      overlay.getByText('Camera access denied. Please allow camera permissions and try again.'),
    ).toBeVisible();
    // One way to retry (in the note), and Upload as the main button.
    await expect(page.getByRole('button', { name: 'Start Camera' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Image' })).toHaveClass(/btn-primary/);

    await overlay.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      overlay.getByText('Camera access denied. Please allow camera permissions and try again.'),
    ).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(page.getByRole('heading', { name: 'Choose Your Analysis' })).toBeVisible();
  });
});
