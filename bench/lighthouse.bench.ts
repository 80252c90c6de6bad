/**
 * Lighthouse (npm `lighthouse`, default mobile settings: Moto G Power emulation, simulated slow 4G
 * and 4× CPU slowdown) in Debian's Chromium on the production build served by the real API process,
 * on every route a shopper lands on: /, /flights, /public, /history, /landed-cost, /watching, an analysis's
 * page (/analysis/:id) and a shared analysis's page (/shared/:token), both seeded with a real answer of the
 * on-device estimator and a thumbnail (shared, so a fresh browser may open its /analysis page too). Performance is the median of RUNS runs (it varies run to run);
 * accessibility and best practices do not vary and come from the same runs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import {
  insertAnalysis,
  makeShareThumbnail,
  openDatabase,
  putShareThumbnail,
  shareAnalysis,
  startApi,
} from '@costlens/api/testing';
import { launchChromium } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import { ANSWERS } from './support/seed.ts';
import type { BenchRow } from './support/report.ts';
import { webBuild } from './support/web-build.ts';

const ALL_PAGES = [
  '/',
  '/flights',
  '/public',
  '/history',
  '/landed-cost',
  '/watching',
  '/analysis/:id',
  '/shared/:token',
];
// LIGHTHOUSE_PAGES=/flights,/shared/:token reruns some of them (a run of all eight takes a while).
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_CPU_SLOWDOWN=<factor> replaces the mobile profile's 4× CPU slowdown, to emulate the same phone
// on a host of another speed (4 × this host's index ÷ the other's); the report's title says it was changed.
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;
if (CPU_SLOWDOWN !== null && !(CPU_SLOWDOWN >= 1)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number ≥ 1');
const PORT = 8480; // this work's bench port range is 8480–8499
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const dist = webBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'costlens-bench-lh-'));
const seeded = await seedSharedAnalysis(dataDir);
const SEEDED_PATHS: Record<string, string> = {
  '/shared/:token': seeded.sharedPath,
  '/analysis/:id': seeded.analysisPath,
};
const databases = await startProductDatabases();
const api = await startApi(
  {
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    OPEN_FOOD_FACTS_BASE_URL: databases.url,
    OPEN_BEAUTY_FACTS_BASE_URL: databases.url,
    OPEN_PET_FOOD_FACTS_BASE_URL: databases.url,
    OPEN_PRODUCTS_FACTS_BASE_URL: databases.url,
    UPCITEMDB_BASE_URL: databases.url,
  },
  { port: PORT },
);
const rows: BenchRow[] = [];
const notes: string[] = [];
const allHostIndex: number[] = [];
let version = '';
try {
  for (const page of PAGES) {
    const scores: Record<(typeof CATEGORIES)[number], number[]> = {
      performance: [],
      accessibility: [],
      'best-practices': [],
    };
    const metrics = { fcp: [] as number[], lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
    const hostIndex: number[] = [];
    const failing = new Set<string>();
    const lcpElements = new Set<string>();
    const errors = new Set<string>();
    for (let run = 0, retried = false; run < RUNS; run++) {
      // A fresh browser per run: no service worker or HTTP cache from the previous one.
      const chromium = await launchChromium();
      try {
        const path = SEEDED_PATHS[page] ?? page;
        const result = await lighthouse(
          `${api.url}${path}`,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          },
          CPU_SLOWDOWN === null
            ? undefined
            : {
                extends: 'lighthouse:default',
                settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
              },
        );
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        // LIGHTHOUSE_KEEP=<folder> keeps each run's full report, to read its traces and audits.
        if (process.env.LIGHTHOUSE_KEEP) {
          const name = `${page.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`;
          mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
          writeFileSync(join(process.env.LIGHTHOUSE_KEEP, name), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) {
          // On a busy machine the trace of one load is now and then lost (NO_NAVSTART): that run once more.
          if (!retried) {
            retried = true;
            notes.push(`${page} run ${run + 1} again after ${lhr.runtimeError.code}`);
            run--;
            continue;
          }
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        }
        version = lhr.lighthouseVersion;
        hostIndex.push(lhr.environment.benchmarkIndex);
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        metrics.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
        metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        // Lighthouse 13 names the largest paint's element in its LCP breakdown.
        const lcpParts = lhr.audits['lcp-breakdown-insight']?.details as
          { items?: Array<{ type?: string; selector?: string; nodeLabel?: string }> } | undefined;
        const lcpNode = lcpParts?.items?.find((i) => i.type === 'node');
        if (lcpNode) lcpElements.add(`${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 60)}"`);
        const consoleErrors = lhr.audits['errors-in-console']?.details as
          { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> } | undefined;
        for (const e of consoleErrors?.items ?? [])
          errors.add(`${e.sourceLocation?.url ?? ''}: ${(e.description ?? '').slice(0, 200)}`);
        for (const c of ['accessibility', 'best-practices'] as const) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${c}: ${ref.id}`);
          }
        }
      } finally {
        await chromium.close();
      }
    }
    const goals = { performance: '≥ 95', accessibility: '100', 'best-practices': '100' };
    for (const c of CATEGORIES) {
      rows.push({
        case: `${page} ${c}`,
        value: median(scores[c]),
        unit: '',
        details:
          c === 'performance'
            ? {
                FCP: { value: median(metrics.fcp), unit: 'ms' },
                LCP: { value: median(metrics.lcp), unit: 'ms' },
                TBT: { value: median(metrics.tbt), unit: 'ms' },
                CLS: { value: median(metrics.cls), unit: '' },
                runs: { value: RUNS, unit: '' },
                'host CPU index': { value: Math.round(median(hostIndex)), unit: '' },
              }
            : { min: { value: Math.min(...scores[c]), unit: '' } },
        goal: goals[c],
      });
    }
    allHostIndex.push(...hostIndex);
    if (failing.size) notes.push(`${page} audits below full marks: ${[...failing].join(', ')}`);
    if (lcpElements.size) notes.push(`${page} largest paint: ${[...lcpElements].join(' | ')}`);
    if (errors.size) notes.push(`${page} console errors: ${[...errors].join(' | ')}`);
  }
} finally {
  await api.stop();
  databases.server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// Lighthouse slows the CPU 4× from whatever this machine is: the same build scores lower on a slower or
// busier host. Its benchmark index (higher is faster; Lighthouse warns below 1,000, about half the host
// its 4× is meant for) says how fast the host was in this run, so runs of different days can be compared.
if (allHostIndex.length)
  notes.push(
    `host CPU index (Lighthouse's benchmarkIndex) median ${Math.round(median(allHostIndex))}, range ` +
      `${Math.round(Math.min(...allHostIndex))}–${Math.round(Math.max(...allHostIndex))} over ${allHostIndex.length} runs`,
  );

writeReport({
  bench: 'lighthouse',
  title: `Lighthouse ${version} mobile (simulated throttling${CPU_SLOWDOWN === null ? '' : `, CPU slowdown ${CPU_SLOWDOWN}× instead of 4×`}) in /usr/bin/chromium, production build, median of ${RUNS} runs`,
  rows,
  notes,
});

/** The public product databases as this machine can have them: a local server answering in their wire
 *  format with their recorded "not found" answers (bench/fixtures/product-facts), so the shared page's
 *  barcode lookup ends as most do, with nothing found, instead of failing to reach the internet. */
