// Hostile product pages against the real server process: while it fetches and reads pages built to be
// slow to parse (3 MB of nested <div>s, a JSON-LD description of 40,000 "<br", a 200 KB title of
// "a - " repeats), /api/health and a device's history answer within a second, every hostile request
// is answered, and a real product page is still read. Before pages were read in worker threads with
// bounded depth and linear text handling, one such page froze every request for up to 170 s.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PAGES } from '../../test/hostile-pages.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { probeWhile } from './support/latency.ts';

/** Generous for a loaded two-core machine, far below the seconds to minutes a frozen server took. */
const ANSWER_WITHIN_MS = 1_000;
/** The product each hostile page names (the title page's name is its title, cut to a title's length). */
const NAMED: ReadonlyArray<RegExp> = [/^Nested kettle$/, /^Open-tag kettle$/, /^[a -]+$/];
const REAL_PAGE = `<!doctype html><html><head><title>Cordless Kettle 1.7 L | Test Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Cordless Kettle 1.7 L","brand":"Acme","offers":{"@type":"Offer","price":"49.99","priceCurrency":"CAD"}}</script></head><body></body></html>`;

describe('hostile product pages against the server process', () => {
  let shop: Server;
  let host: string;
  let api: ApiProcess;
  let dataDir: string;
  beforeAll(async () => {
    const pages = new Map<string, string>(HOSTILE_PAGES.map(([, make], i) => [`/hostile-${i}.html`, make()]));
    pages.set('/kettle.html', REAL_PAGE);
    shop = createServer((req, res) => {
      const page = pages.get(req.url ?? '');
      if (!page) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(shop.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'costlens-hostile-pages-'));
    // Each page is read to its end, however busy the machine: what a page holds is what is checked, and
    // a read cut short by the time limit would answer a refusal instead.
    api = await startApi({ DATA_DIR: dataDir, FETCH_ALLOW_PRIVATE: host, PAGE_READ_TIME_LIMIT_MS: '30000' });
    // One page read first, so the reader's worker thread has started as it would have on a live server.
    expect((await extract('/kettle.html')).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    shop?.closeAllConnections();
    await new Promise((resolve) => shop?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const extract = (path: string) =>
    fetch(`${api.url}/api/product/extract-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://${host}${path}` }),
    });

  it.each(HOSTILE_PAGES.map(([label], i) => [label, i] as const))(
    'keeps answering everyone while it reads %s',
    async (_label, i) => {
      const started = performance.now();
      // Three copies at once: the reader's threads are all taken, the line behind them is not empty.
      const hostile = Promise.all([0, 1, 2].map(() => extract(`/hostile-${i}.html`)));
      const report = await probeWhile(hostile, {
        health: () => fetch(`${api.url}/api/health`),
        history: () => fetch(`${api.url}/api/analyses`),
      });
      const answers = await hostile;
      const tookMs = performance.now() - started;
      for (const res of answers) {
        const body = (await res.json()) as { product?: { name?: string } };
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(200);
        expect(body.product?.name).toMatch(NAMED[i]!);
      }
      expect(report.statuses.health!.every((s) => s === 200)).toBe(true);
      expect(report.worstMs.health).toBeLessThan(ANSWER_WITHIN_MS);
      expect(report.worstMs.history).toBeLessThan(ANSWER_WITHIN_MS);
      expect(tookMs).toBeLessThan(20_000);
      // A real page is read as before.
      const real = await extract('/kettle.html');
      expect(real.status).toBe(200);
      expect(await real.json()).toMatchObject({ product: { name: 'Cordless Kettle 1.7 L', price: 49.99 } });
      console.info(
        `${_label}: 3 answered in ${Math.round(tookMs)} ms; slowest health ${Math.round(report.worstMs.health!)} ms, history ${Math.round(report.worstMs.history!)} ms`,
      );
    },
    60_000,
  );
});
