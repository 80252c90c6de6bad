// What one client can make the server do to others, measured against the real server process (and the
// figures printed for the README). Before: one device registered 3,000 push subscriptions in 5 s; 150
// made-up currency codes made 150 calls to the Bank of Canada and 40 concurrent first asks for EUR made
// 40; one client's 70 barcodes spent the whole server's minute of Open Food Facts reads; one address made
// 20 watches a minute, across devices by dropping its cookie. Now each is bounded per client, or refused
// before any outside call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valetReplay } from '../../test/fixtures/bankofcanada/valet-replay.ts';
import * as facts from '../../test/fixtures/product-facts/fixtures.ts';
import { startReplayServer } from '../../test/replay-server.ts';
import type { ReplayServer } from '../../test/replay-server.ts';
import { testConfig } from '../env.ts';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit.ts';
import { startPageServer } from '../watch/test-support/page-server.ts';
import type { PageServer } from '../watch/test-support/page-server.ts';
import { addressClient } from './support/address-client.ts';
import { startApi } from './support/api-process.ts';
import type { ApiProcess } from './support/api-process.ts';
import { sharedDatabase } from './support/databases.ts';
import type { SharedDatabase } from './support/databases.ts';

/** A browser's real push keys (an uncompressed P-256 point, 16 bytes of secret). */
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** An EAN-13 with its check digit. */
function ean(n: number): string {
  const digits = String(400_000_000_000 + n * 7919).slice(0, 12);
  const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

describe('one client against the server process', () => {
  let vendors: ReplayServer;
  let pages: PageServer;
  let shared: SharedDatabase;
  let api: ApiProcess;
  const report: string[] = [];

  beforeAll(async () => {
    vendors = await startReplayServer((req) =>
      req.path.startsWith('/valet/')
        ? { ...valetReplay({ ...req, path: req.path }), delayMs: 200 }
        : req.path.startsWith('/upc/')
          ? facts.upcUnknown()
          : facts.offNotFound(),
    );
    pages = await startPageServer({ address: '127.0.0.2' });
    shared = await sharedDatabase('sqlite');
    api = await startApi({
      ...shared.env,
      BANK_OF_CANADA_VALET_BASE_URL: `${vendors.url}/valet`,
      OPEN_FOOD_FACTS_BASE_URL: `${vendors.url}/off`,
      OPEN_BEAUTY_FACTS_BASE_URL: `${vendors.url}/obf`,
      OPEN_PET_FOOD_FACTS_BASE_URL: `${vendors.url}/opff`,
      OPEN_PRODUCTS_FACTS_BASE_URL: `${vendors.url}/opf`,
      UPCITEMDB_BASE_URL: `${vendors.url}/upc`,
      FETCH_ALLOW_PRIVATE: pages.host,
    });
  }, 90_000);
  afterAll(async () => {
    console.info(`one client against the server process:\n  ${report.join('\n  ')}`);
    await api?.stop();
    await shared?.remove();
    await Promise.all([vendors?.close(), pages?.close()]);
  });

  it('keeps a few push subscriptions per device, and refuses the flood', async () => {
    const device = addressClient(api.url, '127.0.0.11');
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; Date.now() - started < 5_000; i++) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/flood-${i}:${'x'.repeat(1900)}`;
      statuses.push((await device.send('POST', '/api/push/subscriptions', { endpoint, keys: KEYS })).status);
    }
    const db = await shared.open();
    const kept = await db.db.selectFrom('push_subscriptions').select('endpoint').execute();
    await db.close();
    const { PUSH_SUBSCRIPTIONS_PER_DEVICE } = testConfig();
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_DEVICE);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_DEVICE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - PUSH_SUBSCRIPTIONS_PER_DEVICE);
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 429)).toEqual([]);
    report.push(
      `push subscriptions, one device for 5 s: ${statuses.length} posted, ${kept.length} kept, ` +
        `${statuses.filter((s) => s === 429).length} answered 429 (${DEFAULT_RATE_LIMITS.pushSubscribesPerDevice.limit} an hour a device, ${DEFAULT_RATE_LIMITS.pushSubscribesPerIp.limit} an address)`,
    );
  });

  it('asks the Bank nothing for made-up currencies and once for concurrent first asks', async () => {
    const before = vendors.requests.length;
    // 150 codes from five addresses (one address may ask 30 a minute).
    const codes = Array.from(
      { length: 150 },
      (_, i) => `Q${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
    );
    const statuses = await Promise.all(
      codes.map((code, i) =>
        addressClient(api.url, `127.0.1.${1 + (i % 5)}`).send('GET', `/api/exchange-rates?currency=${code}`),
      ),
    );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set([400]));
    const madeUp = vendors.requests.length - before;
    expect(madeUp).toBe(0);

    const at = vendors.requests.length;
    const eur = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        addressClient(api.url, `127.0.2.${1 + (i % 4)}`).send('GET', '/api/exchange-rates?currency=EUR'),
      ),
    );
    expect(new Set(eur.map((a) => a.status))).toEqual(new Set([200]));
    const concurrent = vendors.requests.length - at;
    expect(concurrent).toBe(1);

    // One address asking 70 times: at most the limit in each minute's window (the asks may straddle two).
    const one = addressClient(api.url, '127.0.3.1');
    const flood = [];
    for (let i = 0; i < 70; i++) flood.push((await one.send('GET', '/api/exchange-rates?currency=USD')).status);
    expect(flood.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      70 - 2 * DEFAULT_RATE_LIMITS.exchangeRatesPerIp.limit,
    );
    report.push(
      `exchange rates: 150 made-up codes, ${madeUp} calls to the Bank; 40 concurrent first asks for EUR, ${concurrent} call; ` +
        `one address asking 70 times, ${flood.filter((s) => s === 429).length} answered 429`,
    );
  });

  it("gives one client a few outside product-facts lookups a minute, not everyone's allowance", async () => {
    const before = vendors.requests.filter((r) => !r.path.startsWith('/valet/')).length;
    const one = addressClient(api.url, '127.0.4.1');
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await one.send('GET', `/api/product-facts/${ean(i)}`)).status);
    const calls = vendors.requests.filter((r) => !r.path.startsWith('/valet/')).length - before;
    const { PRODUCT_FACTS_CLIENT_LOOKUPS_PER_MINUTE: share, PRODUCT_FACTS_READS_PER_MINUTE: all } = testConfig();
    // The client's share of a minute (or of two, if the asks straddle a minute's end).
    const looked = statuses.filter((s) => s === 200).length;
    expect(looked).toBeGreaterThanOrEqual(share);
    expect(looked).toBeLessThanOrEqual(2 * share);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70 - looked);
    // Each lookup asked Open Food Facts once and UPCitemdb once.
    expect(calls).toBe(2 * looked);
    // Another client still has the rest of the minute's reads.
    const other = await addressClient(api.url, '127.0.4.2').send('GET', `/api/product-facts/${ean(1000)}`);
    expect(other.status).toBe(200);
    report.push(
      `product facts: one client's 70 barcodes, ${statuses.filter((s) => s === 200).length} looked up ` +
        `(${calls} outside calls, of the server's ${all} Open Food Facts reads a minute), ${statuses.filter((s) => s === 429).length} answered 429; another client's lookup answered`,
    );
  });

  it('limits new watches per address, whatever cookies it drops', async () => {
    const one = addressClient(api.url, '127.0.5.1');
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; Date.now() - started < 12_000 && i < 40; i++) {
      if (i % 3 === 0) one.newDevice();
      pages.set(`/w-${i}`, { price: 10 + i });
      statuses.push((await one.send('POST', '/api/watches', { url: pages.url(`/w-${i}`) })).status);
    }
    const created = statuses.filter((s) => s === 201).length;
    // An hour's limit (two, if the asks straddle an hour's end).
    expect(created).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMITS.watchCreatesPerIp.limit);
    expect(created).toBeLessThanOrEqual(2 * DEFAULT_RATE_LIMITS.watchCreatesPerIp.limit);
    report.push(
      `watches: one address dropping its cookie every third watch for 12 s: ${statuses.length} asked, ${created} made, ` +
        `${statuses.filter((s) => s === 429).length} answered 429 (${DEFAULT_RATE_LIMITS.watchCreatesPerIp.limit} an hour, ${DEFAULT_RATE_LIMITS.watchCreatesPerIpDaily.limit} a day)`,
    );
  }, 30_000);
});
