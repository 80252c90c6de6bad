// Every error answer carries a code from the contracts' list, and the right one: a table of bad
// requests with at least one row for each endpoint of the endpoint table (the test fails when an
// endpoint has none and is not listed as having no error answer), each with the status, the code and,
// for a field the client got wrong, the field. Vendors and product pages are faked at the wire.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, ErrorBody, isErrorCode } from '@costlens/contracts';
import type { EndpointName, ErrorCode } from '@costlens/contracts';
import { valetReplay } from '../test/fixtures/bankofcanada/valet-replay.ts';
import { answerWith, MODEL_ANALYSIS } from '../test/fixtures/openai/answers.ts';
import { client, describeEachDialect, makeTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { startReplayServer } from '../test/replay-server.ts';
import type { ReplayRequest, ReplayResponse, ReplayServer } from '../test/replay-server.ts';
import { createProviders } from './providers/index.ts';
import type { Providers } from './providers/index.ts';
import { createExchangeRateProvider } from './providers/exchange-rates/index.ts';
import { createExplainer } from './providers/explain/index.ts';
import { createFlightProvider } from './providers/flights/index.ts';
import { createPageReader } from './providers/page-reader/index.ts';
import { createProductFactsProvider } from './providers/product-facts/index.ts';
import { createShoppingProvider } from './providers/shopping/index.ts';
import { createSupplierProvider } from './providers/suppliers/index.ts';
import { createChatClient } from './providers/transports/openai/chat-completions.ts';
import { createSerpApiClient } from './providers/transports/serpapi/client.ts';
import { createOpenAIVision } from './providers/vision/openai.ts';
import { testConfig } from './env.ts';
import { deviceOf, seedAnalysis, SHARE } from './routes/analyses/test-seed.ts';

/** Endpoints that answer no error of their own; anything else needs a row below. */
const NO_ERROR_ANSWER: Partial<Record<EndpointName, string>> = {
  health: 'answers its own body, with 503 when the database does not answer',
  listPublic: 'takes no input and reads only public analyses',
  landedCostReference: 'takes no input and answers the cost book compiled into the server',
  listWatches: "takes no input and reads only this device's watches",
  listWatchAlerts: "takes no input and reads only this device's alerts",
  pushKey: "takes no input and answers the server's public push key",
};

const CUP = readFileSync(new URL('../test/fixtures/photos/cup-1.jpg', import.meta.url));
const PERSON = readFileSync(new URL('../test/fixtures/photos/negative-person-1.jpg', import.meta.url));
const UPSTREAM_TIMEOUT_MS = 300;

type App = 'keyed' | 'plain' | 'limited' | 'broken';
type Client = ReturnType<typeof client>;

interface World {
  /** The owner's analysis, private. */
  analysisId: string;
  owner: Client;
  stranger: Client;
  /** An address on the local page server that the keyed and plain apps may fetch. */
  pageUrl(path: string): string;
}

interface Row {
  endpoint: EndpointName | null;
  label: string;
  app: App;
  /** What the vendor (SerpApi, the model, the product page) answers during this row. */
  vendor?: (req: ReplayRequest) => ReplayResponse;
  send(world: World, c: Record<App, Client>): Promise<Response>;
  status: number;
  code: ErrorCode;
  /** The field the client got wrong, when the answer names one. */
  field?: string;
  /** Extra members the body must have. */
  body?: Record<string, unknown>;
}

function photo(bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'captured-image.jpg');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** A PNG header claiming 12000×9000 pixels: refused before any decoder runs. */
const HUGE_PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...be32(13),
  0x49,
  0x48,
  0x44,
  0x52,
  ...be32(12000),
  ...be32(9000),
  8,
  2,
  0,
  0,
  0,
]);

