/**
 * On-device identification in Chromium: the app's identification worker (web/src/workers, through its real
 * bridge, with the model files served as the app serves them) on the labelled photos, one after another as
 * the app identifies offline drafts. Per set: the median wall time of one photo (decode, barcode, detector,
 * classifier; no OCR on the device) and how its answers count, beside the first photo's time (the models'
 * load). Run: pnpm bench identify.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { judge, loadPhotos } from '@costlens/estimator/evaluation';
import type { LabelledPhoto, PhotoSet } from '@costlens/estimator/evaluation';
import { CHROMIUM_PATH } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import type { BenchRow } from './support/report.ts';
import type { PhotoRun } from './identify/photo-run.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(CHROMIUM_PATH)) {
  writeReport({
    bench: 'identify',
    title: 'on-device identification',
    rows: [],
    skipped: `no Chromium at ${CHROMIUM_PATH}`,
  });
  process.exit(0);
}

const out = mkdtempSync(join(tmpdir(), 'costlens-identify-bench-'));
const build = spawnSync(
  'pnpm',
  ['exec', 'vite', 'build', '--config', join(ROOT, 'bench/identify/vite.config.ts'), '--outDir', out, '--emptyOutDir'],
  { cwd: join(ROOT, 'web'), stdio: 'inherit' },
);
if (build.status !== 0) throw new Error(`bench page build failed (exit ${build.status})`);

const photos = await loadPhotos();
const byUrl = new Map(photos.map((p) => [`/photos/${p.set}/${p.file}`, p]));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const photo = byUrl.get(path);
  const file = photo ? photo.path : join(out, path === '/' ? 'index.html' : path.replace(/^(\.\.[/\\])+/, ''));
  if ((!photo && !file.startsWith(out)) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const runs: { photo: LabelledPhoto; run: PhotoRun }[] = [];
let firstMs = 0;
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const identify = (path: string) =>
    page.evaluate((p) => (window as unknown as { bench: { run(p: string): Promise<PhotoRun> } }).bench.run(p), path);
  // The first photo loads the models into the worker: reported apart, then identified again for the median.
  firstMs = (await identify([...byUrl.keys()][0]!)).ms;
  for (const [path, photo] of byUrl) runs.push({ photo, run: await identify(path) });
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
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
