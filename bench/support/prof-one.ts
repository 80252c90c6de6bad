// One read endpoint in-process (no socket), 3,000 times, on 3,000 seeded analyses: its time per request
// with a browser's Accept-Encoding (PLAIN=1: without). Run with --cpu-prof to see where it goes:
// `node --import tsx bench/support/prof-one.ts /api/analyses` (from bench/).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  createApp,
  createLogger,
  createProviders,
  DEVICE_COOKIE,
  deviceCookieKey,
  loadConfig,
  openDatabase,
  signDeviceId,
  systemClock,
} from '@costlens/api/testing';
import { BENCH_DEVICE, seedRows } from './seed.ts';

const database = await openDatabase({ dataDir: mkdtempSync(`${tmpdir()}/prof-`) });
await seedRows(database, 0, 3000);
const config = loadConfig({ LOG_LEVEL: 'silent', VISION_WARMUP: 'false' });
const app = createApp({
  database,
  config,
  clock: systemClock,
  logger: createLogger('silent'),
  providers: createProviders(config),
});
const cookie = `${DEVICE_COOKIE}=${signDeviceId(await deviceCookieKey(database, Date.now()), BENCH_DEVICE)}`;
const path = process.argv[2] ?? '/api/analyses';
const h: Record<string, string> = process.env.PLAIN ? { cookie } : { cookie, 'accept-encoding': 'gzip, deflate, br' };
for (let i = 0; i < 200; i++) await (await app.request(path, { headers: h })).arrayBuffer();
const N = 3000;
const t = performance.now();
for (let i = 0; i < N; i++) await (await app.request(path, { headers: h })).arrayBuffer();
console.log(path, ((performance.now() - t) / N).toFixed(3), 'ms');
process.exit(0);
