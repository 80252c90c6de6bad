import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualRecorded, dailyRecorded, valetReplay } from '../../../test/fixtures/bankofcanada/valet-replay.ts';
import { providerFailure } from '../../../test/provider-failure.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { manualClock } from '../../lib/clock.ts';
import { BANK_DAILY_CURRENCIES, BANK_DISCONTINUED_CURRENCIES } from './currency.ts';
import { ANNUAL_AVERAGE_YEAR, ANNUAL_AVERAGES } from './embedded.ts';
import { createEmbeddedExchangeRateProvider, createExchangeRateProvider, createValetProvider } from './index.ts';

// The recording's last business day is 2025-12-30; the clock stands the next day.
const dayAfterRecording = () => manualClock(Date.UTC(2025, 11, 31, 15));

describe('Bank of Canada Valet daily rates', () => {
  let server: ReplayServer;
  let reply: (req: ReplayRequest) => ReplayResponse;
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req));
  });
  afterAll(() => server.close());
  const valet = (clock = dayAfterRecording(), timeoutMs = 2_000) =>
    createValetProvider({ baseUrl: `${server.url}/valet`, clock, timeoutMs });

  it('asks for the latest observation of FX{CUR}CAD and answers it with its date and attribution', async () => {
    reply = valetReplay;
    const rate = await valet().rateToCad('USD');
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/valet/observations/FXUSDCAD/json');
    expect(Object.fromEntries(sent.query)).toEqual({ recent: '1' });
    expect(rate).toEqual({
      currency: 'USD',
      rate: 1.3693,
      date: '2025-12-30',
      source: {
        name: 'Bank of Canada',
        kind: 'daily',
        series: 'FXUSDCAD',
        url: `${server.url}/valet/observations/FXUSDCAD/json?recent=1`,
        termsUrl: 'https://www.bankofcanada.ca/terms/',
        attribution:
          'Bank of Canada daily exchange rate FXUSDCAD, 2025-12-30 (indicative). Terms: https://www.bankofcanada.ca/terms/',
      },
    });
  });

  it.each([
    [' eur ', 'EUR', 1.6097],
    ['jpy', 'JPY', 0.00876],
    ['CNY', 'CNY', 0.1957],
  ])('reads %j as %s (CAD %s for one unit)', async (typed, code, value) => {
    reply = valetReplay;
    await expect(valet().rateToCad(typed)).resolves.toMatchObject({ currency: code, rate: value });
  });

  it.each([
    ['a business day', '2025-12-23', '2025-12-13', 1.3705, '2025-12-23'],
    // 25 and 26 December are holidays and 27–28 a weekend: the last rate before is 24 December's
    ['a Saturday after two holidays', '2025-12-27', '2025-12-17', 1.3674, '2025-12-24'],
  ])('on %s, the last rate published on or before it', async (_label, on, start, value, date) => {
    reply = valetReplay;
    const rate = await valet().rateToCad('USD', { on });
    expect(Object.fromEntries(server.requests.at(-1)!.query)).toEqual({ start_date: start, end_date: on });
    expect(rate).toMatchObject({ rate: value, date });
  });

  it('answers CAD as 1 without asking the Bank', async () => {
    const before = server.requests.length;
    await expect(valet().rateToCad('cad')).resolves.toMatchObject({ currency: 'CAD', rate: 1, date: '2025-12-31' });
    expect(server.requests.length).toBe(before);
  });

  it.each(['US', 'US$', 'dollars', ''])('refuses %j without asking the Bank', async (typed) => {
    const before = server.requests.length;
    expect((await providerFailure(valet().rateToCad(typed))).code).toBe('refused');
    expect(server.requests.length).toBe(before);
  });

  it('refuses a date that is not one', async () => {
    expect((await providerFailure(valet().rateToCad('USD', { on: '2025-02-30' }))).code).toBe('refused');
  });

  it('an unknown series (the Bank answers 404) is refused, not guessed', async () => {
    reply = valetReplay;
    const err = await providerFailure(valet().rateToCad('XYZ'));
    expect(server.requests.at(-1)!.path).toBe('/valet/observations/FXXYZCAD/json');
    expect(err.code).toBe('refused');
    expect(err.message).toBe('The Bank of Canada publishes no daily rate for XYZ');
  });

  it('a discontinued series (listed, never observed) has no current rate', async () => {
    reply = valetReplay;
    const err = await providerFailure(valet().rateToCad('MYR'));
    expect(err.code).toBe('unavailable');
    expect(err.message).toMatch(/no daily rate for MYR/);
  });

  it('a latest rate weeks old is not presented as current', async () => {
    reply = valetReplay;
    const err = await providerFailure(valet(manualClock(Date.UTC(2026, 2, 1))).rateToCad('USD'));
    expect(err.code).toBe('unavailable');
    expect(err.message).toMatch(/since 2025-12-30/);
  });

  it.each([
    ['500 with a Valet message', { status: 500, json: { message: 'Internal error' } }, 'unavailable', 'Internal error'],
    ['502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, 'unavailable', 'answered 502'],
    ['503', { status: 503, body: '' }, 'unavailable', 'answered 503'],
    ['429', { status: 429, body: '', headers: { 'retry-after': '30' } }, 'busy', 'limiting'],
    ['a 200 that is not JSON', { status: 200, body: '<html>Maintenance</html>' }, 'bad_response', 'not JSON'],
    [
      'a 200 without observations',
      { status: 200, json: { terms: { url: 'x' } } },
      'bad_response',
      'without observations',
    ],
    [
      'a 200 whose value is not a rate',
      { status: 200, json: { observations: [{ d: '2025-12-30', FXUSDCAD: { v: 'n/a' } }] } },
      'bad_response',
      'not a rate',
    ],
  ] as const)('fails on %s', async (_label, response, code, message) => {
    reply = () => ({ ...response });
    const err = await providerFailure(valet().rateToCad('USD'));
    expect(err.code).toBe(code);
    expect(err.message).toContain(message);
    if (code === 'busy') expect(err.opts.retryAfterSeconds).toBe(30);
  });

  it('gives up after its time limit, and only past it', async () => {
    // The same late answer, 600 ms after the question: in time for a 2 s limit, too late for a 200 ms one.
    reply = (req) => ({ ...valetReplay(req), delayMs: 600 });
    expect((await valet(dayAfterRecording(), 2_000).rateToCad('USD')).rate).toBe(1.3693);
    const err = await providerFailure(valet(dayAfterRecording(), 200).rateToCad('USD'));
    expect(err.code).toBe('timeout');
  });

  it("lets the caller's own abort through unchanged", async () => {
    reply = () => ({ status: 200, json: {}, delayMs: Infinity });
    const controller = new AbortController();
    const pending = valet().rateToCad('USD', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('with the embedded annual average as fallback', () => {
    const provider = (timeoutMs = 2_000) =>
      createExchangeRateProvider({ valet: { baseUrl: `${server.url}/valet`, clock: dayAfterRecording(), timeoutMs } });

    it('uses the daily rate while the Bank answers', async () => {
      reply = valetReplay;
      await expect(provider().rateToCad('USD')).resolves.toMatchObject({ rate: 1.3693, source: { kind: 'daily' } });
    });

    it.each([
      ['a 503', () => ({ status: 503, body: '' }), 2_000],
      ['a timeout', () => ({ status: 200, json: {}, delayMs: Infinity }), 200],
      ['a malformed answer', () => ({ status: 200, body: 'not json' }), 2_000],
    ] as const)('falls back on %s, and says it is a 2024 annual average', async (_label, answer, timeoutMs) => {
      reply = answer;
      const rate = await provider(timeoutMs).rateToCad('USD');
      expect(rate).toMatchObject({
        currency: 'USD',
        rate: 1.3698,
        date: '2024',
        source: { kind: 'annual-average', series: 'FXAUSDCAD' },
      });
      expect(rate.source.attribution).toContain("not today's rate");
      expect(rate.note).toMatch(/daily rate could not be read/);
    });

    it('does not fall back for a currency the Bank does not publish', async () => {
      reply = valetReplay;
      expect((await providerFailure(provider().rateToCad('XYZ'))).code).toBe('refused');
    });

    it('a discontinued series has no annual average either', async () => {
      reply = valetReplay;
      expect((await providerFailure(provider().rateToCad('MYR'))).code).toBe('refused');
    });
  });
});

describe('the currencies the Bank publishes', () => {
  it('are the recorded daily series that carry observations; the others are the discontinued ones', () => {
    const recorded = dailyRecorded() as {
      seriesDetail: Record<string, unknown>;
      observations: Array<Record<string, unknown>>;
    };
    const code = (series: string) => series.replace(/^FX(\w{3})CAD$/, '$1');
    const observed = new Set(
      recorded.observations.flatMap((o) =>
        Object.keys(o)
          .filter((k) => k !== 'd')
          .map(code),
      ),
    );
    const listed = Object.keys(recorded.seriesDetail).map(code);
    expect([...BANK_DAILY_CURRENCIES].sort()).toEqual([...observed].sort());
    expect([...BANK_DISCONTINUED_CURRENCIES].sort()).toEqual(listed.filter((c) => !observed.has(c)).sort());
  });
});

describe('embedded annual averages', () => {
  it('are the Bank of Canada 2024 annual averages, exactly as recorded from Valet', () => {
    const recorded = annualRecorded();
    const last = recorded.observations.at(-1);
    expect(last.d).toBe(`${ANNUAL_AVERAGE_YEAR}-01-01`);
    const fromRecording = Object.fromEntries(
      Object.entries(last)
        .filter(([k]) => k !== 'd')
        .map(([k, v]) => [k.replace(/^FXA(\w{3})CAD$/, '$1'), (v as { v: string }).v]),
    );
    expect(ANNUAL_AVERAGES).toEqual(fromRecording);
  });

  it("says whose answers are worth keeping: the Bank's (configured), not the embedded table's", () => {
    expect(createExchangeRateProvider().configured).toBe(true);
    expect(createValetProvider().configured).toBe(true);
    expect(createEmbeddedExchangeRateProvider().configured).toBe(false);
  });

  it('answers with the year and says what it is', async () => {
    const rate = await createEmbeddedExchangeRateProvider().rateToCad('gbp');
    expect(rate).toMatchObject({ currency: 'GBP', rate: 1.7504, date: '2024', source: { kind: 'annual-average' } });
    expect(rate.source.attribution).toBe(
      "Bank of Canada 2024 annual average FXAGBPCAD, not today's rate (indicative). Terms: https://www.bankofcanada.ca/terms/",
    );
  });
});
