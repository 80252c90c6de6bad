/**
 * Sync: 100 comments queued offline in the outbox, drained after reconnect — the time from the
 * `online` event to an empty outbox, and whether each reached the server exactly once. Production
 * build, real API process, Debian's Chromium through Playwright; the page's own replayer does the work
 * (one Web Lock, Idempotency-Key per item), with Background Sync firing in the worker as it would.
 *
 * The API limits comments to 10 a minute per address. 100 comments from one address would measure
 * that limit, not the sync, so the browser talks to the API through a small proxy that gives every
 * request its own X-Forwarded-For address (TRUST_PROXY=true), as many users behind one load balancer.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startApi } from '@costlens/api/testing';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './support/chromium.ts';
import { median, writeReport } from './support/report.ts';
import { webBuild } from './support/web-build.ts';

const ITEMS = 100;
const RUNS = Number(process.env.SYNC_RUNS ?? 3);
const PHOTO = new URL('../web/e2e/support/fixtures/offline/cup-1.jpg', import.meta.url);
const ARGS = QUIET_CHROMIUM_ARGS;

/** Forwards everything to `target`, stamping each request with its own client address. */
function addressSpreadingProxy(target: URL): Promise<{ server: Server; url: string }> {
  let n = 0;
  const server = createServer((req, res) => {
    n++;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${address.port}` });
    }),
  );
}

// Runs in the page (strings: tsx would wrap named functions of a callback in a helper the page lacks).
const OPEN_DB = `new Promise((resolve, reject) => { const o = indexedDB.open('costlens'); o.onsuccess = () => resolve(o.result); o.onerror = () => reject(o.error); })`;
const queueComments = (analysisId: string, run: number) => `(async () => {
  const db = await ${OPEN_DB};
  const tx = db.transaction('outbox', 'readwrite');
  const now = Date.now();
  for (let i = 0; i < ${ITEMS}; i++) {
    tx.objectStore('outbox').add({
      kind: 'comment', target: '${analysisId}', attempts: 0, nextAttemptAt: now, lastError: null, createdAt: now,
      idempotencyKey: crypto.randomUUID(),
      request: { method: 'POST', url: '/api/analyses/${analysisId}/comments', body: { authorName: 'Bench', authorEmail: '', content: 'run ${run} item ' + i } },
    });
  }
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
  window.__online = null;
  window.addEventListener('online', () => { window.__online = performance.now(); }, { once: true });
})()`;
const DRAINED_AFTER_ONLINE = `(async () => {
  const db = await ${OPEN_DB};
  const count = () => new Promise((resolve) => { const r = db.transaction('outbox').objectStore('outbox').count(); r.onsuccess = () => resolve(r.result); });
  while (window.__online === null || (await count()) > 0) await new Promise((r) => setTimeout(r, 5));
  const took = performance.now() - window.__online;
  db.close();
  return took;
})()`;

const dist = webBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'costlens-bench-sync-'));
const api = await startApi({ DATA_DIR: dataDir, WEB_DIST: dist, TRUST_PROXY: 'true' });
const proxy = await addressSpreadingProxy(new URL(api.url));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
try {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  // The history screen opens the device store (an app with nothing kept opens it only when it needs it),
  // whose outbox the bench fills below; the drain is then measured on /flights, which reads nothing the
  // replayed comments change.
  await page.goto(`${proxy.url}/history`);
  await page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    // Opened only once the app has made it (opening it first would make an empty one).
    for (;;) {
      if ((await indexedDB.databases()).some((d) => d.name === 'costlens')) {
        const db = await ${OPEN_DB};
        const ready = db.objectStoreNames.contains('outbox');
        db.close();
        if (ready) break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })()`);
  await page.goto(`${proxy.url}/flights`);
  const photo = [...readFileSync(PHOTO)];
  const analysisId = await page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], 'captured-image.jpg', { type: 'image/jpeg' }));
    // Named as a user names it when the estimator cannot tell the product from this photo alone.
    form.append('productName', 'Ceramic coffee mug');
    const res = await fetch('/api/analyze', { method: 'POST', body: form });
    if (!res.ok) throw new Error(`analyze ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { analysis: { id: string } }).analysis.id;
  }, photo);

  // The floor: the same 100 comments posted straight from the page, one after another, no outbox.
  const direct = (await page.evaluate(`(async () => {
    const t0 = performance.now();
    for (let i = 0; i < ${ITEMS}; i++) {
      const res = await fetch('/api/analyses/${analysisId}/comments', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }, body: JSON.stringify({ authorName: 'Bench', authorEmail: '', content: 'direct ' + i }) });
      if (!res.ok) throw new Error('direct post ' + res.status);
    }
    return performance.now() - t0;
  })()`)) as number;

  const times: number[] = [];
  let delivered = 0;
  let duplicates = 0;
  let missing = 0;
  for (let run = 0; run < RUNS; run++) {
    await context.setOffline(true);
    await page.evaluate(queueComments(analysisId, run));
    await context.setOffline(false);
    times.push((await page.evaluate(DRAINED_AFTER_ONLINE)) as number);

    // Asked from the page: the analysis is private to this device (its cookie), so only it may read.
    const { comments } = (await page.evaluate(
      async (id) => (await fetch(`/api/analyses/${id}/comments`, { cache: 'no-store' })).json(),
      analysisId,
    )) as { comments: Array<{ content: string }> };
    const mine = comments.map((c) => c.content).filter((c) => c.startsWith(`run ${run} item `));
    delivered += mine.length;
    duplicates += mine.length - new Set(mine).size;
    missing += ITEMS - new Set(mine).size;
  }
  await context.close();

  writeReport({
    bench: 'sync',
    title: `${ITEMS} queued comments drained after reconnect: online event → empty outbox (median of ${RUNS}), checked on the server`,
    rows: [
      {
        case: `drain ${ITEMS} outbox items after reconnect`,
        value: median(times),
        unit: 'ms',
        details: {
          min: { value: Math.min(...times), unit: 'ms' },
          max: { value: Math.max(...times), unit: 'ms' },
          'items/s': { value: ITEMS / (median(times) / 1000), unit: '' },
          delivered: { value: delivered, unit: `of ${ITEMS * RUNS}` },
          duplicates: { value: duplicates, unit: '' },
          missing: { value: missing, unit: '' },
        },
        baseline: { label: `${ITEMS} direct POSTs, no outbox`, value: direct },
        ratio: median(times) / direct,
        goal: '≤ 3 s, exactly once',
      },
    ],
    notes: [
      duplicates === 0 && missing === 0
        ? 'exactly once: every queued comment is on the server once'
        : `NOT exactly once: ${duplicates} duplicates, ${missing} missing`,
    ],
  });
} finally {
  await browser.close();
  proxy.server.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
