// Manifest screenshots (the richer install dialog on Android and desktop Chromium): the built app in
// headless Chromium, one narrow and one wide. Run after a change to the screens:
//   cd web && pnpm exec tsx scripts/make-screenshots.ts
// It builds the app into a temporary folder, serves it with the real API on a free port (embedded
// defaults, no keys), and writes web/public/screenshots/*.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../e2e/browser.ts';
import { AppServer, buildWeb, freePort } from '../e2e/support/offline-server.ts';

/** Kept in step with the `screenshots` of the manifest in vite.config.ts. */
export const SHOTS = [
  // Not '/': without a camera its preview shows an error, which is not what a phone shows.
  { file: 'find-similar-narrow.png', path: '/find-similar', width: 412, height: 915, heading: 'Find Similar Products' },
  { file: 'flights-wide.png', path: '/flights', width: 1280, height: 800, heading: 'Find Cheaper Flights' },
] as const;

const OUT = new URL('../public/screenshots/', import.meta.url);

const dist = buildWeb('screenshots', { testHooks: false });
const server = new AppServer(await freePort(), dist);
await server.start();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${shot.path}`);
    await page.getByRole('heading', { level: 1, name: shot.heading }).waitFor();
    // The page's own first view paints the heading before the app runs: wait for the app's navigation and
    // a screen that takes input (the first view's form is inert until the app replaces it).
    await page.locator('.app-header nav').first().waitFor({ state: 'attached' });
    await page.locator('main :is(input, button):not([inert] *)').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: new URL(shot.file, OUT).pathname });
    await context.close();
    console.log(`wrote public/screenshots/${shot.file} (${shot.width}x${shot.height})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
