import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearchParams } from '@costlens/contracts';
import {
  errorRecorded,
  flightsOneWay,
  flightsRecorded,
  noResults,
} from '../../../test/fixtures/suppliers-flights/fixtures.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { ProviderError } from '../errors.ts';
import { createSerpApiClient } from '../transports/serpapi/client.ts';
import { createFlightProvider, googleFlightsUrl } from './index.ts';

const roundTrip: FlightSearchParams = {
  departure_id: 'POM',
  arrival_id: 'MNL',
  type: 1,
  outbound_date: '2025-09-10',
  return_date: '2025-09-17',
  adults: 1,
  travel_class: 1,
  sort_by: 1,
  deep_search: true,
  gl: 'ca',
  hl: 'en',
  currency: 'USD',
  stops: 0,
};

describe('SerpApi flight search (google_flights)', () => {
  let server: ReplayServer;
  let reply: (req: ReplayRequest) => ReplayResponse;
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req));
  });
  afterAll(() => server.close());
  const provider = () =>
    createFlightProvider(createSerpApiClient({ apiKey: 'k', baseUrl: server.url, timeoutMs: 2_000 }));

  it('sends the request fields as google_flights parameters', async () => {
    reply = () => ({ status: 200, json: flightsRecorded() });
    await provider().search({
      ...roundTrip,
      departure_id: 'YVR',
      arrival_id: 'LAX',
      currency: 'CAD',
      stops: 2,
      adults: 2,
      travel_class: 3,
    });
    expect(Object.fromEntries(server.requests.at(-1)!.query)).toEqual({
      engine: 'google_flights',
      departure_id: 'YVR',
      arrival_id: 'LAX',
      type: '1',
      outbound_date: '2025-09-10',
      return_date: '2025-09-17',
      adults: '2',
      travel_class: '3',
      sort_by: '1',
      deep_search: 'true',
      gl: 'ca',
      hl: 'en',
      currency: 'CAD',
      stops: '2',
      api_key: 'k',
    });
  });

  it('maps best_flights and other_flights to itineraries, cheapest first', async () => {
    reply = () => ({ status: 200, json: flightsRecorded() });
    const { itineraries, total } = await provider().search(roundTrip);
    expect(total).toBe(7);
    expect(itineraries.map((i) => i.price_value)).toEqual([1171, 1188, 1568, 2385, 2544, 2853, 3188]);
    expect(itineraries[0]).toEqual({
      summary: 'POM → MNL via BNE',
      duration_min: 830,
      stops: 1,
      carriers: ['Qantas'],
      times: { depart: '2025-09-10 13:15', arrive: '2025-09-11 01:05' },
      price_value: 1171,
      currency: 'USD',
    });
    expect(itineraries.find((i) => i.stops === 0)).toMatchObject({
      summary: 'POM → MNL',
      duration_min: 350,
      carriers: ['Air Niugini'],
      price_value: 2385,
    });
    expect(itineraries.find((i) => i.price_value === 2544)).toMatchObject({
      stops: 2,
      carriers: ['Air Niugini', 'Virgin Australia', 'Philippine Airlines'],
    });
  });

  it('one way: sends no return date, and puts an itinerary without a price last', async () => {
    reply = () => ({ status: 200, json: flightsOneWay() });
    const { itineraries } = await provider().search({ ...roundTrip, type: 2, return_date: '2025-09-17' });
    const sent = server.requests.at(-1)!.query;
    expect(sent.get('type')).toBe('2');
    expect(sent.has('return_date')).toBe(false);
    expect(itineraries.map((i) => i.price_value)).toEqual([1188, 1568, 2385, 2544, 2853, 3188, null]);
    expect(itineraries.at(-1)).toMatchObject({ carriers: ['Qantas'], duration_min: 830 });
  });

  it('answers an empty list for "hasn\'t returned any results"', async () => {
    reply = () => ({ status: 200, json: noResults('google_flights') });
    await expect(provider().search(roundTrip)).resolves.toEqual({ itineraries: [], total: 0 });
  });

  it.each([
    ['429', { status: 429, json: errorRecorded(), headers: { 'retry-after': '30' } }, 'busy'],
    ['the error body with 200', { status: 200, json: errorRecorded() }, 'unavailable'],
    ['the error body with 400', { status: 400, json: errorRecorded() }, 'unavailable'],
  ] as const)('fails on %s', async (_label, response, code) => {
    reply = () => ({ ...response });
    const err = await provider()
      .search(roundTrip)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).code).toBe(code);
  });
});

describe('no flight provider (no key)', () => {
  it('refuses to search rather than invent fares', async () => {
    const provider = createFlightProvider(null);
    expect(provider.configured).toBe(false);
    await expect(provider.search(roundTrip)).rejects.toMatchObject({ code: 'not_configured' });
  });

  it.each([
    [
      {
        departure_id: 'YVR',
        arrival_id: 'LAX',
        type: 1,
        outbound_date: '2026-12-01',
        return_date: '2026-12-08',
        adults: 1,
        travel_class: 1,
        currency: 'CAD',
      },
      'https://www.google.com/travel/flights?q=Flights%20from%20YVR%20to%20LAX%20on%202026-12-01%20through%202026-12-08&curr=CAD&hl=en&gl=ca',
    ],
    [
      {
        departure_id: 'YYZ',
        arrival_id: 'LHR',
        type: 2,
        outbound_date: '2026-12-01',
        adults: 2,
        travel_class: 3,
        currency: 'USD',
      },
      'https://www.google.com/travel/flights?q=Flights%20from%20YYZ%20to%20LHR%20on%202026-12-01%20one%20way%20for%202%20adults%20business%20class&curr=USD&hl=en&gl=ca',
    ],
  ] as const)('links to the same search on Google Flights: %o', (p, url) => {
    expect(googleFlightsUrl({ ...p, gl: 'ca', hl: 'en' })).toBe(url);
  });
});
