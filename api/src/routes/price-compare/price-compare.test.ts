import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AmazonResponse, ErrorBody, ExplainResponse, PriceCompareResponse, PriceOffer } from '@costlens/contracts';
import { DIALECTS, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { testConfig } from '../../env.ts';
import { PROVIDER_CACHE_TTL_MS } from '../../http/provider-call.ts';
import { createProviders } from '../../providers/index.ts';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../providers/shopping/test-fixtures/${name}`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const SHOPPING = fixture('serpapi-google_shopping-1.json');
const AMAZON = fixture('serpapi-amazon-1.json');
const CREDIT_ERROR = fixture('serpapi-error-1.json');

const BY_NAME = {
  country: 'CA',
  product: { name: 'Total Impact Shorts', brand: 'Burton' },
  query: 'Burton impact shorts',
};

describe.each(DIALECTS)('price comparison and the Amazon tab on %s', (dialect) => {
  let server: ReplayServer;
  let reply: (q: URLSearchParams) => ReplayResponse;
  let t: TestApp;
  beforeAll(async () => {
    server = await startReplayServer((req) => reply(req.query));
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await t?.close();
    server.requests.length = 0;
  });
  const keyed = async () =>
    (t = await makeTestApp(dialect, { env: { SERPAPI_KEY: 'k', SERPAPI_BASE_URL: server.url } }));
  const noKey = async () => (t = await makeTestApp(dialect));

  describe('POST /api/price-compare', () => {
    it.each([
      [undefined, 400, 'Request body is required', undefined],
      [{ country: 'CA' }, 400, 'product', 'product'],
      [{ country: 'CA', product: {} }, 400, 'product needs a upc or a name', 'product'],
      [{ country: 'CA', product: { upc: '12-34' } }, 400, 'product.upc', 'product.upc'],
      [{ country: 'CA', product: { name: '   ' } }, 400, 'product.name', 'product.name'],
      [{ country: 'US', product: { name: 'kettle' } }, 400, 'country: price search covers CA only', 'country'],
    ])('answers %o with %i naming what is wrong', async (body, status, message, field) => {
      await keyed();
      const res = await client(t.app).post('/api/price-compare', body);
      expect(res.status).toBe(status);
      const err = (await res.json()) as ErrorBody;
      expect(err.error).toContain(message);
      expect(err.field).toBe(field);
      expect(server.requests).toHaveLength(0);
    });

    it('answers the offers cheapest first, from google_shopping in Canada', async () => {
      await keyed();
      reply = () => ({ status: 200, json: SHOPPING });
      const res = await client(t.app).post('/api/price-compare', BY_NAME);
      expect(res.status).toBe(200);
      const body = (await res.json()) as PriceCompareResponse;
      expect(body.cached).toBe(false);
      expect(body.provider).toBe('serpapi');
      expect(body.offers).toHaveLength(54);
      const prices = body.offers.map((o) => o.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.offers[0]).toMatchObject({
        title: 'Precision Attack Shorts Adult -Black-DS, L 34-36" / Black',
        retailer: 'Style N Sport',
        price: 8.95,
        currency: 'GBP',
      });
      expect(server.requests[0]!.query.get('gl')).toBe('ca');
      expect(server.requests[0]!.query.get('q')).toBe('Burton Total Impact Shorts');
    });

    it('serves a repeated request from the two-hour cache, normalised, then asks again once it expired', async () => {
      await keyed();
      reply = () => ({ status: 200, json: SHOPPING });
      const me = client(t.app);
      const first = (await (await me.post('/api/price-compare', BY_NAME)).json()) as PriceCompareResponse;
      // Same request, other spelling: case and spaces do not make it a new search.
      const again = await me.post('/api/price-compare', {
        ...BY_NAME,
        product: { name: '  total IMPACT   shorts ', brand: 'BURTON' },
        query: 'burton impact shorts',
      });
      const hit = (await again.json()) as PriceCompareResponse;
      expect(hit.cached).toBe(true);
      expect(hit.offers).toEqual(first.offers);
      expect(server.requests).toHaveLength(1);

      t.clock.advance(PROVIDER_CACHE_TTL_MS - 1);
      expect(((await (await me.post('/api/price-compare', BY_NAME)).json()) as PriceCompareResponse).cached).toBe(true);
      t.clock.advance(1);
      const expired = (await (await me.post('/api/price-compare', BY_NAME)).json()) as PriceCompareResponse;
      expect(expired.cached).toBe(false);
      expect(server.requests).toHaveLength(2);
    });

    it('says "temporarily busy" with retryable and Retry-After on a 429 upstream, and does not cache the failure', async () => {
      await keyed();
      reply = () => ({
        status: 429,
        json: { error: 'Your searches for the month are exhausted.' },
        headers: { 'retry-after': '90' },
      });
      const res = await client(t.app).post('/api/price-compare', BY_NAME);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('90');
      const err = (await res.json()) as ErrorBody;
      expect(err.error).toContain('temporarily busy');
      expect(err.retryable).toBe(true);

      reply = () => ({ status: 200, json: SHOPPING });
      const ok = await client(t.app).post('/api/price-compare', BY_NAME);
      expect(((await ok.json()) as PriceCompareResponse).cached).toBe(false);
    });

    it.each([
      [{ status: 500, json: { error: 'Internal error' } }, 502, true],
      [{ status: 200, json: CREDIT_ERROR }, 502, true],
      [{ status: 401, json: { error: 'Invalid API key.' } }, 503, false],
    ])(
      'maps upstream %o to %i (retryable %s) without a vendor message leaking as a 500',
      async (upstream, status, retryable) => {
        await keyed();
        reply = () => upstream;
        const res = await client(t.app).post('/api/price-compare', BY_NAME);
        expect(res.status).toBe(status);
        const err = (await res.json()) as ErrorBody;
        expect(err.retryable).toBe(retryable);
        expect(err.error).toMatch(/^Price comparison /);
      },
    );

    it('without a key answers search links at Canadian retailers: no price, no cache notice, no outside call', async () => {
      await noKey();
      const res = await client(t.app).post('/api/price-compare', {
        country: 'CA',
        product: { upc: '064000123456' },
        query: 'Breville kettle',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as PriceCompareResponse;
      expect(body).toMatchObject({ cached: false, provider: 'embedded' });
      expect(body.offers.length).toBeGreaterThanOrEqual(8);
      expect(body.offers.every((o: PriceOffer) => o.isSearchLink === true && o.price === null)).toBe(true);
      expect(body.offers.map((o) => o.retailer)).toContain('Canadian Tire');
      expect(server.requests).toHaveLength(0);
      expect(
        (
          (await (
            await client(t.app).post('/api/price-compare', {
              country: 'CA',
              product: { upc: '064000123456' },
              query: 'Breville kettle',
            })
          ).json()) as PriceCompareResponse
        ).cached,
      ).toBe(false);
    });
  });

  describe('POST /api/price-compare/amazon', () => {
    it('answers amazon.ca results cheapest first with the unpriced ones last, cached on repeat', async () => {
      await keyed();
      reply = () => ({ status: 200, json: AMAZON });
      const me = client(t.app);
      const body = (await (
        await me.post('/api/price-compare/amazon', { country: 'CA', product: { name: 'Smartphone' } })
      ).json()) as AmazonResponse;
      expect(body).toMatchObject({
        cached: false,
        configured: true,
        searchUrl: 'https://www.amazon.ca/s?k=Smartphone',
      });
      expect(body.offers.map((o) => o.price)).toEqual([
        39.99,
        74,
        94.04,
        174,
        219.99,
        221.9,
        249.99,
        257.5,
        399.99,
        null,
      ]);
      expect(server.requests[0]!.query.get('amazon_domain')).toBe('amazon.ca');
      const again = (await (
        await me.post('/api/price-compare/amazon', { country: 'ca', product: { name: 'smartphone' } })
      ).json()) as AmazonResponse;
      expect(again.cached).toBe(true);
      expect(server.requests).toHaveLength(1);
    });

    it('says the Amazon search is busy on a 429', async () => {
      await keyed();
      reply = () => ({ status: 429, json: { error: 'Too many requests' } });
      const res = await client(t.app).post('/api/price-compare/amazon', { country: 'CA', product: { name: 'kettle' } });
      expect(res.status).toBe(503);
      expect(((await res.json()) as ErrorBody).error).toBe(
        'Amazon search is temporarily busy. Please try again in a few minutes.',
      );
    });

    it('without a key says it is not configured and gives the amazon.ca search', async () => {
      await noKey();
      const body = (await (
        await client(t.app).post('/api/price-compare/amazon', {
          country: 'CA',
          product: { name: 'USB-C cable', brand: 'Anker' },
        })
      ).json()) as AmazonResponse;
      expect(body).toEqual({
        offers: [],
        cached: false,
        configured: false,
        searchUrl: 'https://www.amazon.ca/s?k=Anker%20USB-C%20cable',
      });
    });

    it('needs a product name', async () => {
      await noKey();
      const res = await client(t.app).post('/api/price-compare/amazon', {
        country: 'CA',
        product: { upc: '064000123456' },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe('product.name');
    });
  });

  describe('explanations', () => {
    const offer = (retailer: string, price: number | null, currency = 'CAD'): PriceOffer => ({
      retailer,
      title: `Kettle at ${retailer}`,
      image: null,
      price,
      currency,
      url: `https://${retailer.toLowerCase()}.example/k`,
      availability: null,
      notes: null,
    });
    const OFFERS = [
      offer('Walmart', 19.99),
      offer('Best Buy', 32.1),
      offer('Costco', 54),
      offer('Walmart', 30),
      offer('Other', null),
    ];

    it('without a model, summarises the offers: count, retailers, cheapest, median and spread', async () => {
      await noKey();
      const res = await client(t.app).post('/api/price-compare/explain', {
        country: 'CA',
        product: { name: 'Kettle' },
        offers: OFFERS,
      });
      expect(res.status).toBe(200);
      expect((await res.json()) as ExplainResponse).toEqual({
        source: 'summary',
        explanation:
          'Found 4 priced offers from 3 retailers for “Kettle”. The cheapest is $19.99 at Walmart, 36% below the median price of $31.05. Prices range from $19.99 to $54.00, a spread of $34.01. 1 offer lists no price.',
      });
    });

    it('uses the configured model, and falls back to the summary when the model fails', async () => {
      const providers = createProviders(testConfig());
      const model = {
        name: 'test-model',
        configured: true,
        explain: async () => 'Walmart has the best deal at $19.99.',
      };
      t = await makeTestApp(dialect, { providers: { ...providers, explainer: model } });
      const good = (await (
        await client(t.app).post('/api/price-compare/explain', {
          country: 'CA',
          product: { name: 'Kettle' },
          offers: OFFERS,
        })
      ).json()) as ExplainResponse;
      expect(good).toEqual({ explanation: 'Walmart has the best deal at $19.99.', source: 'model' });
      await t.close();

      t = await makeTestApp(dialect, {
        providers: {
          ...providers,
          explainer: {
            name: 'test-model',
            configured: true,
            explain: async () => {
              throw new Error('model down');
            },
          },
        },
      });
      const fallback = (await (
        await client(t.app).post('/api/price-compare/explain', {
          country: 'CA',
          product: { name: 'Kettle' },
          offers: OFFERS,
        })
      ).json()) as ExplainResponse;
      expect(fallback.source).toBe('summary');
      expect(fallback.explanation).toMatch(/^Found 4 priced offers/);
    });

    it('summarises search links honestly, and Amazon results by price, Prime and rating', async () => {
      await noKey();
      const links = (
        (await (
          await client(t.app).post('/api/price-compare', { country: 'CA', product: { name: 'Kettle' } })
        ).json()) as PriceCompareResponse
      ).offers;
      const linkText = (
        (await (
          await client(t.app).post('/api/price-compare/explain', {
            country: 'CA',
            product: { name: 'Kettle' },
            offers: links,
          })
        ).json()) as ExplainResponse
      ).explanation;
      expect(linkText).toBe(
        'No prices were checked for “Kettle”: no shopping search is configured on this server. The list links to searches at 8 retailers so you can compare current prices yourself.',
      );

      const amazon = [
        {
          title: 'Kettle A',
          image: null,
          price: 40,
          currency: 'CAD',
          url: 'https://www.amazon.ca/dp/A',
          badges: { prime: true, rating: 4.1 },
        },
        {
          title: 'Kettle B',
          image: null,
          price: 25.5,
          currency: 'CAD',
          url: 'https://www.amazon.ca/dp/B',
          badges: { prime: false, rating: 4.6 },
        },
        {
          title: 'Kettle C',
          image: null,
          price: null,
          currency: 'CAD',
          url: 'https://www.amazon.ca/dp/C',
          badges: { prime: false, rating: null },
        },
      ];
      const text = (
        (await (
          await client(t.app).post('/api/price-compare/amazon/explain', {
            country: 'CA',
            product: { name: 'Kettle' },
            offers: amazon,
          })
        ).json()) as ExplainResponse
      ).explanation;
      expect(text).toBe(
        '2 of 3 Amazon results for “Kettle” show a price. The cheapest is $25.50 (“Kettle B”). 1 of the priced results is Prime. The best rated priced result (4.6 of 5) is “Kettle B” at $25.50.',
      );
    });

    it('refuses an explain request without offers or product', async () => {
      await noKey();
      const res = await client(t.app).post('/api/price-compare/explain', { country: 'CA', offers: [] });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe('product');
    });
  });
});