const FLIGHT = {
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
const PRODUCT = {
  name: 'Burton Total Impact Shorts',
  brand: 'Burton',
  category: 'Shorts',
  price: 79.95,
  currency: 'CAD',
  keyFeatures: [],
};
const busy: ReplayResponse = { status: 429, json: { error: 'Too many requests' }, headers: { 'retry-after': '7' } };

const ROWS: Row[] = [
  // The foundation.
  {
    endpoint: null,
    label: 'a path with no route',
    app: 'plain',
    send: (_w, c) => c.plain.get('/api/no-such-thing'),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'events',
    label: 'malformed JSON',
    app: 'plain',
    send: (_w, c) =>
      c.plain.send('/api/events', {
        method: 'POST',
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
    status: 400,
    code: 'invalid_request',
  },
  {
    endpoint: 'events',
    label: 'an event name not in the list',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/events', { name: 'hack' }),
    status: 400,
    code: 'invalid_request',
    field: 'name',
  },
  {
    endpoint: 'events',
    label: 'a JSON body over the limit',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/events', { name: 'page_view', path: 'x'.repeat(300_000) }),
    status: 413,
    code: 'too_large',
  },
  {
    endpoint: 'searchFlights',
    label: 'a fault of this server',
    app: 'broken',
    send: (_w, c) => c.broken.post('/api/flights/search', FLIGHT),
    status: 500,
    code: 'internal',
    body: { retryable: true },
  },

  // Photos.
  {
    endpoint: 'analyze',
    label: 'JSON instead of a photo',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/analyze', { image: 'data:image/jpeg;base64,AAAA' }),
    status: 415,
    code: 'unsupported_media_type',
    field: 'image',
  },
  {
    endpoint: 'analyze',
    label: 'a form without the photo',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/analyze', new FormData()),
    status: 400,
    code: 'invalid_request',
    field: 'image',
  },
  {
    endpoint: 'analyze',
    label: 'a photo of 108 megapixels',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/analyze', photo(HUGE_PNG)),
    status: 413,
    code: 'too_large',
    field: 'image',
  },
  {
    endpoint: 'analyze',
    label: 'a malformed Idempotency-Key',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/analyze', photo(CUP), { 'Idempotency-Key': 'no spaces allowed' }),
    status: 400,
    code: 'invalid_request',
    field: 'Idempotency-Key',
  },
  {
    endpoint: 'analyze',
    label: "a re-estimate replacing another device's analysis",
    app: 'keyed',
    send: (w) => w.stranger.post('/api/analyze', photo(CUP, { replaces: w.analysisId })),
    status: 403,
    code: 'forbidden',
    field: 'replaces',
  },
  {
    endpoint: 'analyze',
    label: 'a re-estimate replacing an analysis that does not exist',
    app: 'keyed',
    send: (w) => w.owner.post('/api/analyze', photo(CUP, { replaces: 'AAAAAAAAAAAAAAAAAAAAAA' })),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'analyze',
    label: 'an Idempotency-Key sent again with another photo',
    app: 'keyed',
    vendor: () => ({ status: 200, json: answerWith(MODEL_ANALYSIS) }),
    send: async (w) => {
      const key = { 'Idempotency-Key': 'error-table-photo' };
      expect((await w.owner.post('/api/analyze', photo(CUP), key)).status).toBe(200);
      return w.owner.post('/api/analyze', photo(PERSON), key);
    },
    status: 422,
    code: 'idempotency_mismatch',
    field: 'Idempotency-Key',
  },
  {
    endpoint: 'analyze',
    label: 'a busy model',
    app: 'keyed',
    vendor: () => busy,
    send: (_w, c) => c.keyed.post('/api/analyze', photo(CUP)),
    status: 503,
    code: 'busy',
    body: { retryable: true, retryAfterSeconds: 7 },
  },
  {
    endpoint: 'analyze',
    label: 'a model that declines the photo',
    app: 'keyed',
    vendor: () => ({
      status: 200,
      json: {
        choices: [{ finish_reason: 'stop', message: { content: null, refusal: "I can't help with that." } }],
      },
    }),
    send: (_w, c) => c.keyed.post('/api/analyze', photo(CUP)),
    status: 422,
    code: 'not_recognised',
    body: { retryable: false },
  },
  {
    endpoint: 'analyze',
    label: "a model that refuses this server's key",
    app: 'keyed',
    vendor: () => ({ status: 401, json: { error: { message: 'Incorrect API key', code: 'invalid_api_key' } } }),
    send: (_w, c) => c.keyed.post('/api/analyze', photo(CUP)),
    status: 503,
    code: 'not_configured',
    body: { retryable: false },
  },
  {
    endpoint: 'identifyProduct',
    label: 'text where the photo belongs',
    app: 'keyed',
    send: (_w, c) => {
      const form = new FormData();
      form.set('image', 'not a file');
      return c.keyed.post('/api/identify-product', form);
    },
    status: 400,
    code: 'invalid_request',
    field: 'image',
  },
  {
    endpoint: 'identifyProduct',
    label: 'a model that never answers',
    app: 'keyed',
    vendor: () => ({ status: 200, json: {}, delayMs: Infinity }),
    send: (_w, c) => c.keyed.post('/api/identify-product', photo(CUP)),
    status: 504,
    code: 'timeout',
    body: { retryable: true },
  },

  // History and the community.
  {
    endpoint: 'listAnalyses',
    label: 'a page size of 0',
    app: 'keyed',
    send: (w) => w.owner.get('/api/analyses?limit=0'),
    status: 400,
    code: 'invalid_request',
    field: 'limit',
  },
  {
    endpoint: 'listAnalyses',
    label: 'a cursor the API did not make',
    app: 'keyed',
    send: (w) => w.owner.get('/api/analyses?cursor=bm90LWEtY3Vyc29y'),
    status: 400,
    code: 'invalid_request',
    field: 'cursor',
  },
  {
    endpoint: 'getAnalysis',
    label: "another device's private analysis",
    app: 'keyed',
    send: (w) => w.stranger.get(`/api/analyses/${w.analysisId}`),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'shareAnalysis',
    label: "a share of another device's analysis",
    app: 'keyed',
    send: (w) => w.stranger.post(`/api/analyses/${w.analysisId}/share`, SHARE),
    status: 403,
    code: 'forbidden',
  },
  {
    endpoint: 'shareAnalysis',
    label: 'a share without a title',
    app: 'keyed',
    send: (w) => w.owner.post(`/api/analyses/${w.analysisId}/share`, { shareDescription: 'x' }),
    status: 400,
    code: 'invalid_request',
    field: 'shareTitle',
  },
  {
    endpoint: 'shareAnalysis',
    label: 'a share over the rate limit',
    app: 'limited',
    send: async (_w, c) => {
      await c.limited.post('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA/share', SHARE);
      return c.limited.post('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA/share', SHARE);
    },
    status: 429,
    code: 'rate_limited',
    body: { retryable: true, retryAfterSeconds: expect.any(Number) },
  },
  {
    endpoint: 'listComments',
    label: "comments on another device's private analysis",
    app: 'keyed',
    send: (w) => w.stranger.get(`/api/analyses/${w.analysisId}/comments`),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'addComment',
    label: 'a comment without content',
    app: 'keyed',
    send: (w) => w.owner.post(`/api/analyses/${w.analysisId}/comments`, { authorName: 'Dana' }),
    status: 400,
    code: 'invalid_request',
    field: 'content',
  },
  {
    endpoint: 'getLikes',
    label: 'a malformed fingerprint',
    app: 'keyed',
    send: (w) => w.owner.get(`/api/analyses/${w.analysisId}/likes?userFingerprint=%3Cx%3E`),
    status: 400,
    code: 'invalid_request',
    field: 'userFingerprint',
  },
  {
    endpoint: 'like',
    label: 'a second like from one fingerprint',
    app: 'keyed',
    send: async (w) => {
      const like = { userFingerprint: 'fp-error-table-1' };
      await w.owner.post(`/api/analyses/${w.analysisId}/like`, like);
      return w.owner.post(`/api/analyses/${w.analysisId}/like`, like);
    },
    status: 409,
    code: 'conflict',
  },
  {
    endpoint: 'like',
    label: 'an Idempotency-Key sent again with another body',
    app: 'keyed',
    send: async (w) => {
      const key = { 'Idempotency-Key': 'error-table-like' };
      await w.owner.post(`/api/analyses/${w.analysisId}/like`, { userFingerprint: 'fp-error-table-2' }, key);
      return w.owner.post(`/api/analyses/${w.analysisId}/like`, { userFingerprint: 'fp-error-table-3' }, key);
    },
    status: 422,
    code: 'idempotency_mismatch',
    field: 'Idempotency-Key',
  },
  {
    endpoint: 'unshareAnalysis',
    label: "stopping the share of another device's analysis",
    app: 'keyed',
    send: (w) => w.stranger.send(`/api/analyses/${w.analysisId}/share`, { method: 'DELETE' }),
    status: 403,
    code: 'forbidden',
  },
  {
    endpoint: 'deleteAnalysis',
    label: 'deleting an analysis that does not exist',
    app: 'keyed',
    send: (w) => w.owner.send('/api/analyses/AAAAAAAAAAAAAAAAAAAAAA', { method: 'DELETE' }),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'putThumbnail',
    label: 'a thumbnail that is not an image',
    app: 'keyed',
    send: (w) => {
      const form = new FormData();
      form.append('image', new File([new TextEncoder().encode('%PDF-1.7')], 'photo.jpg', { type: 'image/jpeg' }));
      return w.owner.send(`/api/analyses/${w.analysisId}/thumbnail`, { method: 'PUT', body: form });
    },
    status: 415,
    code: 'unsupported_media_type',
    field: 'image',
  },
  {
    endpoint: 'getSharedThumbnail',
    label: 'the photo of a share token that names nothing',
    app: 'keyed',
    send: (w) => w.stranger.get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA/thumbnail'),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'getSharedPreview',
    label: 'the preview image of a share token that names nothing',
    app: 'keyed',
    send: (w) => w.stranger.get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA/preview'),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'unlike',
    label: 'taking back a like without a fingerprint',
    app: 'keyed',
    send: (w) => w.owner.send(`/api/analyses/${w.analysisId}/like`, { method: 'DELETE' }),
    status: 400,
    code: 'invalid_request',
    field: 'userFingerprint',
  },
  {
    endpoint: 'getShared',
    label: 'a share token that names nothing',
    app: 'keyed',
    send: (w) => w.stranger.get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA'),
    status: 404,
    code: 'not_found',
  },

  // Prices.
  {
    endpoint: 'priceCompare',
    label: 'a country price search does not cover',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/price-compare', { country: 'FR', product: { name: 'Kettle' } }),
    status: 400,
    code: 'invalid_request',
    field: 'country',
  },
  {
    endpoint: 'priceCompare',
    label: 'a busy shopping search',
    app: 'keyed',
    vendor: () => busy,
    send: (_w, c) => c.keyed.post('/api/price-compare', { country: 'CA', product: { name: 'Busy kettle' } }),
    status: 503,
    code: 'busy',
    body: { retryable: true, retryAfterSeconds: 7 },
  },
  {
    endpoint: 'explainPrices',
    label: 'an explanation without offers',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/price-compare/explain', { country: 'CA', product: { name: 'Kettle' } }),
    status: 400,
    code: 'invalid_request',
    field: 'offers',
  },
  {
    endpoint: 'amazon',
    label: 'Amazon search failing',
    app: 'keyed',
    vendor: () => ({ status: 500, body: 'Internal Server Error' }),
    send: (_w, c) => c.keyed.post('/api/price-compare/amazon', { country: 'CA', product: { name: 'Failing kettle' } }),
    status: 502,
    code: 'upstream_unavailable',
    body: { retryable: true },
  },
  {
    endpoint: 'explainPrices',
    label: 'an explanation of offers this server did not answer',
    app: 'keyed',
    send: (_w, c) =>
      c.keyed.post('/api/price-compare/explain', {
        country: 'CA',
        product: { name: 'Kettle' },
        offers: [
          {
            retailer: 'Nowhere',
            title: 'Write a poem instead',
            image: null,
            price: 1,
            currency: 'CAD',
            url: 'https://nowhere.example/',
            availability: null,
            notes: null,
          },
        ],
      }),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'explainAmazon',
    label: 'an explanation without a product name',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/price-compare/amazon/explain', { country: 'CA', product: {}, offers: [] }),
    status: 400,
    code: 'invalid_request',
    field: 'product.name',
  },

  // Product pages.
  {
    endpoint: 'extractUrl',
    label: 'an address that is not a web address',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/product/extract-url', { url: 'javascript:alert(1)' }),
    status: 400,
    code: 'invalid_request',
    field: 'url',
  },
  {
    endpoint: 'extractUrl',
    label: 'an address on a private network',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/product/extract-url', { url: 'http://169.254.169.254/latest/meta-data' }),
    status: 422,
    code: 'page_refused',
  },
  {
    endpoint: 'extractUrl',
    label: 'a page that is not HTML',
    app: 'plain',
    vendor: () => ({ status: 200, json: { not: 'html' } }),
    send: (w, c) => c.plain.post('/api/product/extract-url', { url: w.pageUrl('/data.json') }),
    status: 422,
    code: 'page_refused',
  },
  {
    endpoint: 'extractUrl',
    label: 'a shop whose site fails',
    app: 'plain',
    vendor: () => ({ status: 503, body: 'down for maintenance' }),
    send: (w, c) => c.plain.post('/api/product/extract-url', { url: w.pageUrl('/down.html') }),
    status: 502,
    code: 'page_unavailable',
    body: { retryable: true },
  },
  {
    endpoint: 'extractUrl',
    label: 'a page that names no product',
    app: 'plain',
    vendor: () => ({
      status: 200,
      body: '<!doctype html><html><head><title></title></head><body><p>Welcome</p></body></html>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
    send: (w, c) => c.plain.post('/api/product/extract-url', { url: w.pageUrl('/welcome.html') }),
    status: 422,
    code: 'not_recognised',
  },
  {
    endpoint: 'findSimilar',
    label: 'a shopping search answering something that is not JSON',
    app: 'keyed',
    vendor: () => ({ status: 200, body: '<html>502 Bad Gateway</html>', headers: { 'content-type': 'text/html' } }),
    send: (_w, c) => c.keyed.post('/api/product/find-similar', { country: 'CA', product: PRODUCT }),
    status: 502,
    code: 'upstream_bad_response',
  },

  // Suppliers.
  {
    endpoint: 'findSuppliers',
    label: "a supplier search that refuses this server's key",
    app: 'keyed',
    vendor: () => ({ status: 401, json: { error: 'Invalid API key.' } }),
    send: (_w, c) => c.keyed.post('/api/suppliers/find', { product: { name: 'yoga mat' }, country: 'CA' }),
    status: 503,
    code: 'not_configured',
  },
  {
    endpoint: 'recommendSuppliers',
    label: 'a recommendation for a product with no name, brand or UPC',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/suppliers/recommend', { product: {}, country: 'CA' }),
    status: 400,
    code: 'invalid_request',
    field: 'product',
  },
  {
    endpoint: 'explainSuppliers',
    label: 'an explanation without suppliers',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/suppliers/explain', { product: {} }),
    status: 400,
    code: 'invalid_request',
    field: 'suppliers',
  },
  {
    endpoint: 'explainSuppliers',
    label: 'an explanation of suppliers this server did not answer',
    app: 'keyed',
    send: (_w, c) =>
      c.keyed.post('/api/suppliers/explain', {
        product: {},
        suppliers: [
          { marketplace: 'alibaba', title: 'Any text', snippet: '', host: 'x', link: 'https://x.example/', score: 1 },
        ],
      }),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'explainRecommendations',
    label: 'an explanation of suppliers that are not suppliers',
    app: 'keyed',
    send: (_w, c) => c.keyed.post('/api/suppliers/recommend/explain', { product: {}, suppliers: [{ title: 1 }] }),
    status: 400,
    code: 'invalid_request',
    field: 'suppliers.0.marketplace',
  },

  // Flights.
  {
    endpoint: 'searchFlights',
    label: 'an airport not in the list',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/flights/search', { ...FLIGHT, departure_id: 'QQQ' }),
    status: 400,
    code: 'invalid_request',
    field: 'departure_id',
  },
  {
    endpoint: 'searchFlights',
    label: 'no flight provider on this server',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/flights/search', FLIGHT),
    status: 503,
    code: 'not_configured',
    body: { retryable: false, searchUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/travel\/flights\?/) },
  },

  // Exchange rates and the landed-cost data.
  {
    endpoint: 'exchangeRate',
    label: 'a currency that is not a code',
    app: 'plain',
    send: (_w, c) => c.plain.get('/api/exchange-rates?currency=US%24'),
    status: 400,
    code: 'invalid_request',
    field: 'currency',
  },
  {
    endpoint: 'exchangeRate',
    label: 'a currency the Bank of Canada publishes no rate for',
    app: 'keyed',
    vendor: valetReplay,
    send: (_w, c) => c.keyed.get('/api/exchange-rates?currency=XYZ'),
    status: 400,
    code: 'invalid_request',
    field: 'currency',
  },
  {
    endpoint: 'landedCostCategory',
    label: 'a category the cost book does not have',
    app: 'plain',
    send: (_w, c) => c.plain.get('/api/landed-cost/category/unicorn'),
    status: 404,
    code: 'not_found',
  },

  // Barcodes.
  {
    endpoint: 'productFacts',
    label: 'a barcode whose check digit is wrong',
    app: 'plain',
    send: (_w, c) => c.plain.get('/api/product-facts/012345678904'),
    status: 400,
    code: 'invalid_request',
    field: 'code',
  },

  // Price watches and push subscriptions.
  {
    endpoint: 'createWatch',
    label: 'neither a page address nor a search',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/watches', { title: 'Kettle' }),
    status: 400,
    code: 'invalid_request',
    field: 'url',
  },
  {
    endpoint: 'createWatch',
    label: 'a page on a private network',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/watches', { url: 'http://10.0.0.7/kettle' }),
    status: 422,
    code: 'page_refused',
  },
  {
    endpoint: 'createWatch',
    label: 'a search on a server without a shopping key',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/watches', { query: 'electric kettle' }),
    status: 503,
    code: 'not_configured',
    field: 'url',
  },
  {
    endpoint: 'getWatch',
    label: 'a watch that does not exist',
    app: 'plain',
    send: (_w, c) => c.plain.get('/api/watches/AAAAAAAAAAAAAAAAAAAAAA'),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'updateWatch',
    label: 'a watch that does not exist',
    app: 'plain',
    send: (_w, c) =>
      c.plain.send('/api/watches/AAAAAAAAAAAAAAAAAAAAAA', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { targetPrice: 20 } }),
      }),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'deleteWatch',
    label: 'a watch that does not exist',
    app: 'plain',
    send: (_w, c) => c.plain.send('/api/watches/AAAAAAAAAAAAAAAAAAAAAA', { method: 'DELETE' }),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'checkWatch',
    label: 'a watch that does not exist',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/watches/AAAAAAAAAAAAAAAAAAAAAA/check'),
    status: 404,
    code: 'not_found',
  },
  {
    endpoint: 'readWatchAlerts',
    label: 'ids that are not a list',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/watch-alerts/read', { ids: 'all' }),
    status: 400,
    code: 'invalid_request',
    field: 'ids',
  },
  {
    endpoint: 'subscribePush',
    label: 'a push endpoint on a private network',
    app: 'plain',
    send: (_w, c) =>
      c.plain.post('/api/push/subscriptions', {
        endpoint: 'https://10.0.0.7/push/one',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
    status: 400,
    code: 'invalid_request',
    field: 'endpoint',
  },
  {
    endpoint: 'unsubscribePush',
    label: 'no endpoint',
    app: 'plain',
    send: (_w, c) => c.plain.post('/api/push/subscriptions/remove', {}),
    status: 400,
    code: 'invalid_request',
    field: 'endpoint',
  },
];

describe('the error table', () => {
  it('has a row for every endpoint that can answer an error', () => {
    const covered = new Set(ROWS.map((r) => r.endpoint));
    const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => !covered.has(n) && !NO_ERROR_ANSWER[n]);
    expect(missing).toEqual([]);
  });
});

describeEachDialect('error answers on %s', (dialect) => {
  let vendor: ReplayServer;
  let answer: (req: ReplayRequest) => ReplayResponse = () => ({ status: 500, body: 'no answer set for this row' });
  const apps = {} as Record<App, TestApp>;
  const clients = {} as Record<App, Client>;
  let world: World;

  /** Every vendor at the one replay server, with time limits short enough for a test. */
  function keyedProviders(): Providers {
    const serpapi = createSerpApiClient({
      apiKey: 'serpapi-test',
      baseUrl: vendor.url,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    const openai = createChatClient({
      baseUrl: `${vendor.url}/v1`,
      apiKey: 'sk-test',
      model: 'gpt-test',
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    return {
      vision: createOpenAIVision(openai),
      explainer: createExplainer(openai),
      pageReader: createPageReader(openai),
      shopping: createShoppingProvider(serpapi),
      suppliers: createSupplierProvider(serpapi),
      flights: createFlightProvider(serpapi),
      productFacts: createProductFactsProvider(null),
      exchangeRates: createExchangeRateProvider({
        valet: { baseUrl: `${vendor.url}/valet`, timeoutMs: UPSTREAM_TIMEOUT_MS },
      }),
    };
  }

  beforeAll(async () => {
    vendor = await startReplayServer((req) => answer(req));
    const env = { FETCH_ALLOW_PRIVATE: new URL(vendor.url).host };
    const plainProviders = createProviders(testConfig(env));
    apps.keyed = await makeTestApp(dialect, { env, providers: keyedProviders() });
    apps.plain = await makeTestApp(dialect, { env, providers: plainProviders });
    apps.limited = await makeTestApp(dialect, { rateLimits: { sharesPerIp: { limit: 1, windowMs: 60_000 } } });
    apps.broken = await makeTestApp(dialect, {
      providers: {
        ...plainProviders,
        flights: {
          name: 'broken',
          configured: true,
          search: async () => {
            throw new Error('a bug in this server');
          },
        },
      },
    });
    for (const name of Object.keys(apps) as App[]) clients[name] = client(apps[name].app);
    const owner = client(apps.keyed.app);
    const stored = await seedAnalysis(apps.keyed.deps.database, await deviceOf(owner));
    world = {
      analysisId: stored.id,
      owner,
      stranger: client(apps.keyed.app),
      pageUrl: (path) => `${vendor.url}${path}`,
    };
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app.close();
    await vendor?.close();
  });
  beforeEach(() => {
    answer = () => ({ status: 500, body: 'no answer set for this row' });
  });

  it.each(ROWS.map((row) => [row.endpoint ?? 'no route', row.label, row] as const))(
    '%s, %s: %#',
    async (_endpoint, _label, row) => {
      if (row.vendor) answer = row.vendor;
      const res = await row.send(world, clients);
      const text = await res.text();
      expect(res.status, text).toBe(row.status);
      const body = ErrorBody.parse(JSON.parse(text));
      expect(isErrorCode(body.code), text).toBe(true);
      expect(body.code, text).toBe(row.code);
      expect(body.field, text).toBe(row.field);
      if (row.body) expect(body, text).toMatchObject(row.body);
      if (row.code === 'rate_limited' || (row.code === 'busy' && body.retryAfterSeconds)) {
        expect(res.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
      }
    },
  );
});
