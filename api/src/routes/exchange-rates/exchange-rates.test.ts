// GET /api/exchange-rates at the wire: the real router and database, the Bank of Canada's Valet faked by a
// replay server answering from the recorded Valet files. The Valet clock stands on the day after the
// recording; the route's own clock (the cache's) is the harness clock, moved to expire what it keeps.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, ExchangeRateResponse } from '@costlens/contracts';
import { valetReplay } from '../../../test/fixtures/bankofcanada/valet-replay.ts';
import { client, describeEachDialect, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { createProviders } from '../../providers/index.ts';
import { createExchangeRateProvider } from '../../providers/exchange-rates/index.ts';
import { testConfig } from '../../env.ts';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit.ts';
import { manualClock } from '../../lib/clock.ts';
import { DAILY_RATE_TTL_MS, FALLBACK_RATE_TTL_MS } from './index.ts';

const MINUTE = 60_000;
const TERMS = 'https://www.bankofcanada.ca/terms/';

describeEachDialect('GET /api/exchange-rates on %s', (dialect) => {
  let valet: ReplayServer;
  let reply: (req: ReplayRequest) => ReplayResponse = valetReplay;
  let t: TestApp;
  let get: (currency: string) => Promise<Response>;
  const asked = () => valet.requests.length;

  beforeAll(async () => {
    valet = await startReplayServer((req) => reply(req));
    const exchangeRates = createExchangeRateProvider({
      valet: { baseUrl: `${valet.url}/valet`, clock: manualClock(Date.UTC(2025, 11, 31, 15)), timeoutMs: 300 },
    });
    t = await makeTestApp(dialect, { providers: { ...createProviders(testConfig()), exchangeRates } });
    const c = client(t.app);
    get = (currency) => c.get(`/api/exchange-rates?currency=${encodeURIComponent(currency)}`);
  });
  afterAll(async () => {
    await t?.close();
    await valet?.close();
  });
  beforeEach(() => {
    reply = valetReplay;
    // Each test starts a week later: nothing another test kept is still fresh.
    t.clock.advance(7 * 24 * 60 * MINUTE);
  });

  async function rate(res: Response): Promise<ExchangeRateResponse> {
    expect(res.status, await res.clone().text()).toBe(200);
    return ExchangeRateResponse.parse(await res.json());
  }

  it("answers the Bank's latest daily rate with its date and attribution, and keeps it a day", async () => {
    const before = asked();
    expect(await rate(await get('usd'))).toEqual({
      currency: 'USD',
      rateToCad: 1.3693,
      date: '2025-12-30',
      source: {
        kind: 'daily',
        name: 'Bank of Canada',
        series: 'FXUSDCAD',
        url: `${valet.url}/valet/observations/FXUSDCAD/json?recent=1`,
        termsUrl: TERMS,
        attribution: `Bank of Canada daily exchange rate FXUSDCAD, 2025-12-30 (indicative). Terms: ${TERMS}`,
      },
      note: null,
      cached: false,
    });
    expect(asked()).toBe(before + 1);
    expect(valet.requests.at(-1)!.path).toBe('/valet/observations/FXUSDCAD/json');

    t.clock.advance(DAILY_RATE_TTL_MS - MINUTE);
    expect(await rate(await get('USD'))).toMatchObject({ rateToCad: 1.3693, cached: true });
    expect(asked()).toBe(before + 1);

    t.clock.advance(2 * MINUTE);
    expect(await rate(await get('USD'))).toMatchObject({ rateToCad: 1.3693, cached: false });
    expect(asked()).toBe(before + 2);
  });

  it.each([
    ['answers 503', (): ReplayResponse => ({ status: 503, body: '' })],
    ['answers HTML', (): ReplayResponse => ({ status: 200, body: '<html>Maintenance</html>' })],
    ['does not answer in time', (): ReplayResponse => ({ status: 200, json: {}, delayMs: Infinity })],
  ])('when the Bank %s: the 2024 annual average, saying so, kept ten minutes', async (_label, failure) => {
    reply = failure;
    const before = asked();
    const fallback = await rate(await get('EUR'));
    expect(fallback).toMatchObject({
      currency: 'EUR',
      rateToCad: 1.4818,
      date: '2024',
      source: { kind: 'annual', series: 'FXAEURCAD' },
      cached: false,
    });
    expect(fallback.source.attribution).toContain("not today's rate");
    expect(fallback.note).toMatch(/^The Bank of Canada's daily rate could not be read/);

    t.clock.advance(FALLBACK_RATE_TTL_MS - MINUTE);
    expect(await rate(await get('EUR'))).toMatchObject({ source: { kind: 'annual' }, cached: true });
    expect(asked()).toBe(before + 1);

    // Past ten minutes the Bank is asked again, and its daily rate replaces the fallback.
    reply = valetReplay;
    t.clock.advance(2 * MINUTE);
    expect(await rate(await get('EUR'))).toMatchObject({
      rateToCad: 1.6097,
      date: '2025-12-30',
      source: { kind: 'daily' },
      cached: false,
    });
    expect(asked()).toBe(before + 2);
  });

  it('answers CAD as 1 without asking the Bank', async () => {
    const before = asked();
    expect(await rate(await get('cad'))).toMatchObject({ currency: 'CAD', rateToCad: 1, source: { kind: 'none' } });
    expect(asked()).toBe(before);
  });

  it.each(['US$', 'dollars', '', 'U5D'])(
    'refuses %j as invalid_request on currency, without asking the Bank',
    async (typed) => {
      const before = asked();
      const res = await get(typed);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json())).toMatchObject({ code: 'invalid_request', field: 'currency' });
      expect(asked()).toBe(before);
    },
  );

  it.each([
    ['XYZ', 'The Bank of Canada publishes no daily rate for XYZ'],
    ['MYR', 'The Bank of Canada no longer publishes a daily rate for MYR'],
  ])('refuses %s, a currency the Bank does not publish, without asking it', async (code, error) => {
    const before = asked();
    const res = await get(code);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json())).toEqual({ error, code: 'invalid_request', field: 'currency' });
    expect(asked()).toBe(before);
  });

  it('asks the Bank nothing for 150 made-up currency codes', async () => {
    const before = asked();
    const codes = Array.from(
      { length: 150 },
      (_, i) => `Q${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
    );
    const statuses = await Promise.all(codes.map(async (code) => (await get(code)).status));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(asked()).toBe(before);
  });

  it('makes one call for 40 concurrent first asks for one currency', async () => {
    // The Bank answers a little late, so the asks overlap (within the provider's time limit).
    reply = (req) => ({ ...valetReplay(req), delayMs: 100 });
    const before = asked();
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('EUR').then(rate)));
    expect(new Set(answers.map((a) => `${a.currency} ${a.rateToCad}`)).size).toBe(1);
    expect(asked()).toBe(before + 1);
  });
});

describe('GET /api/exchange-rates from one client', () => {
  it('is rate limited per client address', async () => {
    const t = await makeTestApp('sqlite', {
      rateLimits: { exchangeRatesPerIp: DEFAULT_RATE_LIMITS.exchangeRatesPerIp },
    });
    try {
      const c = client(t.app);
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.exchangeRatesPerIp.limit; i++) {
        statuses.push((await c.get('/api/exchange-rates?currency=CAD')).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_RATE_LIMITS.exchangeRatesPerIp.limit);
    } finally {
      await t.close();
    }
  });
});