async function startProductDatabases() {
  const recorded = (file: string) => readFileSync(new URL(`./fixtures/product-facts/${file}`, import.meta.url));
  const openFactsNotFound = recorded('off-not-found-12345678.json');
  const upcitemdbUnknown = recorded('upcitemdb-unknown.json');
  const server = createServer((req, res) => {
    const upcitemdb = (req.url ?? '').includes('/lookup');
    res.writeHead(upcitemdb ? 200 : 404, { 'content-type': 'application/json' });
    res.end(upcitemdb ? upcitemdbUnknown : openFactsNotFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One shared analysis (a real estimator answer, with the photo's thumbnail), written before the API starts:
 *  the addresses of its page and of its public link. */
async function seedSharedAnalysis(dir: string): Promise<{ analysisPath: string; sharedPath: string }> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const a = ANSWERS[0]!;
    const stored = await insertAnalysis(database, {
      deviceId: 'benchlighthousedevice01',
      type: 'full',
      productName: a.productName,
      productCategory: a.productCategory,
      costRangeLow: a.costRangeLow,
      costRangeHigh: a.costRangeHigh,
      confidence: a.confidence,
      methodologyType: 'on-device-estimate',
      analysis: a,
    });
    const photo = readFileSync(
      createRequire(import.meta.url).resolve('@costlens/estimator/fixtures/photos/laptop-1.jpg'),
    );
    const thumbnail = await makeShareThumbnail(photo);
    if (thumbnail) await putShareThumbnail(database, stored.id, thumbnail, Date.now());
    const token = await shareAnalysis(
      database,
      stored.id,
      `${a.productName} - Cost Analysis`,
      'Seeded for Lighthouse.',
    );
    return { analysisPath: `/analysis/${stored.id}`, sharedPath: `/shared/${token}` };
  } finally {
    await database.close();
  }
}
