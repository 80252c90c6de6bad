/**
 * Capture compression in Chromium: the app's compression worker (web/src/workers, through its real bridge)
 * on a 12-megapixel JPEG made in the page, and the alternative it was chosen over (browser-image-compression
 * in a worker, bench/compress/library.worker.ts), against the native floor in the same page
 * (createImageBitmap resize + OffscreenCanvas.convertToBlob on the main thread). Reports the median time,
 * output bytes and size, and the main thread's long tasks. Run: pnpm bench compress.
 */
import { chromium } from '@playwright/test';
import { serveBenchPage, skipWithoutChromium } from './support/bench-page.ts';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';
import type { RunResult } from './compress/page.ts';

const RUNS = 7;
const SOURCE = { width: 4032, height: 3024 }; // 12.2 MP, a phone camera's 4:3
const GOAL = 'no slower than the native floor, 1600 px kept, ≤ 450 KB, 0 long tasks';

skipWithoutChromium('compress', 'capture compression');

// The page is built with web's own Vite, so the worker is bundled exactly as the app bundles it.
const site = await serveBenchPage('compress');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS });
type Case = 'native' | 'library' | 'floor';
const results: Record<Case, RunResult[]> = { native: [], library: [], floor: [] };
const cold: Partial<Record<Case, number>> = {};
let sourceBytes: number;
try {
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.waitForFunction(() => 'bench' in window);
  type Bench = {
    makePhoto(w: number, h: number): Promise<{ bytes: number }>;
    runWorker(): Promise<RunResult>;
    runLibrary(): Promise<RunResult>;
    runFloor(): Promise<RunResult>;
  };
  sourceBytes = (
    await page.evaluate(
      ({ width, height }) => (window as unknown as { bench: Bench }).bench.makePhoto(width, height),
      SOURCE,
    )
  ).bytes;
  const run = (c: Case) =>
    page.evaluate((k) => {
      const b = (window as unknown as { bench: Bench }).bench;
      return k === 'floor' ? b.runFloor() : k === 'library' ? b.runLibrary() : b.runWorker();
    }, c);
  // The first run of each starts the worker (or warms the decoder): reported apart, not in the median.
  for (const c of ['native', 'library', 'floor'] as const) cold[c] = (await run(c)).ms;
  // Interleaved, so a slow moment on this shared machine hits every case alike.
  for (let i = 0; i < RUNS; i++) for (const c of ['native', 'library', 'floor'] as const) results[c].push(await run(c));
} finally {
  await browser.close();
  site.close();
}

const kb = (b: number) => Math.round(b / 102.4) / 10;
const summary = (rs: RunResult[]) => ({
  ms: median(rs.map((r) => r.ms)),
  bytes: median(rs.map((r) => r.bytes)),
  width: rs[0]!.width,
  height: rs[0]!.height,
  longTasks: rs.reduce((s, r) => s + r.longTasks, 0),
  longTaskMs: rs.reduce((s, r) => s + r.longTaskMs, 0),
});
const floor = summary(results.floor);
const rows: BenchRow[] = (['native', 'library'] as const).map((c) => {
  const s = summary(results[c]);
  return {
    case:
      c === 'native'
        ? 'app worker · OffscreenCanvas (createImageBitmap + convertToBlob)'
        : 'alternative · browser-image-compression in a worker (keep resolution, q 0.8)',
    value: Math.round(s.ms),
    unit: 'ms',
    details: {
      output: { value: kb(s.bytes), unit: 'KB' },
      size: { value: Math.max(s.width, s.height), unit: 'px long edge' },
      'long tasks': { value: s.longTasks, unit: `in ${RUNS} runs` },
      'first run': { value: Math.round(cold[c] ?? 0), unit: 'ms' },
    },
    baseline: {
      label: 'native floor on the main thread',
      value: Math.round(floor.ms),
      details: {
        output: { value: kb(floor.bytes), unit: 'KB' },
        'long tasks': { value: floor.longTasks, unit: `in ${RUNS} runs` },
      },
    },
    ratio: s.ms / floor.ms,
    goal: GOAL,
  };
});

writeReport({
  bench: 'compress',
  title: `compression of a ${SOURCE.width}×${SOURCE.height} JPEG (${kb(sourceBytes)} KB) to ≤ 1600 px, JPEG 0.8, median of ${RUNS}`,
  rows,
  notes: [
    `source ${SOURCE.width}×${SOURCE.height}, ${kb(sourceBytes)} KB; output sizes are read by decoding each output`,
    `native floor: ${Math.round(floor.ms)} ms, ${kb(floor.bytes)} KB, ${floor.longTasks} long tasks (${Math.round(floor.longTaskMs)} ms) in ${RUNS} runs on the main thread`,
  ],
});
