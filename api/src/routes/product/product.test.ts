import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ExtractUrlResponse, ExtractedProduct, FindSimilarResponse } from '@costlens/contracts';
import { describeEachDialect, client, makeTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { startReplayServer } from '../../../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../../../test/replay-server.ts';
import { PROVIDER_CACHE_TTL_MS } from '../../http/provider-call.ts';

const SHOPPING = JSON.parse(
  readFileSync(
    new URL('../../providers/shopping/test-fixtures/serpapi-google_shopping-1.json', import.meta.url),
    'utf8',
  ),
) as { shopping_results: Array<{ link: string }> };

// A product page written for these tests: JSON-LD Product with a GBP offer, as a UK shop would publish it.
const PRODUCT_PAGE = `<!doctype html><html><head><title>Burton Men's Total Impact Shorts | Test Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Test Shop"},
{"@type":"Product","name":"Burton Men's Total Impact Shorts","brand":{"@type":"Brand","name":"Burton"},"category":"Snowboarding > Protection > Impact Shorts",
"description":"Padded impact shorts for snowboarding. Tailbone and hip protection.","offers":{"@type":"Offer","price":"149.95","priceCurrency":"GBP","availability":"https://schema.org/InStock"}}]}</script>
</head><body><h1>Burton Men's Total Impact Shorts</h1></body></html>`;
// No markup names the product: only the visible text does, so only a model could read it.
const PLAIN_PAGE = `<!doctype html><html><head><title></title></head><body><div class="hero"><div>Acme Kettle 1.7 L, brushed steel</div>
<div>Now $49.99 (was $59.99)</div><ul><li>Boils 1.7 L in 4 minutes</li><li>Auto shut-off</li></ul></div></body></html>`;
const NOT_A_PRODUCT = '<!doctype html><html><head><title></title></head><body><p>Welcome</p></body></html>';

const SHORTS: ExtractedProduct = {
  name: "Burton Men's Total Impact Shorts",
  brand: 'Burton',
  category: 'Snowboarding > Protection > Impact Shorts',
  price: 149.95,
  currency: 'GBP',
  keyFeatures: [],
};

/** A chat-completions answer in the vendor's envelope (shape of the recorded openai-chat_completions-1.json). */
const chatAnswer = (content: unknown, finishReason = 'stop'): ReplayResponse => ({
  status: 200,
  json: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1727346143,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify(content), refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 300, completion_tokens: 60, total_tokens: 360 },
  },
});
const MODEL_KETTLE = {
  isProductPage: true,
  name: 'Acme Kettle 1.7 L',
  brand: 'Acme',
  category: null,
  price: 49.99,
  currency: null,
  keyFeatures: ['Boils 1.7 L in 4 minutes', 'Auto shut-off'],
};

