import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { ProviderError } from '../errors.ts';
import { createSerpApiClient } from '../transports/serpapi/client.ts';
import { createShoppingProvider, findMarket } from './index.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const SHOPPING = fixture('serpapi-google_shopping-1.json');
const AMAZON = fixture('serpapi-amazon-1.json');
const CREDIT_ERROR = fixture('serpapi-error-1.json');
const CA = findMarket('CA')!;

describe('SerpApi shopping adapter (wire-format replay)', () => {
  let server: ReplayServer;
  let reply: (q: URLSearchParams) => ReplayResponse;
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req.query));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
  const shopping = () =>
    createShoppingProvider(createSerpApiClient({ apiKey: 'k', baseUrl: server.url, timeoutMs: 2_000 }));

  it('asks google_shopping for Canada with merchant links, by brand and name', async () => {
    reply = () => ({ status: 200, json: SHOPPING });
    await shopping().compare({ market: CA, product: { name: 'Total Impact Shorts', brand: 'Burton' } });
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      engine: 'google_shopping',
      q: 'Burton Total Impact Shorts',
      gl: 'ca',
      hl: 'en',
      google_domain: 'google.ca',
      direct_link: 'true',
      api_key: 'k',
    });
  });

  it('reads the recorded shopping results: prices, currency from the symbol, merchant links, no second-hand listings', async () => {
    reply = () => ({ status: 200, json: SHOPPING });
    const offers = await shopping().compare({ market: CA, product: { name: 'Burton shorts' } });
    // 60 recorded items, 6 of them "used".
    expect(offers).toHaveLength(54);
    expect(offers.some((o) => /Vintage Burton R\.E\.D\./.test(o.title) || o.retailer === 'Depop')).toBe(false);
    expect(offers[1]).toEqual({
      retailer: 'LD Mountain Centre',
      title: 'Burton Total Impact Short - True Black',
      image: expect.stringMatching(/^https:\/\//),
      price: 135,
      currency: 'GBP',
      url: expect.stringMatching(/^https:\/\/www\.ldmountaincentre\.com\//),
      availability: null,
      notes: null,
    });
    // Item 1 has no merchant ("link": "#"): Google's product page stands in, named as such.
    expect(offers[0]).toMatchObject({
      retailer: 'Google Shopping',
      url: expect.stringMatching(/^https:\/\/www\.google\.com\/shopping\/product\//),
      price: 125.95,
    });
    expect(offers.find((o) => o.title.startsWith('Dreamscape Men'))?.notes).toBe('SALE · Was £59.99');
    expect(offers.every((o) => o.currency === 'GBP' && o.isSearchLink === undefined)).toBe(true);
  });

  it.each([
    ['$1,199.00', undefined, 1199, 'CAD'],
    ['CA$12,99', undefined, 12.99, 'CAD'],
    ['US$29.99 + tax', undefined, 29.99, 'USD'],
    ['2.699,00 €', undefined, 2699, 'EUR'],
    ['See website', undefined, null, 'CAD'],
    [undefined, undefined, null, 'CAD'],
    ['$19.99', 18.49, 18.49, 'CAD'],
  ])('price %o (extracted %o) → %o %s', async (price, extracted, want, currency) => {
    reply = () => ({
      status: 200,
      json: {
        search_metadata: { status: 'Success' },
        shopping_results: [
          { title: 'Kettle', source: 'Shop', link: 'https://shop.example/k', price, extracted_price: extracted },
        ],
      },
    });
    const [offer] = await shopping().compare({ market: CA, product: { name: 'kettle' } });
    expect(offer).toMatchObject({ price: want, currency });
  });

  it("skips items without a title or a web link, and reads the new layout's categorized results when the main list is empty", async () => {
    reply = () => ({
      status: 200,
      json: {
        search_metadata: { status: 'Success' },
        categorized_shopping_results: [
          {
            title: 'Top picks',
            shopping_results: [
              { title: 'Kettle A', source: 'A', link: 'https://a.example/1', extracted_price: 30 },
              { title: 'No link', link: '#' },
            ],
          },
          {
            title: 'More',
            shopping_results: [
              {
                title: 'Kettle B',
                link: 'javascript:alert(1)',
                product_link: 'https://b.example/2',
                extracted_price: 25,
              },
              { source: 'untitled', link: 'https://c.example' },
            ],
          },
        ],
      },
    });
    const offers = await shopping().compare({ market: CA, product: { name: 'kettle' } });
    expect(offers.map((o) => [o.title, o.retailer, o.url])).toEqual([
      ['Kettle A', 'A', 'https://a.example/1'],
      ['Kettle B', 'b.example', 'https://b.example/2'],
    ]);
  });

  it('searches the UPC first and the name when Google does not know the UPC', async () => {
    reply = (q) =>
      q.get('q') === '064000123456'
        ? {
            status: 200,
            json: {
              search_metadata: { status: 'Success' },
              error: "Google Shopping hasn't returned any results for this query.",
            },
          }
        : { status: 200, json: SHOPPING };
    const offers = await shopping().compare({ market: CA, product: { upc: '064000123456', name: 'Impact shorts' } });
    expect(server.requests.map((r) => r.query.get('q'))).toEqual(['064000123456', 'Impact shorts']);
    expect(offers.length).toBeGreaterThan(0);
  });

  it('merges similar-product queries without duplicate links, at most three paid searches', async () => {
    reply = () => ({ status: 200, json: SHOPPING });
    const offers = await shopping().similar({ market: CA, queries: ['a', 'b', 'c', 'd'] });
    expect(server.requests.map((r) => r.query.get('q'))).toEqual(['a', 'b', 'c']);
    expect(offers).toHaveLength(54);
    expect(new Set(offers.map((o) => o.url)).size).toBe(54);
    expect(offers[1]).toMatchObject({ source: 'LD Mountain Centre', price: 135, currency: 'GBP' });
  });

  it('keeps the answers of similar queries that worked when one fails, and fails when all do', async () => {
    reply = (q) =>
      q.get('q') === 'bad' ? { status: 500, json: { error: 'Internal error' } } : { status: 200, json: SHOPPING };
    await expect(shopping().similar({ market: CA, queries: ['bad', 'good'] })).resolves.toHaveLength(54);
    reply = () => ({
      status: 429,
      json: { error: 'Your searches for the month are exhausted.' },
      headers: { 'retry-after': '120' },
    });
    const err = await shopping()
      .similar({ market: CA, queries: ['x', 'y'] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code: 'busy', retryable: true, opts: { retryAfterSeconds: 120 } });
  });

  it('asks the amazon engine on amazon.ca and reads prices, Prime and ratings', async () => {
    reply = () => ({ status: 200, json: AMAZON });
    const result = await shopping().amazon({ market: CA, query: 'Smartphone' });
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      engine: 'amazon',
      k: 'Smartphone',
      amazon_domain: 'amazon.ca',
      language: 'en_CA',
      api_key: 'k',
    });
    expect(result.configured).toBe(true);
    expect(result.searchUrl).toBe('https://www.amazon.ca/s?k=Smartphone');
    expect(result.offers).toHaveLength(10);
    // The first recorded item has no price: it stays null, never 0.
    expect(result.offers[0]).toMatchObject({
      title: expect.stringMatching(/^Nokia G10/),
      price: null,
      currency: 'CAD',
      badges: { prime: false, rating: 3.5 },
    });
    expect(result.offers[1]).toMatchObject({
      price: 174,
      url: 'https://www.amazon.com/Samsung-Galaxy-S21-5G-Version/dp/B08VLMQ3KS/',
    });
  });

  it.each([
    [{ status: 429, json: { error: 'Your searches for the month are exhausted.' } }, 'busy'],
    [{ status: 503, body: 'upstream down' }, 'unavailable'],
    [{ status: 200, json: CREDIT_ERROR }, 'unavailable'],
  ])('maps an upstream failure %o to %s for every call', async (response, code) => {
    reply = () => response as ReplayResponse;
    const p = shopping();
    for (const call of [
      () => p.compare({ market: CA, product: { name: 'kettle' } }),
      () => p.similar({ market: CA, queries: ['kettle'] }),
      () => p.amazon({ market: CA, query: 'kettle' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ name: 'ProviderError', code });
    }
  });
});
