import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flightsRecorded, errorRecorded } from '../../../test/fixtures/suppliers-flights/fixtures.ts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { HttpError } from '../../http/errors.ts';
import { parseFlightSearch } from './validate.ts';

const NOW = Date.UTC(2026, 10, 23, 12); // the harness clock: 2026-11-23 12:00 UTC
const good = {
  departure_id: 'YVR',
  arrival_id: 'LAX',
  type: 1,
  outbound_date: '2026-12-01',
  return_date: '2026-12-08',
  adults: 1,
  travel_class: 1,
  currency: 'CAD',
  stops: 2,
};
const { return_date: _r, ...oneWayBase } = good;
const oneWay = { ...oneWayBase, type: 2 };

describe('flight search validation', () => {
  it.each([
    ['the defaults of the form', good],
    ['one way without a return date', oneWay],
    ['a same-day return', { ...good, return_date: '2026-12-01' }],
    ['departure today', { ...good, outbound_date: '2026-11-23' }],
    ['lower-case codes', { ...good, departure_id: 'yvr', arrival_id: 'lhr' }],
    ['the upper bounds', { ...good, adults: 9, travel_class: 4, stops: 3, currency: 'USD', deep_search: false }],
    ['the lower bounds', { ...good, adults: 1, travel_class: 1, stops: 0 }],
  ])('accepts %s', (_label, body) => {
    expect(parseFlightSearch(body, NOW)).toMatchObject({ sort_by: 1, gl: 'ca', hl: 'en' });
  });

  it('accepts a date that is already past in UTC but still today at UTC−12', () => {
    expect(() => parseFlightSearch({ ...good, outbound_date: '2026-11-23' }, Date.UTC(2026, 10, 24, 5))).not.toThrow();
    expect(() => parseFlightSearch({ ...good, outbound_date: '2026-11-23' }, Date.UTC(2026, 10, 24, 13))).toThrow();
  });

  it.each([
    ['an airport not in the list', { ...good, departure_id: 'XXX' }, 'departure_id'],
    ['a city name for a code', { ...good, arrival_id: 'VANCOUVER' }, 'arrival_id'],
    ['the same airport twice', { ...good, arrival_id: 'YVR' }, 'arrival_id'],
    ['no departure date', { ...good, outbound_date: undefined }, 'outbound_date'],
    ['a departure date in the past', { ...good, outbound_date: '2026-11-22' }, 'outbound_date'],
    [
      'a departure date that is no day',
      { ...good, outbound_date: '2027-02-30', return_date: '2027-03-05' },
      'outbound_date',
    ],
    ['a departure date in another format', { ...good, outbound_date: '01/12/2026' }, 'outbound_date'],
    ['a round trip without a return date', { ...good, return_date: undefined }, 'return_date'],
    ['a return before departure', { ...good, return_date: '2026-11-30' }, 'return_date'],
    ['a return date that is no day', { ...good, return_date: '2026-12-32' }, 'return_date'],
    ['a return date on a one-way trip', { ...oneWay, return_date: '2026-12-08' }, 'return_date'],
    ['0 adults', { ...good, adults: 0 }, 'adults'],
    ['10 adults', { ...good, adults: 10 }, 'adults'],
    ['1.5 adults', { ...good, adults: 1.5 }, 'adults'],
    ['class 0', { ...good, travel_class: 0 }, 'travel_class'],
    ['class 5', { ...good, travel_class: 5 }, 'travel_class'],
    ['stops 4', { ...good, stops: 4 }, 'stops'],
    ['stops -1', { ...good, stops: -1 }, 'stops'],
    ['a currency other than CAD or USD', { ...good, currency: 'EUR' }, 'currency'],
    ['trip type 3', { ...good, type: 3 }, 'type'],
    ['another sort order than the fixed one', { ...good, sort_by: 2 }, 'sort_by'],
    ['another country than CA', { ...good, gl: 'us' }, 'gl'],
  ])('refuses %s with a 400 naming %s', (_label, body, field) => {
    let err: unknown;
    try {
      parseFlightSearch(body, NOW);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect((err as HttpError).extra.field).toBe(field);
    expect((err as HttpError).message).toContain(field);
  });
});

describeEachDialect('POST /api/flights/search on %s', (dialect) => {
  let vendor: ReplayServer;
  let reply: () => ReplayResponse;
  let keyed: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    vendor = await startReplayServer(() => reply());
    keyed = await makeTestApp(dialect, { env: { SERPAPI_KEY: 'k', SERPAPI_BASE_URL: vendor.url } });
    plain = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await keyed.close();
    await plain.close();
    await vendor.close();
  });
  beforeEach(() => {
    reply = () => ({ status: 200, json: flightsRecorded() });
  });

  it('answers itineraries sorted by price with their total', async () => {
    const res = await client(keyed.app).post('/api/flights/search', {
      ...good,
      arrival_id: 'MNL',
      departure_id: 'SYD',
      currency: 'USD',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      itineraries: Array<{ price_value: number; currency: string }>;
      total: number;
      cached: boolean;
    };
    expect(body.total).toBe(7);
    expect(body.cached).toBe(false);
    expect(body.itineraries.map((i) => i.price_value)).toEqual([1171, 1188, 1568, 2385, 2544, 2853, 3188]);
    expect(body.itineraries.every((i) => i.currency === 'USD')).toBe(true);
  });

  it('serves the same search from the database cache for two hours, then asks again', async () => {
    const c = client(keyed.app);
    const body = { ...good, outbound_date: '2026-12-10', return_date: '2026-12-20' };
    const before = vendor.requests.length;
    expect(await (await c.post('/api/flights/search', body)).json()).toMatchObject({ cached: false, total: 7 });
    expect(await (await c.post('/api/flights/search', { ...body, departure_id: 'yvr' })).json()).toMatchObject({
      cached: true,
      total: 7,
    });
    expect(vendor.requests.length - before).toBe(1);
    expect(await (await c.post('/api/flights/search', { ...body, currency: 'USD' })).json()).toMatchObject({
      cached: false,
    });
    expect(vendor.requests.length - before).toBe(2);
    keyed.clock.advance(2 * 60 * 60 * 1000 + 1);
    expect(await (await c.post('/api/flights/search', body)).json()).toMatchObject({ cached: false });
    expect(vendor.requests.length - before).toBe(3);
  });

  it('does not cache a failure, and a rate limit reads "temporarily busy"', async () => {
    const body = { ...good, outbound_date: '2027-01-10', return_date: '2027-01-20' };
    reply = () => ({ status: 429, json: errorRecorded(), headers: { 'retry-after': '30' } });
    const busy = await client(keyed.app).post('/api/flights/search', body);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(await busy.json()).toMatchObject({ error: expect.stringContaining('temporarily busy'), retryable: true });
    reply = () => ({ status: 200, json: flightsRecorded() });
    expect(await (await client(keyed.app).post('/api/flights/search', body)).json()).toMatchObject({
      cached: false,
      total: 7,
    });
  });

  it.each([
    ['departure_id', { ...good, departure_id: 'XXX' }],
    ['outbound_date', { ...good, outbound_date: '2026-11-01' }],
    ['return_date', { ...good, return_date: undefined }],
    ['adults', { ...good, adults: 12 }],
    ['currency', { ...good, currency: 'EUR' }],
  ])('answers 400 naming %s, without asking the vendor', async (field, body) => {
    const before = vendor.requests.length;
    const res = await client(keyed.app).post('/api/flights/search', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field, error: expect.stringContaining(field) });
    expect(vendor.requests.length).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await plain.app.request('/api/flights/search', {
      method: 'POST',
      body: '{"departure_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('without a key, says no flight provider is configured and links the same search on Google Flights', async () => {
    const res = await client(plain.app).post('/api/flights/search', good);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error:
        'No flights searched: no flight provider configured on this server. Open the same search on Google Flights.',
      code: 'not_configured',
      retryable: false,
      searchUrl:
        'https://www.google.com/travel/flights?q=Flights%20from%20YVR%20to%20LAX%20on%202026-12-01%20through%202026-12-08&curr=CAD&hl=en&gl=ca',
    });
  });

  it('without a key, still validates first', async () => {
    const res = await client(plain.app).post('/api/flights/search', { ...good, stops: 9 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'stops' });
  });
});
