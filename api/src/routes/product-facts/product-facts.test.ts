// GET /api/product-facts/:code through the real router and database, the databases faked at the wire
// with recorded answers: what a client sees, how long each kind of answer is kept, and the databases'
// limits holding for every process on one database.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { ErrorBody, ProductFactsResponse } from '@costlens/contracts';
import * as recorded from '../../../test/fixtures/product-facts/fixtures.ts';
import { client, describeEachDialect, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { createApp } from '../../app.ts';
import { testConfig } from '../../env.ts';
import { createProviders } from '../../providers/index.ts';
import { createProductFactsProvider } from '../../providers/product-facts/index.ts';

const POULAIN = '7622210288257';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describeEachDialect('GET /api/product-facts/:code on %s', (dialect) => {
  let server: ReplayServer;
  let off: (req: ReplayRequest) => ReplayResponse;
  let upc: (req: ReplayRequest) => ReplayResponse;
  let t: TestApp;

  beforeAll(async () => {
    server = await startReplayServer((req) =>
      req.path.startsWith('/upc/') ? upc(req) : req.path.startsWith('/off/') ? off(req) : recorded.opfFound(),
    );
  });
  afterAll(() => server.close());

  async function start(env: Record<string, string> = {}) {
    const config = testConfig(env);
    t = await makeTestApp(dialect, {
      env,
      providers: {
        ...createProviders(config),
        productFacts: createProductFactsProvider({
          userAgent: config.PRODUCT_FACTS_USER_AGENT,
          openFactsBaseUrls: {
            food: `${server.url}/off`,
            beauty: `${server.url}/obf`,
            petfood: `${server.url}/opff`,
            product: `${server.url}/opf`,
          },
          upcitemdbBaseUrl: `${server.url}/upc`,
          timeoutMs: 300,
        }),
      },
    });
  }
  beforeEach(async () => {
    server.requests.length = 0;
    off = recorded.offFoundPoulain;
    upc = recorded.upcUnknown;
    await start();
  });
  afterEach(() => t.close());

  async function facts(code: string, app = t.app) {
    const res = await client(app).get(`/api/product-facts/${code}`);
    const body = (await res.json()) as unknown;
    expect(res.status, JSON.stringify(body)).toBe(200);
    return ProductFactsResponse.parse(body);
  }
  async function refusal(code: string) {
    const res = await client(t.app).get(`/api/product-facts/${code}`);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: ErrorBody.parse(await res.json()) };
  }

  it.each([
    ['a wrong check digit', '7622210288258'],
    ['too few digits', '12345'],
    ['letters', '76222102882a7'],
  ])('refuses %s as a misread barcode, asking nobody', async (_l, code) => {
    const { status, body } = await refusal(code);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_request', field: 'code' });
    expect(server.requests).toHaveLength(0);
  });

  it('answers the facts with their source, then from its copy for days', async () => {
    const first = await facts(POULAIN);
    expect(first).toMatchObject({
      code: POULAIN,
      found: true,
      name: 'Grand Arôme',
      brand: 'Poulain',
      quantity: '800 g',
      countries: ['France'],
      source: { database: 'Open Food Facts', licence: 'ODbL' },
      cached: false,
    });
    t.clock.advance(6 * DAY);
    expect(await facts(POULAIN)).toEqual({ ...first, cached: true });
    expect(server.requests).toHaveLength(1);
    t.clock.advance(2 * DAY);
    expect((await facts(POULAIN)).cached).toBe(false);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps one copy for a UPC-A and the EAN-13 that is the same code, answering each as asked', async () => {
    off = () => recorded.offNotFound();
    upc = recorded.upcFound;
    await facts('000000000000');
    const again = await facts('0000000000000');
    expect(again).toMatchObject({ code: '0000000000000', found: true, cached: true });
    expect(server.requests).toHaveLength(2); // Open Food Facts and UPCitemdb, once
  });

  it('keeps "no database knows this code" for a day', async () => {
    off = () => recorded.offNotFound();
    expect(await facts('012345678905')).toMatchObject({ found: false, searched: ['Open Food Facts', 'UPCitemdb'] });
    t.clock.advance(23 * HOUR);
    expect((await facts('012345678905')).cached).toBe(true);
    t.clock.advance(2 * HOUR);
    expect((await facts('012345678905')).cached).toBe(false);
  });

  it('keeps an answer UPCitemdb could not complete for an hour only', async () => {
    off = () => recorded.offNotFound();
    upc = recorded.upcExceeded;
    expect(await facts('012345678905')).toMatchObject({ found: false, searched: ['Open Food Facts'] });
    t.clock.advance(59 * 60 * 1000);
    expect((await facts('012345678905')).cached).toBe(true);
    t.clock.advance(2 * 60 * 1000);
    expect((await facts('012345678905')).cached).toBe(false);
  });

  it.each([
    ['429 with Retry-After', { status: 429, body: 'Too Many Requests', headers: { 'retry-after': '7' } }, 503, 'busy'],
    ['500', { status: 500, body: 'Internal Server Error' }, 502, 'upstream_unavailable'],
    ['a body that is not JSON', { status: 200, body: '<html></html>' }, 502, 'upstream_bad_response'],
    ['no answer in time', { status: 200, json: {}, delayMs: Infinity }, 504, 'timeout'],
  ] as const)('Open Food Facts answering %s: %s %s, and nothing kept', async (_l, answer, status, code) => {
    off = () => ({ ...answer });
    const refused = await refusal(POULAIN);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toBe(code);
    if (code === 'busy') expect(refused.retryAfter).toBe('7');
    t.clock.advance(10_000);
    off = recorded.offFoundPoulain;
    expect((await facts(POULAIN)).cached).toBe(false);
  });

  it('PRODUCT_FACTS=off: says the facts are unavailable here, asking nobody', async () => {
    await t.close();
    t = await makeTestApp(dialect, { env: { PRODUCT_FACTS: 'off' } });
    const { status, body } = await refusal(POULAIN);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: 'not_configured',
      error: 'Product facts are unavailable on this server.',
      retryable: false,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('counts the reads of every process on the database against one per-minute limit', async () => {
    await t.close();
    await start({ PRODUCT_FACTS_READS_PER_MINUTE: '2' });
    t.clock.set(Date.UTC(2026, 10, 23, 12, 0, 30));
    const other = createApp({ ...t.deps }); // a second API process on the same database
    await facts(POULAIN);
    await facts('3017620422003', other);
    const { status, retryAfter, body } = await refusal('5000112637922');
    expect(status).toBe(503);
    expect(body.code).toBe('busy');
    expect(retryAfter).toBe('30');
    expect(server.requests).toHaveLength(2);
  });

  it("gives each client a few lookups a minute, so one cannot spend everyone's allowance", async () => {
    await t.close();
    await start({ TRUST_PROXY: 'true', PRODUCT_FACTS_READS_PER_MINUTE: '15' });
    off = () => recorded.offNotFound();
    upc = recorded.upcUnknown;
    const from = (address: string, code: string) =>
      client(t.app).get(`/api/product-facts/${code}`, { 'x-forwarded-for': address });
    // 70 different barcodes from one address, as fast as it can.
    const codes = Array.from({ length: 70 }, (_, i) =>
      withCheckDigit(`0${String(100_000_000 + i * 7919).padStart(10, '0')}`),
    );
    const statuses: number[] = [];
    for (const code of codes) statuses.push((await from('203.0.113.7', code)).status);
    const { PRODUCT_FACTS_CLIENT_LOOKUPS_PER_MINUTE: share } = testConfig();
    expect(statuses.filter((s) => s === 200)).toHaveLength(share);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70 - share);
    const upcCalls = server.requests.filter((r) => r.path.startsWith('/upc/')).length;
    expect(upcCalls).toBe(share);
    // Another client still gets its lookups, from the same minute's allowance.
    expect((await from('198.51.100.4', POULAIN)).status).toBe(200);
    // A copy the server keeps costs nothing: the first client may read it again.
    expect((await from('203.0.113.7', codes[0]!)).status).toBe(200);
  });

  it("keeps each client's UPCitemdb lookups to its share of the day's", async () => {
    await t.close();
    await start({ TRUST_PROXY: 'true', PRODUCT_FACTS_CLIENT_UPCITEMDB_DAILY_CALLS: '2' });
    off = () => recorded.offNotFound();
    const codes = ['012345678905', '036000291452', '042100005264'];
    const answers = [];
    for (const code of codes) {
      const res = await client(t.app).get(`/api/product-facts/${code}`, { 'x-forwarded-for': '203.0.113.8' });
      answers.push(ProductFactsResponse.parse(await res.json()).searched);
    }
    expect(answers).toEqual([['Open Food Facts', 'UPCitemdb'], ['Open Food Facts', 'UPCitemdb'], ['Open Food Facts']]);
  });
});

/** A UPC-A/EAN-13 with its check digit, from the digits before it. */
function withCheckDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
