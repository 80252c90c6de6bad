/**
 * On-device identification in Chromium: the app's identification worker (web/src/workers, through its real
 * bridge, with the model files served as the app serves them) on the labelled photos, one after another as
 * the app identifies offline drafts. Per set: the median wall time of one photo (decode, barcode, detector,
 * classifier; no OCR on the device) and how its answers count, beside the first photo's time (the models'
 * load). Run: pnpm bench identify.
 */
import { chromium } from '@playwright/test';
import { judge, loadPhotos } from '@costlens/estimator/evaluation';
import type { LabelledPhoto, PhotoSet } from '@costlens/estimator/evaluation';
import { serveBenchPage, skipWithoutChromium } from './support/bench-page.ts';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';
import type { PhotoRun } from './identify/photo-run.ts';

skipWithoutChromium('identify', 'on-device identification');

const photos = await loadPhotos();
const byUrl = new Map(photos.map((p) => [`/photos/${p.set}/${p.file}`, p]));
const site = await serveBenchPage('identify', (path) => byUrl.get(path)?.path);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_ARGS });
const runs: { photo: LabelledPhoto; run: PhotoRun }[] = [];
let firstMs = 0;
try {
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.waitForFunction(() => 'bench' in window);
  const identify = (path: string) =>
    page.evaluate((p) => (window as unknown as { bench: { run(p: string): Promise<PhotoRun> } }).bench.run(p), path);
  // The first photo loads the models into the worker: reported apart, then identified again for the median.
  firstMs = (await identify([...byUrl.keys()][0]!)).ms;
  for (const [path, photo] of byUrl) runs.push({ photo, run: await identify(path) });
} finally {
  await browser.close();
  site.close();
}

const TITLES: Record<PhotoSet, string> = {
  fixtures: 'fixture photos',
  tune: 'eval set, tuning half',
  report: 'eval set, report-only half',
};
const pct = (n: number, d: number) => ({ value: d ? Math.round((1000 * n) / d) / 10 : 0, unit: `% (${n}/${d})` });

function row(title: string, rs: typeof runs, goal?: string): BenchRow {
  const counted = rs.map(({ photo, run }) => ({
    photo,
    run,
    ...judge(photo, {
      outcome: run.outcome as 'named',
      entryId: run.entryId,
      candidates: run.candidates.map((c) => ({ categoryId: c, label: c, score: 0 })),
      upc: run.upc,
    }),
  }));
  const products = counted.filter((r) => r.photo.kind === 'product');
  const negatives = counted.filter((r) => r.photo.kind === 'negative');
  const step = (pick: (s: PhotoRun['steps']) => number) => ({
    value: Math.round(median(rs.map((r) => pick(r.run.steps)))),
    unit: 'ms',
  });
  return {
    case: `${title}: median per photo in the browser worker`,
    value: Math.round(median(rs.map((r) => r.run.ms))),
    unit: 'ms',
    details: {
      photos: { value: rs.length, unit: '' },
      'products named right (no OCR)': pct(products.filter((r) => r.right).length, products.length),
      'products named wrongly': pct(
        products.filter((r) => r.run.outcome === 'named' && !r.right).length,
        products.length,
      ),
      'negatives refused': pct(negatives.filter((r) => r.run.outcome === 'refused').length, negatives.length),
      decode: step((s) => s.decodeMs),
      barcode: step((s) => s.barcodeMs),
      detector: step((s) => s.detectMs),
      classifier: step((s) => s.classifyMs),
    },
    baseline: { label: 'first photo (models loading)', value: Math.round(firstMs) },
    ...(goal ? { goal } : {}),
  };
}

const rows: BenchRow[] = (['fixtures', 'tune', 'report'] as const).map((set) =>
  row(
    TITLES[set],
    runs.filter((r) => r.photo.set === set),
    set === 'report' ? 'reported beside the server' : undefined,
  ),
);
const notImagenet = runs.filter((r) => r.photo.set === 'report' && r.photo.origin === 'other');
rows.push(row('report-only half, photos not from ImageNet, COCO or Open Images', notImagenet));

writeReport({
  bench: 'identify',
  title: `on-device identification in Chromium (the app's worker, ${runs.length} labelled photos, one at a time)`,
  rows,
});