describeEachDialect('URL search routes on %s', (dialect) => {
  let vendor: ReplayServer; // pages and SerpApi, allowed by FETCH_ALLOW_PRIVATE
  let forbidden: ReplayServer; // a private server nobody may reach: its hit count must stay 0
  let serp: (q: URLSearchParams) => ReplayResponse;
  let chat: (body: Record<string, unknown>) => ReplayResponse = () => ({
    status: 500,
    json: { error: { message: 'not expected' } },
  });
  let t: TestApp;
  beforeAll(async () => {
    vendor = await startReplayServer((req: ReplayRequest): ReplayResponse => {
      if (req.path === '/search.json') return serp(req.query);
      if (req.path === '/v1/chat/completions') return chat(JSON.parse(req.body) as Record<string, unknown>);
      if (req.path === '/plain.html')
        return { status: 200, body: PLAIN_PAGE, headers: { 'content-type': 'text/html' } };
      if (req.path === '/shorts.html')
        return { status: 200, body: PRODUCT_PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } };
      if (req.path === '/blank.html')
        return { status: 200, body: NOT_A_PRODUCT, headers: { 'content-type': 'text/html' } };
      if (req.path === '/data.json') return { status: 200, json: { name: 'not html' } };
      if (req.path === '/gone.html')
        return { status: 404, body: 'Not found', headers: { 'content-type': 'text/html' } };
      if (req.path === '/busy.html') return { status: 503, body: 'Busy', headers: { 'content-type': 'text/html' } };
      if (req.path === '/to-private')
        return { status: 302, body: '', headers: { location: `${forbidden.url}/secret` } };
      if (req.path === '/to-metadata')
        return { status: 301, body: '', headers: { location: 'http://169.254.169.254/latest/meta-data/' } };
      return { status: 404, body: 'no such page' };
    });
    forbidden = await startReplayServer(() => ({
      status: 200,
      body: PRODUCT_PAGE,
      headers: { 'content-type': 'text/html' },
    }));
  });
  afterAll(async () => {
    await vendor.close();
    await forbidden.close();
  });
  afterEach(async () => {
    await t?.close();
    vendor.requests.length = 0;
  });
  const vendorHost = () => new URL(vendor.url).host;
  const keyed = async () =>
    (t = await makeTestApp(dialect, {
      env: { SERPAPI_KEY: 'k', SERPAPI_BASE_URL: vendor.url, FETCH_ALLOW_PRIVATE: vendorHost() },
    }));
  const noKey = async () => (t = await makeTestApp(dialect, { env: { FETCH_ALLOW_PRIVATE: vendorHost() } }));

  describe('POST /api/product/extract-url', () => {
    it('reads name, brand, category, price, currency and features from a page the test setting allows', async () => {
      await noKey();
      const res = await client(t.app).post('/api/product/extract-url', { url: `  ${vendor.url}/shorts.html  ` });
      expect(res.status).toBe(200);
      const body = (await res.json()) as ExtractUrlResponse;
      expect(body.product).toMatchObject({
        ...SHORTS,
        keyFeatures: ['Padded impact shorts for snowboarding.', 'Tailbone and hip protection.'],
      });
      expect(body.source).toBe('json-ld');
    });

    it('answers a clear error when the page names no product', async () => {
      await noKey();
      const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}/blank.html` });
      expect(res.status).toBe(422);
      expect((await res.json()) as ErrorBody).toEqual({
        error: 'Failed to extract product information: the page does not name a product we can read.',
        code: 'not_recognised',
        retryable: false,
      });
    });

    // Refused before any byte leaves: the forbidden server must never be reached.
    it.each([
      ['loopback', () => `${forbidden.url}/p.html`, 422],
      ['localhost', () => `http://localhost:${new URL(forbidden.url).port}/p.html`, 422],
      ['IPv6 loopback', () => `http://[::1]:${new URL(forbidden.url).port}/`, 422],
      ['decimal loopback', () => `http://2130706433:${new URL(forbidden.url).port}/`, 422],
      ['octal loopback', () => `http://0177.0.0.1:${new URL(forbidden.url).port}/`, 422],
      ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${new URL(forbidden.url).port}/`, 422],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 422],
      ['private 10/8', () => 'http://10.0.0.1/', 422],
      ['private 192.168/16', () => 'http://192.168.1.1/admin', 422],
      ['CGNAT', () => 'http://100.64.0.1/', 422],
      ['unspecified', () => 'http://0.0.0.0/', 422],
      ['a redirect to a private server', () => `${vendor.url}/to-private`, 422],
      ['a redirect to the metadata address', () => `${vendor.url}/to-metadata`, 422],
      ['file scheme', () => 'file:///etc/passwd', 400],
      ['ftp scheme', () => 'ftp://example.com/p', 400],
      ['credentials in the address', () => 'http://user:pw@example.com/', 400],
      ['text that is no address', () => 'not a url', 400],
      ['a private address pasted without a scheme (read as https)', () => '10.0.0.1/admin', 422],
    ])('refuses %s with a 4xx and a clear message', async (_, url, status) => {
      await noKey();
      const before = forbidden.requests.length;
      const res = await client(t.app).post('/api/product/extract-url', { url: url() });
      expect(res.status).toBe(status);
      const err = (await res.json()) as ErrorBody;
      expect(err.retryable).toBe(false);
      expect(err.error.length).toBeGreaterThan(10);
      if (status === 400) expect(err.field).toBe('url');
      expect(forbidden.requests.length).toBe(before);
      expect(forbidden.requests).toHaveLength(0);
    });

    it('names a private address as such', async () => {
      await noKey();
      const res = await client(t.app).post('/api/product/extract-url', { url: 'http://169.254.169.254/' });
      expect(((await res.json()) as ErrorBody).error).toMatch(/private or local network/);
    });

    it.each([
      ['/data.json', 422, false],
      ['/gone.html', 502, false],
      ['/busy.html', 502, true],
    ])('maps %s to %i with retryable %s', async (path, status, retryable) => {
      await noKey();
      const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}${path}` });
      expect(res.status).toBe(status);
      expect(((await res.json()) as ErrorBody).retryable).toBe(retryable);
    });

    it('needs a url', async () => {
      await noKey();
      for (const body of [{}, { url: '' }, { url: 42 }]) {
        const res = await client(t.app).post('/api/product/extract-url', body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as ErrorBody).field).toBe('url');
      }
    });
  });

  describe('POST /api/product/extract-url with a model configured', () => {
    const withModel = async () =>
      (t = await makeTestApp(dialect, {
        env: { FETCH_ALLOW_PRIVATE: vendorHost(), OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${vendor.url}/v1` },
      }));

    it('asks the model with a strict schema when the markup names no product, and keeps what the text shows', async () => {
      await withModel();
      let asked: Record<string, unknown> = {};
      chat = (body) => {
        asked = body;
        return chatAnswer(MODEL_KETTLE);
      };
      const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}/plain.html` });
      expect(res.status).toBe(200);
      expect((await res.json()) as ExtractUrlResponse).toEqual({
        source: 'model',
        product: {
          name: 'Acme Kettle 1.7 L',
          brand: 'Acme',
          category: null,
          price: 49.99,
          currency: 'CAD',
          keyFeatures: ['Boils 1.7 L in 4 minutes', 'Auto shut-off'],
          image: null,
        },
      });
      expect(asked.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'product_page', strict: true },
      });
      expect(JSON.stringify(asked.messages)).toContain('Now $49.99 (was $59.99)');
    });

    it.each([
      ['a price the page does not show', { ...MODEL_KETTLE, price: 39.99 }, 200, null],
      ['a name the page does not contain', { ...MODEL_KETTLE, name: 'Breville Smart Kettle Luxe' }, 422, undefined],
      ['"not a product page"', { ...MODEL_KETTLE, isProductPage: false }, 422, undefined],
    ])('drops %s', async (_, answer, status, price) => {
      await withModel();
      chat = () => chatAnswer(answer);
      const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}/plain.html` });
      expect(res.status).toBe(status);
      if (status === 200) expect(((await res.json()) as ExtractUrlResponse).product.price).toBe(price);
      else expect(((await res.json()) as ErrorBody).error).toMatch(/^Failed to extract product information/);
    });

    it('answers the extraction error, not a 5xx, when the model fails or is cut off', async () => {
      await withModel();
      for (const reply of [
        () => ({ status: 500, json: { error: { message: 'boom' } } }),
        () => chatAnswer(MODEL_KETTLE, 'length'),
      ]) {
        chat = reply;
        const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}/plain.html` });
        expect(res.status).toBe(422);
      }
    });

    it('does not ask the model when the markup already names the product', async () => {
      await withModel();
      let calls = 0;
      chat = () => {
        calls++;
        return chatAnswer(MODEL_KETTLE);
      };
      const res = await client(t.app).post('/api/product/extract-url', { url: `${vendor.url}/shorts.html` });
      expect(((await res.json()) as ExtractUrlResponse).source).toBe('json-ld');
      expect(calls).toBe(0);
    });
  });

  describe('POST /api/product/find-similar', () => {
    const REQUEST = { product: SHORTS, sourceUrl: SHOPPING.shopping_results[1]!.link, country: 'CA' };

    it('searches brand + name, name and category words, and answers offers cheapest first without the page itself', async () => {
      await keyed();
      serp = () => ({ status: 200, json: SHOPPING });
      const res = await client(t.app).post('/api/product/find-similar', REQUEST);
      expect(res.status).toBe(200);
      const body = (await res.json()) as FindSimilarResponse;
      expect(body.searchQueries).toEqual([
        "Burton Men's Total Impact Shorts",
        "Men's Total Impact Shorts",
        'Impact Shorts',
      ]);
      // Sent in parallel: they reach the vendor in any order.
      expect(vendor.requests.map((r) => r.query.get('q')).sort()).toEqual([...body.searchQueries].sort());
      expect(body.cached).toBe(false);
      // 54 new-condition offers, minus the source page (LD Mountain Centre).
      expect(body.offers).toHaveLength(53);
      expect(body.offers.some((o) => o.source === 'LD Mountain Centre')).toBe(false);
      const prices = body.offers.map((o) => o.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.offers[0]).toMatchObject({
        source: 'Style N Sport',
        price: 8.95,
        currency: 'GBP',
        url: expect.stringMatching(/^https:\/\/stylensport\.com\//),
      });
    });

    it('caches for two hours by the queries, then searches again', async () => {
      await keyed();
      serp = () => ({ status: 200, json: SHOPPING });
      const me = client(t.app);
      await me.post('/api/product/find-similar', REQUEST);
      const hit = (await (
        await me.post('/api/product/find-similar', {
          ...REQUEST,
          product: { ...SHORTS, keyFeatures: ['other features do not change the search'] },
        })
      ).json()) as FindSimilarResponse;
      expect(hit.cached).toBe(true);
      expect(vendor.requests).toHaveLength(3);
      t.clock.advance(PROVIDER_CACHE_TTL_MS);
      expect(((await (await me.post('/api/product/find-similar', REQUEST)).json()) as FindSimilarResponse).cached).toBe(
        false,
      );
      expect(vendor.requests).toHaveLength(6);
    });

    it.each([
      [{ status: 429, json: { error: 'Your searches for the month are exhausted.' } }, 503, /temporarily busy/, true],
      [{ status: 502, body: 'Bad gateway' }, 502, /unavailable/, true],
    ])('maps an upstream %o to %i', async (upstream, status, message, retryable) => {
      await keyed();
      serp = () => upstream;
      const res = await client(t.app).post('/api/product/find-similar', REQUEST);
      expect(res.status).toBe(status);
      const err = (await res.json()) as ErrorBody;
      expect(err.error).toMatch(message);
      expect(err.error).toMatch(/^Similar product search/);
      expect(err.retryable).toBe(retryable);
    });

    it('without a key answers retailer search links for the first query, never a price', async () => {
      await noKey();
      const body = (await (
        await client(t.app).post('/api/product/find-similar', REQUEST)
      ).json()) as FindSimilarResponse;
      expect(body.cached).toBe(false);
      expect(body.searchQueries).toHaveLength(3);
      expect(body.offers.length).toBeGreaterThanOrEqual(8);
      expect(body.offers.every((o) => o.isSearchLink && o.price === null)).toBe(true);
      expect(body.offers[0]!.url).toBe(
        `https://www.amazon.ca/s?k=${encodeURIComponent("Burton Men's Total Impact Shorts")}`,
      );
      expect(vendor.requests).toHaveLength(0);
    });

    it.each([
      [{ country: 'CA' }, 'product'],
      [{ product: { ...SHORTS, name: '' }, country: 'CA' }, 'product.name'],
      [{ product: { ...SHORTS, price: 'cheap' }, country: 'CA' }, 'product.price'],
      [{ product: SHORTS, country: 'FR' }, 'country'],
    ])('refuses %o naming %s', async (body, field) => {
      await noKey();
      const res = await client(t.app).post('/api/product/find-similar', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).field).toBe(field);
    });
  });
});
