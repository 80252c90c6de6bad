/**
 * The API under load, as its own process: the real `createApp` on SQLite (a temporary data folder) or
 * PostgreSQL (BENCH_DATABASE_URL), seeded with 1,000 public analyses and one device with 200 (the
 * estimator's own answers for the fixture photos, bench/fixtures), with a
 * SerpApi stand-in on loopback so a price comparison can be cached. Beside each measured route the same
 * app gets a bench-only "bare twin" under /bare/ that answers the very bytes the real route answered,
 * from memory: same process, same app middleware (request id, security headers), no database, no
 * validation. The twin is the practical ceiling for that payload on this machine.
 *
 * Prints one line `READY <json>` with the cases to load, then serves until killed.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createApp,
  createLogger,
  createProviders,
  DEVICE_COOKIE,
  deviceCookieKey,
  insertAnalysis,
  loadConfig,
  openDatabase,
  shareAnalysis,
  signDeviceId,
  systemClock,
} from '@costlens/api/testing';
import type { AppDeps } from '@costlens/api/testing';
import { ANSWERS } from './seed.ts';

export interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  twin: string;
  headers: Record<string, string>;
  body?: string;
  /** Bytes of the answer (the twin sends the same). */
  bytes: number;
}

const PUBLIC_ANALYSES = 1_000;
const DEVICE_ANALYSES = 200;
const DEVICE = 'benchdevice00000000001';
const SHOPPING = readFileSync(
  new URL('../../api/src/providers/shopping/test-fixtures/serpapi-google_shopping-1.json', import.meta.url),
  'utf8',
);

// A SerpApi stand-in: the first price comparison fills the two-hour cache; every later one is a hit.
const vendor = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(SHOPPING);
});
await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
const vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;

const config = loadConfig({ LOG_LEVEL: 'silent', SERPAPI_KEY: 'bench-key', SERPAPI_BASE_URL: vendorUrl });
const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL })
  : await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
const deps: AppDeps = {
  database,
  config,
  clock: systemClock,
  logger: createLogger('silent'),
  providers: createProviders(config),
  // One client sends everything here; the limits still count every request (same queries), they just never refuse.
  rateLimits: {
    commentsPerIp: unlimited,
    likesPerIp: unlimited,
    likesPerFingerprint: unlimited,
    sharesPerIp: unlimited,
    searchesPerIp: unlimited,
  },
};

// Seed: 1,000 public analyses from many devices, and one device with 200 of its own.
const started = performance.now();
// Bodies the estimator really produced (bench/fixtures), so answers weigh what real ones do.
const analysis = (i: number) => ANSWERS[i % ANSWERS.length]!;
let firstToken = '';
let firstPublicId = '';
for (let i = 0; i < PUBLIC_ANALYSES; i++) {
  const a = analysis(i);
  const stored = await insertAnalysis(database, {
    deviceId: `benchpublicdevice${String(i % 97).padStart(5, '0')}`,
    type: 'full',
    productName: a.productName,
    productCategory: a.productCategory,
    costRangeLow: a.costRangeLow,
    costRangeHigh: a.costRangeHigh,
    confidence: a.confidence,
    methodologyType: 'on-device-estimate',
    analysis: a,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  });
  const token = await shareAnalysis(
    database,
    stored.id,
    `${a.productName} - Cost Analysis`,
    'Seeded for the benchmark.',
  );
  if (i === 0) {
    firstToken = token;
    firstPublicId = stored.id;
  }
}
for (let i = 0; i < DEVICE_ANALYSES; i++) {
  const a = analysis(10_000 + i);
  await insertAnalysis(database, {
    deviceId: DEVICE,
    type: 'full',
    productName: a.productName,
    productCategory: a.productCategory,
    costRangeLow: a.costRangeLow,
    costRangeHigh: a.costRangeHigh,
    confidence: a.confidence,
    methodologyType: 'on-device-estimate',
    analysis: a,
    createdAt: new Date(Date.UTC(2026, 1, 1) + i * 60_000),
  });
}
const seedMs = Math.round(performance.now() - started);

// Routes cannot be added to a Hono app once it has answered: capture through one instance, serve another.
const capture = createApp(deps);
const app = createApp(deps);
// The device's cookie as the server signs it (an unsigned id is not trusted).
const cookie = `${DEVICE_COOKIE}=${signDeviceId(await deviceCookieKey(database, Date.now()), DEVICE)}`;
const json = { 'content-type': 'application/json' };
const plan: Array<Omit<BenchCase, 'twin' | 'bytes'>> = [
  { name: 'GET /api/public (50 of 1,000 public)', method: 'GET', path: '/api/public', headers: {} },
  { name: 'GET /api/shared/:token (counts a view)', method: 'GET', path: `/api/shared/${firstToken}`, headers: {} },
  { name: 'GET /api/analyses (device with 200)', method: 'GET', path: '/api/analyses', headers: { cookie } },
  {
    name: 'POST /api/analyses/:id/comments',
    method: 'POST',
    path: `/api/analyses/${firstPublicId}/comments`,
    headers: { ...json, cookie },
    body: JSON.stringify({ authorName: 'Bench', content: 'A comment written under load.' }),
  },
  {
    name: 'POST /api/price-compare (cache hit)',
    method: 'POST',
    path: '/api/price-compare',
    headers: json,
    body: JSON.stringify({
      country: 'CA',
      product: { name: 'Total Impact Shorts', brand: 'Burton' },
      query: 'Burton impact shorts',
    }),
  },
];

// Each twin answers what the real route answered, captured once through the real route.
const cases: BenchCase[] = [];
for (const [i, c] of plan.entries()) {
  const res = await capture.request(c.path, { method: c.method, headers: c.headers, body: c.body });
  if (!res.ok) throw new Error(`${c.name} answered ${res.status}: ${await res.text()}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const status = res.status as 200 | 201;
  const type = res.headers.get('content-type') ?? 'application/json';
  const twin = `/bare/${i}`;
  const answer = (ctx: { body: (b: Uint8Array<ArrayBuffer>, s: 200 | 201, h: Record<string, string>) => Response }) =>
    ctx.body(bytes as Uint8Array<ArrayBuffer>, status, { 'content-type': type, 'cache-control': 'no-store' });
  if (c.method === 'GET') app.get(twin, (ctx) => answer(ctx));
  else
    app.post(twin, async (ctx) => {
      await ctx.req.arrayBuffer();
      return answer(ctx);
    });
  cases.push({ ...c, twin, bytes: bytes.length });
}

const server = serve({ fetch: app.fetch, port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(
    `READY ${JSON.stringify({ url: `http://127.0.0.1:${info.port}`, dialect: database.dialect, seedMs, cases })}`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  vendor.close();
  void database.close().then(() => process.exit(0));
});
