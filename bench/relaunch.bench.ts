/**
 * Relaunch: first contentful paint of `/` opened from the service worker with the network offline,
 * like tapping the home-screen icon in a basement store. Production build, real API process, Debian's
 * Chromium through Playwright. After one online visit (the worker installs and precaches the shell),
 * the context goes offline and `/` is opened RUNS times in a new tab:
 *  - cold: the service worker is stopped before each launch (CDP ServiceWorker.stopAllWorkers), as
 *    after the browser dropped it — the worker's start-up is inside the figure;
 *  - warm: the worker is still running from the previous launch.
 * Baseline: a first visit of `/` online from a fresh context (no worker, empty HTTP cache) in the
 * same run. Median of RUNS each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { startApi } from '@costlens/api/testing';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import { webBuild } from './support/web-build.ts';

const RUNS = Number(process.env.RELAUNCH_RUNS ?? 15);
const ARGS = [...QUIET_CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** FCP of the page's current document, in ms from navigation start. A string: tsx would wrap named
 *  functions of a callback in a helper the page does not have. */
const READ_FCP = `new Promise((resolve) => {
  const pick = (entries) => entries.find((e) => e.name === 'first-contentful-paint');
  const now = pick(performance.getEntriesByType('paint'));
  if (now) return resolve(now.startTime);
  new PerformanceObserver((list) => { const e = pick(list.getEntries()); if (e) resolve(e.startTime); }).observe({ type: 'paint', buffered: true });
})`;

function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(READ_FCP) as Promise<number>;
}

async function launch(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  const fcp = await firstContentfulPaint(page);
  await page.close();
  return fcp;
}

const dist = webBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'costlens-bench-relaunch-'));
const api = await startApi({ DATA_DIR: dataDir, WEB_DIST: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
const url = `${api.url}/`;
try {
  const firstVisit: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    firstVisit.push(await launch(fresh, url));
    await fresh.close();
  }

  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await context.setOffline(true);

  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await cdp.send('ServiceWorker.stopAllWorkers');
    cold.push(await launch(context, url));
    warm.push(await launch(context, url));
  }
  // The offline launch must really show the app, not Chromium's offline page.
  const check = await context.newPage();
  await check.goto(url);
  const heading = await check.getByRole('heading', { level: 1 }).textContent();
  await context.close();

  const baseline = { label: 'first visit online, no worker', value: median(firstVisit) };
  writeReport({
    bench: 'relaunch',
    title: `FCP of / opened offline from the service worker (production build, median of ${RUNS})`,
    rows: [
      {
        case: 'relaunch offline · worker stopped',
        value: median(cold),
        unit: 'ms',
        details: { min: { value: Math.min(...cold), unit: 'ms' }, max: { value: Math.max(...cold), unit: 'ms' } },
        baseline,
        ratio: median(cold) / baseline.value,
        goal: '≤ 400 ms',
      },
      {
        case: 'relaunch offline · worker running',
        value: median(warm),
        unit: 'ms',
        details: { min: { value: Math.min(...warm), unit: 'ms' }, max: { value: Math.max(...warm), unit: 'ms' } },
        baseline,
        ratio: median(warm) / baseline.value,
        goal: '≤ 400 ms',
      },
    ],
    notes: [`offline launch rendered "${heading ?? ''}"`],
  });
} finally {
  await browser.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
